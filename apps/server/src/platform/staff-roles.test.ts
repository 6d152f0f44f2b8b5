import type { Access, RouteDef } from '@gemilang/contract';
import * as contract from '@gemilang/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, signIn } from '../modules/admin/admin-test-kit';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * The back office's roles against every back-office route of the contract (ADR 058, 069): each role is refused
 * (403 forbidden) exactly the routes its rules leave out, and let through the others (whatever the route then says
 * of an empty call: a 400, a 404, a 200). The table below is written out on purpose rather than read from the
 * contract's staff-access.ts: widening a role there turns this red until someone states it here too.
 * Checked to fail: with risk added to `cashier` in staff-access.ts, every deposit, payment and adjustment route went
 * red for risk; with `default:` in auth.ts letting every signed-in operator through, every role but admin went red.
 */

const roles = ['admin', 'cs', 'finance', 'risk', 'marketing'] as const;
type Role = (typeof roles)[number];
const allowed: Record<Exclude<Access, 'visitor' | 'member' | 'realMember' | 'agent'>, Role[]> = {
  staff: ['admin', 'cs', 'finance', 'risk', 'marketing'],
  memberLookup: ['admin', 'cs', 'finance', 'risk'],
  memberAccess: ['admin', 'cs', 'risk'],
  support: ['admin', 'cs'],
  lotteryResults: ['admin', 'cs', 'risk'],
  withdrawalReview: ['admin', 'finance', 'risk'],
  cashier: ['admin', 'finance'],
  risk: ['admin', 'risk'],
  promotions: ['admin', 'marketing'],
  reports: ['admin', 'finance', 'risk', 'marketing'],
  operatorAdmin: ['admin'],
};

/** Every back-office route of the contract, found by shape so a new table is never left out. */
function staffRoutes(): RouteDef[] {
  const found = new Map<string, RouteDef>();
  for (const table of Object.values(contract)) {
    if (!table || typeof table !== 'object' || Array.isArray(table)) continue;
    for (const def of Object.values(table as Record<string, unknown>)) {
      const d = def as Partial<RouteDef> | null;
      if (d && typeof d.method === 'string' && typeof d.path === 'string' && d.response && d.access! in allowed) {
        found.set(`${d.method} ${d.path}`, d as RouteDef);
      }
    }
  }
  return [...found.values()];
}

let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 1_000_000 } });
  const merchantId = await merchantIdOf(t);
  tokens.admin = await signIn(t);
  for (const role of roles.filter((r) => r !== 'admin')) {
    await addOperator(t, merchantId, `${role}.roles`, role);
    tokens[role] = await signIn(t, `${role}.roles`);
  }
}, 60_000);
afterAll(() => t.close());

// Signing out would end the session the rest of the matrix uses: it is checked last, on its own.
const routes = staffRoutes().filter((def) => !(def.method === 'DELETE' && def.path === '/admin/api/session'));

describe('back-office roles', () => {
  it('finds the back-office routes of every rule', () => {
    const rules = new Set(routes.map((def) => def.access));
    expect([...rules].sort()).toEqual(Object.keys(allowed).sort());
    expect(routes.length).toBeGreaterThan(80);
  });

  for (const role of roles) {
    it(`${role}: refused exactly what its rules leave out`, async () => {
      const wrong: string[] = [];
      for (const def of routes) {
        const url = def.path.replace(/:[A-Za-z]+/g, '999999');
        const res = await t.call({ method: def.method, url, token: tokens[role], language: 'en' });
        const refused = res.statusCode === 403 && res.json().code === 'forbidden';
        const mayCall = allowed[def.access as keyof typeof allowed].includes(role);
        if (refused === mayCall) wrong.push(`${def.method} ${def.path} (${def.access}): ${res.statusCode}`);
        expect(res.statusCode, `${def.method} ${def.path}`).toBeLessThan(500);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('marketing staff sign in, read who they are, and sign out', async () => {
    const token = await signIn(t, 'marketing.roles');
    const me = await t.call({ method: 'GET', url: '/admin/api/me', token });
    expect(me.json().value).toMatchObject({ username: 'marketing.roles', role: 'marketing' });
    const out = await t.call({ method: 'DELETE', url: '/admin/api/session', token });
    expect(out.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/admin/api/me', token })).statusCode).toBe(401);
  });
});
