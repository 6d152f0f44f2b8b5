import { Writable } from 'node:stream';
import * as contract from '@gemilang/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devOutbox } from '../../platform/outbound/dev-outbox';
import { lastSmsCode, merchantIdOf } from '../../test/fixtures';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { makeMember } from '../session/session-test-kit';
import { addOperator, signIn } from './admin-test-kit';

let t: TestApp;
let merchantId: number;
let admin: string;
let cs: string;
let memberId: bigint;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
  admin = await signIn(t);
  await addOperator(t, merchantId, 'helpdesk', 'cs');
  cs = await signIn(t, 'helpdesk');
  memberId = await makeMember(t, { username: 'victim01', password: 'victim-pass-1', mobile: '0123987001' });
  // The same provider the server runs, writing its log where the test can read it.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  t.deps.outbound = devOutbox(t.deps.db, pino({ level: 'trace' }, sink));
});
afterAll(() => t.close());

/** Every GET route of the back office in the contract, whatever role it is for. */
function backOfficeReads(): contract.RouteDef[] {
  const routes: contract.RouteDef[] = [];
  for (const value of Object.values(contract)) {
    if (!value || typeof value !== 'object') continue;
    for (const def of Object.values(value as Record<string, unknown>)) {
      const route = def as Partial<contract.RouteDef>;
      if (route && typeof route === 'object' && route.method === 'GET' && route.path?.startsWith('/admin/api/')) {
        routes.push(route as contract.RouteDef);
      }
    }
  }
  return routes;
}

describe("a member's sign-in code and the back office", () => {
  it('reaches the admin through the dev outbox, but no cs route, and the log only says an SMS went out', async () => {
    const asked = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '0123987001', countryDialingCode: '60' },
    });
    expect(asked.statusCode).toBe(200);
    const code = await lastSmsCode(t, '60123987001');

    // The admin, on a development server, reads it in the outbox.
    const forAdmin = await t.call({ method: 'GET', url: '/admin/api/outbox?channel=sms', token: admin });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.body).toContain(code);

    // Customer service is refused the outbox…
    const outbox = await t.call({ method: 'GET', url: '/admin/api/outbox', token: cs, language: 'en' });
    expect(outbox.statusCode).toBe(403);
    expect(outbox.json().code).toBe('forbidden');
    // …and finds the code in nothing else it may call, the member's own record included.
    const routes = backOfficeReads();
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/admin/api/members/:id', '/admin/api/outbox']));
    for (const route of routes) {
      const url = route.path.replace(':id', memberId.toString());
      for (const query of ['', '?keyword=0123987001', '?channel=sms']) {
        const res = await t.call({ method: 'GET', url: `${url}${query}`, token: cs });
        expect(res.statusCode, `${url}${query}`).toBeLessThan(500);
        expect(res.body, `${url}${query}`).not.toContain(code);
      }
    }
    const detail = await t.call({ method: 'GET', url: `/admin/api/members/${memberId}`, token: cs });
    expect(detail.json().value.username).toBe('victim01');

    // The log line says an SMS went out, to a masked number, and never what it said.
    const lines = logged.filter((l) => l.includes('dev outbox'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain(code);
    expect(lines[0]).not.toContain('0123987001');
    expect(lines[0]).not.toContain('60123987001');
    expect(JSON.parse(lines[0] as string)).toMatchObject({ channel: 'sms', to: '60*******01' });
  });

  it("keeps an e-mail's temporary password out of the log too", async () => {
    await t.deps.outbound.email.send({
      merchantId,
      to: 'someone@example.com',
      subject: 'Your temporary password',
      body: 'Password: Xk7pQ2mN9w',
    });
    const line = logged.at(-1) as string;
    expect(line).not.toContain('Xk7pQ2mN9w');
    expect(line).not.toContain('someone@example.com');
    expect(JSON.parse(line)).toMatchObject({ channel: 'email', to: 's***@example.com' });
  });

  it('tells the admin at sign-in that the outbox is there, and cs that it is not for them', async () => {
    const asAdmin = await t.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(asAdmin.json().value.devOutbox).toBe(true);
    const asCs = await t.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'helpdesk', password: DEMO_PASSWORD },
    });
    expect(asCs.json().value.devOutbox).toBe(false);
  });
});

describe('the dev outbox on a production server', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ config: { NODE_ENV: 'production' } });
  });
  afterAll(() => prod.close());

  it('is absent: the route answers not_found even to the admin, and the sign-in says there is none', async () => {
    const login = await prod.call({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    expect(login.json().value.devOutbox).toBe(false);
    const token = login.json().value.token as string;
    const res = await prod.call({ method: 'GET', url: '/admin/api/outbox', token, language: 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
