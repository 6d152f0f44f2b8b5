import { contractFailure, contractValue } from '@gemilang/contract/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import { AppRoutes } from '../app/app';
import { createQueryClient } from '../shared/query-client';
import { type OperatorSession, setSession } from '../shared/session';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

type Reply =
  | { status?: number; json: unknown }
  | { status?: number; image: Uint8Array<ArrayBuffer> }
  | { status?: number; csv: string; fileName: string };
type Handler = (call: Call) => Reply | undefined;

export const ok = (value: unknown): Reply => ({ json: { success: true, value } });
export const fail = (status: number, code: string, message: string, details?: unknown): Reply => ({
  status,
  json: { success: false, code, message, details },
});

/** A report's CSV as the server sends it (ADR 067): text/csv with the file's name, not an envelope. */
export const csvFile = (fileName: string, csv: string): Reply => ({ csv, fileName });

/** An uploaded image as the server sends it to the back office: the bytes themselves, not an envelope. */
export const imageBytes = (): Reply => ({ image: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) });

/**
 * A paged list route over `rows`, cut as the server cuts it (the call's page and pageSize), with `extra` beside the
 * page (a queue's counts, the brand's currency), so an export that reads every page can be watched doing so.
 */
export const pagedList =
  <T,>(rows: T[], extra: Record<string, unknown> = {}): Handler =>
  (call) => {
    const page = Number(call.query.get('page') ?? 1);
    const pageSize = Number(call.query.get('pageSize') ?? 20);
    return ok({
      items: rows.slice((page - 1) * pageSize, page * pageSize),
      total: rows.length,
      page,
      pageSize,
      ...extra,
    });
  };

/** The list calls an Export CSV made (it reads 200 rows a call, ADR 067), as the page and the filters they sent. */
export const exportCalls = (calls: Call[], path: string, filters: string[]) =>
  calls
    .filter((c) => c.method === 'GET' && c.path === path && c.query.get('pageSize') === '200')
    .map((c) => [c.query.get('page'), ...filters.map((f) => c.query.get(f))]);

/**
 * Catches the files the page saves (an Export CSV) instead of downloading them: `next()` waits for the next one and
 * gives its name and its text as saved, the BOM kept, split into lines.
 */
export function captureDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:saved-${blobs.size + 1}`;
      blobs.set(url, blob as Blob);
      return url;
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: blobs.get(this.href) });
    }),
  ];
  onTestFinished(() => {
    for (const spy of spies) spy.mockRestore();
  });
  let read = 0;
  return {
    async next(): Promise<{ name: string; lines: string[] }> {
      await waitFor(() => expect(saved.length).toBeGreaterThan(read));
      const file = saved[read++] as { name: string; blob: Blob };
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
      return { name: file.name, lines: text.split('\r\n') };
    },
  };
}

export const merchantStatus = {
  maintenance: false,
  regionRestriction: false,
  maintenanceFrom: null,
  maintenanceUntil: null,
  maintenanceMessage: '',
  clientIp: '127.0.0.1',
  country: null,
  merchant: {
    code: 'demo',
    name: 'Demo',
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    utcOffsetMinutes: 480,
    languages: ['ms', 'en', 'zh'],
  },
  serverTime: '2026-01-01T00:00:00.000Z',
};

/**
 * Replaces fetch with a table of `METHOD /path` -> reply (or a function of the call); every call is
 * recorded so a test can assert what the app sent. An unlisted call answers not_found, as the server would.
 * Every envelope passes through the contract (@gemilang/contract/testing): a value through its route's
 * reply schema, a refusal through the failure envelope, so a reply that drifts from the server's fails.
 * A reply that is no envelope at all (a proxy's error page) is sent as written.
 */
export function mockServer(routes: Record<string, Reply | Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers,
      // A JSON body parsed; an upload's form as sent.
      body:
        typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const reply = (typeof route === 'function' ? route(call) : route) ?? fail(404, 'not_found', 'Not found');
    if ('image' in reply) {
      return new Response(reply.image, { status: reply.status ?? 200, headers: { 'content-type': 'image/png' } });
    }
    if ('csv' in reply) {
      return new Response(reply.csv, {
        status: reply.status ?? 200,
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${reply.fileName}"`,
        },
      });
    }
    return new Response(JSON.stringify(throughContract(call, reply.json)), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function throughContract(call: Call, json: unknown): unknown {
  const envelope = json as { success?: unknown; value?: unknown } | null;
  if (envelope?.success === true)
    return { success: true, value: contractValue(call.method, call.path, envelope.value) };
  if (envelope?.success === false) return contractFailure(envelope);
  return json;
}

export const adminSession: OperatorSession = {
  token: 'operator-token-0123456789abcdef',
  username: 'admin',
  displayName: 'Demo admin',
  role: 'admin',
};

export function renderApp(path: string, session: OperatorSession | null = adminSession) {
  setSession(session);
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
