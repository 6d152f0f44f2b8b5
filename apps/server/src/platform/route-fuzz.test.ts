import { randomBytes } from 'node:crypto';
import type { RouteDef } from '@gemilang/contract';
import * as contract from '@gemilang/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signIn } from '../modules/admin/admin-test-kit';
import { memberRow } from '../modules/member/member-test-kit';
import { expectReconciled } from '../modules/reconciliation/reconciliation-test-kit';
import { withdrawer } from '../modules/withdrawals/withdrawal-test-kit';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Every route of the contract's route tables, called with generated bad input (from its zod schemas: wrong
 * types, missing fields, huge strings, NUL and lone surrogates, deep nesting, bad amounts and days, bad
 * tokens and headers) as a signed-in member or operator where the route needs one, answers a 4xx envelope,
 * never a 5xx, and moves nothing: balances, money requests and the books are the same after.
 * Each generated request carries at least one thing the server must refuse (a NUL or a lone surrogate in
 * its input, a body nested too deep, a body that is not the route's, or a token that is not one).
 * FUZZ_SEED and FUZZ_RUNS replay or widen a run; the seed is printed. Checked by removing the lone
 * surrogate check (input-text.ts): eight routes (member lock, operator unlock, markRead, ...) answer 500
 * or act on the call, and this goes red.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

type Zod = z.ZodType & { _zod: { def: Record<string, unknown> & { type: string } } };

/** Every route definition the contract exports, found by shape so a new table is never left out. */
function contractRoutes(): [string, RouteDef][] {
  const found = new Map<string, [string, RouteDef]>();
  for (const [tableName, table] of Object.entries(contract)) {
    if (!table || typeof table !== 'object' || Array.isArray(table)) continue;
    for (const [name, def] of Object.entries(table as Record<string, unknown>)) {
      const d = def as Partial<RouteDef> | null;
      if (d && typeof d === 'object' && typeof d.method === 'string' && typeof d.path === 'string' && d.response) {
        found.set(`${d.method} ${d.path}`, [`${tableName}.${name}`, d as RouteDef]);
      }
    }
  }
  return [...found.values()];
}

/** The schema under optional, default, nullable, pipes and refinements. */
function unwrap(schema: Zod): Zod {
  let at = schema;
  for (let i = 0; i < 20; i++) {
    const def = at._zod.def;
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as Zod | undefined;
    if (!inner) return at;
    // A preprocess is a pipe whose `in` is a transform: the real schema is its `out`.
    at = def.type === 'pipe' && (def.in as Zod)._zod.def.type === 'transform' ? (def.out as Zod) : inner;
  }
  return at;
}

function fieldsOf(schema: z.ZodType | undefined): Record<string, Zod> {
  if (!schema) return {};
  const object = unwrap(schema as Zod);
  return object._zod.def.type === 'object' ? ((object._zod.def.shape as Record<string, Zod>) ?? {}) : {};
}

const POISON = ['\u0000', '\ud800', 'a\udfffb', 'x\u0000y'] as const;
const badAmounts = ['50,5', '5,0,0', '1e3', ' 5', '-1', '0', '9'.repeat(30), '1.001', 'NaN', '0x10', '+5', '٥'];
const badDays = ['2026-02-30', '9999-12-31', '2026-13-01', '0000-00-00', '2026-1-1', 'yesterday', '2026-02-29'];
const wrongTypes = [123, -1, 1e308, true, false, null, [], {}, [1, 'a'], { a: { b: 1 } }];
const hugeString = 'x'.repeat(100_000);
const badStrings = ['', '   ', hugeString, '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '😀'];

const isAmount = (name: string) => /amount|^min$|^max$|threshold/i.test(name);
const isDay = (name: string) => /^(from|to|birthday|day|date)$/i.test(name);

/** A bad value for a field: wrong type, odd strings, and bad amounts or days where the field is one. */
function badValue(name: string, schema: Zod): fc.Arbitrary<unknown> {
  const type = unwrap(schema)._zod.def.type;
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...wrongTypes), fc.constantFrom(...badStrings)];
  if (isAmount(name)) options.push(fc.constantFrom(...badAmounts));
  if (isDay(name)) options.push(fc.constantFrom(...badDays));
  if (type === 'number') options.push(fc.constantFrom(-1, 0, 1.5, 2 ** 53, -(2 ** 31)));
  if (type === 'object') {
    options.push(fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom<unknown>(...wrongTypes, ...badStrings)));
  }
  options.push(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40, unit: 'binary' }));
  return fc.oneof(...options);
}

/** An object body: some fields of the schema with bad values, one poisoned string somewhere. */
function badObject(fields: Record<string, Zod>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const entries = names.map((name) => fc.option(badValue(name, fields[name] as Zod), { nil: undefined }));
  return fc
    .tuple(fc.tuple(...entries), fc.constantFrom(...POISON), fc.constantFrom(...names, '__extra'))
    .map(([values, poison, target]) => {
      const body: Record<string, unknown> = {};
      names.forEach((name, i) => {
        if (values[i] !== undefined) body[name] = values[i];
      });
      body[target] = typeof body[target] === 'object' && body[target] ? { inner: poison } : `${poison}`;
      return body;
    });
}

const candidateStrings = [
  'Ali Bin Abu',
  'abc12345',
  '10.00',
  '2026-01-01',
  '514000111222',
  '60123456789',
  'a@example.com',
  '1',
];

/**
 * A value the field accepts, found by trying plain candidates against the schema itself, so a body can be
 * valid but for the one poisoned field and reach past zod (where a NUL or a lone surrogate used to reach
 * the database). Undefined when none fits; such a field is left out.
 */
function validValue(schema: Zod): unknown {
  const inner = unwrap(schema);
  const def = inner._zod.def;
  const candidates: unknown[] =
    def.type === 'object'
      ? [validObject(def.shape as Record<string, Zod>)]
      : def.type === 'enum'
        ? Object.values(def.entries as Record<string, unknown>).slice(0, 1)
        : def.type === 'literal'
          ? (def.values as unknown[]).slice(0, 1)
          : def.type === 'boolean'
            ? [true]
            : def.type === 'number'
              ? [1, 10, 100, 0]
              : def.type === 'array'
                ? [[]]
                : [`k${randomBytes(10).toString('hex')}`, ...candidateStrings];
  return candidates.find((c) => schema.safeParse(c).success);
}

function validObject(fields: Record<string, Zod>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fields)) {
    const value = validValue(schema);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/** A body the schema accepts but for one string field (or an extra key) carrying a NUL or a lone surrogate. */
function poisonedValidObject(fields: Record<string, Zod>): fc.Arbitrary<Record<string, unknown>> {
  const base = validObject(fields);
  const strings = Object.keys(base).filter((k) => typeof base[k] === 'string');
  return fc
    .tuple(fc.constantFrom(...POISON), fc.constantFrom(...strings, '__extra'), fc.boolean())
    .map(([poison, target, inside]) => ({
      ...base,
      // A fresh idempotency key each time, so no call answers an earlier one.
      ...('idempotencyKey' in base ? { idempotencyKey: `k${randomBytes(10).toString('hex')}` } : {}),
      [target]: inside && typeof base[target] === 'string' ? `${base[target]}${poison}` : poison,
    }));
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

interface Attempt {
  params: string;
  query?: string;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  encrypt?: boolean;
  token: 'own' | 'none' | 'bad';
  language: string;
}

/** Requests for one route, each with something the server must refuse. */
function attempts(def: RouteDef): fc.Arbitrary<Attempt> {
  const bodyFields = fieldsOf(def.body);
  const queryFields = fieldsOf(def.query);
  const hasParams = def.path.includes(':');
  const language = fc.constantFrom('en', 'ms', 'zh', 'xx', '', 'en'.repeat(500));
  const goodParams = fc.constantFrom('1', '2', '999999');
  const anyParams = fc.constantFrom('1', '0', '-1', 'abc', '9'.repeat(40), '%00', '1%20OR%201=1', '%F0%9F%98%80');
  const queryOf = (poisoned: boolean) =>
    fc
      .tuple(
        fc.tuple(...Object.keys(queryFields).map((name) => fc.option(queryValue(name), { nil: undefined }))),
        fc.constantFrom(...Object.keys(queryFields), '__extra'),
      )
      .map(([values, target]) => {
        const pairs = Object.keys(queryFields).flatMap((name, i) =>
          values[i] === undefined ? [] : [`${name}=${encodeURIComponent(values[i] as string)}`],
        );
        if (poisoned) pairs.push(`${target}=x%00y`);
        return pairs.join('&');
      });
  const choices: fc.Arbitrary<Attempt>[] = [];
  if (def.body) {
    const base = { token: 'own' as const };
    choices.push(
      fc
        .record({ params: goodParams, body: badObject(bodyFields), language, encrypt: fc.boolean() })
        .map((a) => ({ ...base, ...a })),
      fc
        .record({ params: goodParams, body: poisonedValidObject(bodyFields), language, encrypt: fc.constant(true) })
        .map((a) => ({ ...base, ...a })),
      fc
        .record({ params: goodParams, rawBody: fc.integer({ min: 65, max: 5_000 }).map(nested), language })
        .map((a) => ({ ...base, ...a, contentType: 'application/json' })),
      fc
        .record({
          params: goodParams,
          rawBody: fc.constantFrom('{"a":', '"\\ud800"', '[1,2', '{"__proto__":{"x":1}}', '\u0000'),
          contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml'),
          language,
        })
        .map((a) => ({ ...base, ...a })),
    );
  }
  if (def.query && Object.keys(queryFields).length > 0) {
    choices.push(
      fc.record({ params: goodParams, query: queryOf(true), language }).map((a) => ({ ...a, token: 'own' as const })),
    );
  }
  if (hasParams && (def.params || def.body || def.query)) {
    choices.push(
      fc
        .record({ params: fc.constantFrom('%00', 'a%00', '%ED%A0%80'), language })
        .map((a) => ({ ...a, token: 'own' as const })),
    );
  }
  if (def.access !== 'visitor') {
    const query = def.query && Object.keys(queryFields).length > 0 ? queryOf(false) : fc.constant('');
    choices.push(fc.record({ params: anyParams, query, language }).map((a) => ({ ...a, token: 'bad' as const })));
    choices.push(fc.record({ params: anyParams, language }).map((a) => ({ ...a, token: 'none' as const })));
  }
  if (choices.length === 0) {
    // A visitor route without input: nothing to refuse; odd headers and a query it ignores must not break it.
    choices.push(
      fc
        .record({ params: anyParams, query: fc.constantFrom('x=%00', 'a=1&a=2', ''), language })
        .map((a) => ({ ...a, token: 'none' as const })),
    );
  }
  return fc.oneof(...choices);
}

function queryValue(name: string): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [
    fc.constantFrom(
      '',
      'abc',
      '-1',
      '0',
      '1e9',
      '99999999999999999999',
      'null',
      'true',
      '[]',
      hugeString.slice(0, 5_000),
    ),
    fc.string({ maxLength: 20 }),
  ];
  if (isDay(name)) options.push(fc.constantFrom(...badDays));
  if (isAmount(name)) options.push(fc.constantFrom(...badAmounts));
  return fc.oneof(...options);
}

let t: TestApp;
let tokens: { member: string; agent: string; operator: string };
let demoId: number;

/** The brand's balances and money requests, for "changes nothing". */
async function moneyState() {
  const db = t.deps.db;
  const count = async (
    table: 'deposits' | 'withdrawals' | 'balance_adjustments' | 'ledger_entries' | 'upline_transfers',
  ) => (await db.selectFrom(table).select(db.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
  const accounts = await db.selectFrom('ledger_accounts').select(['id', 'balance']).orderBy('id').execute();
  return {
    balances: accounts.map((a) => `${a.id}:${a.balance}`),
    deposits: await count('deposits'),
    withdrawals: await count('withdrawals'),
    adjustments: await count('balance_adjustments'),
    transfers: await count('upline_transfers'),
    entries: await count('ledger_entries'),
  };
}

let before: Awaited<ReturnType<typeof moneyState>>;

beforeAll(async () => {
  // The fuzz sends far more than a person would: the per-address allowance would answer 429 to most of it.
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  const agent = await memberRow(t, 'demoagent');
  const member = await withdrawer(t, { balance: 100_000n, uplineId: agent.id });
  const agentToken = (await withdrawer(t, { balance: 10_000n, type: 1 })).token;
  tokens = { member: member.token, agent: agentToken, operator: await signIn(t) };
  demoId = (await t.deps.db.selectFrom('merchants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow())
    .id;
  before = await moneyState();
  console.info(`route fuzz: seed ${SEED}, ${RUNS} runs per route (FUZZ_SEED, FUZZ_RUNS)`);
});
afterAll(() => t?.close());

function tokenFor(def: RouteDef, kind: Attempt['token']): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'bad') return `${randomBytes(16).toString('hex')}.bad`;
  if (['staff', 'operator', 'operatorAdmin', 'promotions'].includes(def.access)) return tokens.operator;
  if (def.access === 'agent') return tokens.agent;
  return tokens.member;
}

async function send(def: RouteDef, a: Attempt): Promise<LightMyRequestResponse> {
  const url = def.path.replace(/:[A-Za-z]+/g, a.params) + (a.query ? `?${a.query}` : '');
  const token = tokenFor(def, a.token);
  const headers: Record<string, string> = { language: a.language };
  if (token) headers.authorization = `Bearer ${token}`;
  if (a.rawBody !== undefined) {
    headers['content-type'] = a.contentType ?? 'application/json';
    return t.call({ method: def.method, url, headers, payload: a.rawBody });
  }
  if (a.body !== undefined) {
    const payload = a.encrypt && def.encrypted ? ((await t.encrypt(a.body)) as object) : (a.body as object);
    return t.call({ method: def.method, url, headers, payload });
  }
  return t.call({ method: def.method, url, headers });
}

const routes = contractRoutes();

describe('every route of the contract, fed bad input', () => {
  it('finds the route tables', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it.each(routes)('%s answers a 4xx envelope, never a 5xx', async (_, def) => {
    const visitorWithoutInput = def.access === 'visitor' && !def.body && !def.query && !def.params;
    await fc.assert(
      fc.asyncProperty(attempts(def), async (a) => {
        const res = await send(def, a);
        const what = `${def.method} ${def.path} ${JSON.stringify(a).slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        if (visitorWithoutInput && res.statusCode < 400) return;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        const body = res.json();
        expect(body, what).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
        expect(contract.errorCodes, what).toContain(body.code);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it('the seamless wallet, outside the route tables, answers bad path parameters in its own form with a 4xx', async () => {
    // A vendor's client reads only the protocol's form, and retries a 5xx for ever (ADR 030).
    const part = fc.oneof(
      fc.constantFrom(
        '%00',
        'a%00',
        '%00a',
        '%01',
        '%1F',
        '%7F',
        '%0A',
        '%ED%A0%80',
        '%E0%A4%A',
        '%20',
        '',
        'A'.repeat(300),
      ),
      // Dot segments leave /seamless altogether (the address is normalised): not this test's subject.
      fc
        .string({ maxLength: 40, unit: 'binary' })
        .map(encodeURIComponent)
        .filter((p) => !/^\.{1,2}$/.test(p)),
    );
    const action = fc.oneof(fc.constantFrom(...contract.seamlessActions), part);
    const vendor = fc.oneof(fc.constant('GEMILANG'), part);
    await fc.assert(
      fc.asyncProperty(vendor, action, fc.boolean(), async (v, a, withBody) => {
        const res = await t.call({
          method: 'POST',
          url: `/seamless/${v}/${a}`,
          headers: { 'content-type': 'application/json' },
          ...(withBody ? { payload: JSON.stringify({ requestId: 'r-1', playerId: '1' }) } : {}),
        });
        const what = `${v}/${a} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, what).toBeLessThan(500);
        const body = res.json();
        expect(body, what).toMatchObject({ ok: false, code: expect.any(String), message: expect.any(String) });
        expect(Object.keys(contract.seamlessErrors), what).toContain(body.code);
      }),
      { seed: SEED, numRuns: RUNS * 8 },
    );
  });

  it('moved nothing: balances, money requests and the books are as before', async () => {
    expect(await moneyState()).toEqual(before);
    await expectReconciled(t, demoId);
    // The member's session survived the fuzz (no call signed it out).
    const res = await t.call({ method: 'GET', url: '/wps/member/info', token: tokens.member });
    expect(res.statusCode).toBe(200);
  });
});
