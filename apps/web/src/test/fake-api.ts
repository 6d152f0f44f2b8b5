import { type FeatureModuleId, type FieldRule, featureModuleIds } from '@gemilang/contract';
import { contractFailure, contractValue } from '@gemilang/contract/testing';
import { fromBase64, registerFields, toBase64 } from '@gemilang/contract/web';
import { vi } from 'vitest';

/**
 * A stand-in for the server in web tests: answers fetch by "METHOD /path" with the API's envelope, and
 * decrypts encrypted bodies (it serves its own RSA public key) so a test can check what the page sent.
 * Every reply passes through the contract (@gemilang/contract/testing): a value through its route's reply
 * schema, a refusal through the failure envelope, so a fake that drifts from what the server sends fails.
 */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = {
  status?: number;
  value?: unknown;
  error?: { code: string; message: string; details?: unknown };
  /** A body that is no envelope at all, as a proxy in front of the server sends when it is down. */
  raw?: string;
};
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

let keyPair: Promise<CryptoKeyPair> | null = null;
function keys(): Promise<CryptoKeyPair> {
  keyPair ??= crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  ) as Promise<CryptoKeyPair>;
  return keyPair;
}

/** RSA key generation takes a second or two here; call in beforeAll so no single test waits for it. */
export async function prepareFakeKeys(): Promise<void> {
  await keys();
}

async function decrypt(body: { key: string; iv: string; data: string }): Promise<unknown> {
  const { privateKey } = await keys();
  const raw = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, fromBase64(body.key));
  const aes = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(body.iv) }, aes, fromBase64(body.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

export interface FakeApi {
  calls: FakeRequest[];
  on(route: string, handler: FakeHandler | FakeReply): void;
  callsTo(route: string): FakeRequest[];
}

export function installFakeApi(routes: Record<string, FakeHandler | FakeReply> = {}): FakeApi {
  const table = new Map<string, FakeHandler>();
  const calls: FakeRequest[] = [];
  const on = (route: string, handler: FakeHandler | FakeReply) =>
    table.set(route, typeof handler === 'function' ? handler : () => handler);
  for (const [route, handler] of Object.entries(routes)) on(route, handler);
  on('GET /wps/system/publicKey', async () => {
    const spki = await crypto.subtle.exportKey('spki', (await keys()).publicKey);
    return { value: { keyId: 'test', spki: toBase64(spki), algorithm: 'RSA-OAEP-256+A256GCM' } };
  });

  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    let body: unknown;
    if (typeof init.body === 'string') {
      if (headers['Content-Type'] === 'application/x-www-form-urlencoded') {
        body = Object.fromEntries(new URLSearchParams(init.body));
      } else {
        body = JSON.parse(init.body);
        const envelope = body as { keyId?: string; key?: string; iv?: string; data?: string };
        if (envelope.keyId && envelope.key && envelope.iv && envelope.data) {
          body = await decrypt(envelope as { key: string; iv: string; data: string });
        }
      }
    }
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, headers, body };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    const reply: FakeReply = handler
      ? await handler(request)
      : { status: 404, error: { code: 'not_found', message: `no fake for ${method} ${url.pathname}` } };
    if (reply.raw !== undefined) {
      return new Response(reply.raw, { status: reply.status ?? 502, headers: { 'Content-Type': 'text/html' } });
    }
    const payload = reply.error
      ? contractFailure({ success: false, ...reply.error })
      : { success: true, value: contractValue(method, url.pathname, reply.value) };
    return new Response(JSON.stringify(payload), {
      status: reply.status ?? (reply.error ? 400 : 200),
      headers: { 'Content-Type': 'application/json' },
    });
  });

  return { calls, on, callsTo: (route) => calls.filter((c) => `${c.method} ${c.path}` === route) };
}

/** The whitelabel tree with the given modules switched on. */
export function whitelabel(...enabled: FeatureModuleId[]) {
  return featureModuleIds.map((modId) => ({ modId, enabled: enabled.includes(modId) ? '1' : '0', childrenNodes: [] }));
}

type Rule = Omit<FieldRule, 'acceptedPattern'>;

/** Register settings with every field off except those given. */
export function registerSettings(fields: Record<string, Partial<Rule>>, minAge = 18) {
  return {
    fields: registerFields.map((field) => ({
      field,
      enabled: false,
      required: false,
      minLength: 1,
      maxLength: 50,
      acceptedPattern: '*',
      patternId: 0,
      ...(fields[field] ? { enabled: true, ...fields[field] } : {}),
    })),
    minAge,
    countries: [
      { countryCode: 'MY', countryDialingCode: '60' },
      { countryCode: 'SG', countryDialingCode: '65' },
    ],
    defaultCountryCode: 'MY',
    termsRequired: true,
  };
}

/** A 1x1 PNG, as the captcha call answers. */
export const tinyPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
