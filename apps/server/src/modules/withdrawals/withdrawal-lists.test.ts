import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import {
  operatorCall,
  pay,
  proofUpload,
  requestedWithdrawal,
  type Withdrawer,
  withdrawer,
} from './withdrawal-test-kit';

/*
 * The member's own list (withdrawal-mine.ts) and the cashier's queue (withdrawal-queue.ts): proofs for the
 * mutants that survived the mutation run (issue 8). Each test sets up its own member and reads the queue
 * filtered to that member, so the other tests' withdrawals do not matter.
 *
 * Mutants applied by hand and seen to fail here (then restored from a backup):
 * - withdrawal-mine.ts:15 `if (ids.length === 0) return out` => `if (true)`: "lists the member's own";
 * - withdrawal-mine.ts:50 and withdrawal-queue.ts:92 the page offset `*` => `/`: the two paging tests;
 * - withdrawal-queue.ts:63 the `from` filter removed: "filters by the first day";
 * - withdrawal-queue.ts:77 `oldestFirst` => true: "shows all newest first".
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signIn(t);
});
afterAll(() => t.close());

const requested = (who: Withdrawer, amount: string, extra?: Record<string, unknown>) =>
  requestedWithdrawal(t, who, amount, extra);

async function reported(who: Withdrawer, amount: string): Promise<string> {
  const id = await requested(who, amount);
  await pay(t, admin, id);
  const res = await t.call({
    method: 'POST',
    url: `/wps/cashier/withdraw/requests/${id}/not-received`,
    token: who.token,
    payload: { proofUploadId: await proofUpload(t, who) },
  });
  expect(res.json().value).toMatchObject({ disputed: true });
  return id;
}

async function mine(who: Withdrawer, query = '') {
  return (await t.call({ method: 'GET', url: `/wps/cashier/withdraw/requests${query}`, token: who.token })).json()
    .value;
}

async function queue(who: Withdrawer, query: string) {
  const res = await operatorCall(t, admin, 'GET', `/admin/api/cashier/withdrawals?member=${who.username}&${query}`);
  return res.json().value as { items: { id: string }[]; total: number };
}

const ids = (page: { items: { id: string }[] }) => page.items.map((w) => w.id);

describe("the member's own list", () => {
  it("lists the member's own, newest first, each with its payments oldest first", async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const older = await requested(m, '100');
    const newer = await requested(m, '60');
    await pay(t, admin, older, '30');
    await pay(t, admin, older, '20');
    await pay(t, admin, newer, '60');
    const list = await mine(m);
    expect(list.total).toBe(2);
    expect(ids(list)).toEqual([newer, older]);
    expect(list.items[0].payments).toEqual([{ amount: '60.00', paidAt: expect.any(String) }]);
    expect(list.items[1].payments.map((p: { amount: string }) => p.amount)).toEqual(['30.00', '20.00']);
  });

  it('pages: page 2 of one a page is the second newest', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const a = await requested(m, '60');
    const b = await requested(m, '70');
    const c = await requested(m, '80');
    expect(ids(await mine(m, '?page=1&pageSize=1'))).toEqual([c]);
    expect(ids(await mine(m, '?page=2&pageSize=1'))).toEqual([b]);
    expect(ids(await mine(m, '?page=3&pageSize=1'))).toEqual([a]);
    expect(await mine(m, '?page=2&pageSize=2')).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(ids(await mine(m, '?page=2&pageSize=2'))).toEqual([a]);
  });
});

describe("the cashier's queue", () => {
  it('shows the disputed view oldest first, only disputed ones', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const first = await reported(m, '60');
    const second = await reported(m, '70');
    await requested(m, '80');
    const disputed = await queue(m, 'view=disputed');
    expect(ids(disputed)).toEqual([first, second]);
    expect(disputed.total).toBe(2);
  });

  it('shows all newest first, in pages', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const a = await requested(m, '60');
    const b = await reported(m, '70');
    const c = await requested(m, '80');
    await pay(t, admin, c);
    const all = await queue(m, 'view=all');
    expect(ids(all)).toEqual([c, b, a]);
    expect(all.total).toBe(3);
    expect(ids(await queue(m, 'view=all&page=2&pageSize=1'))).toEqual([b]);
    expect(ids(await queue(m, 'view=all&page=3&pageSize=1'))).toEqual([a]);
    expect(ids(await queue(m, 'view=open'))).toEqual([a]);
    expect(ids(await queue(m, 'view=paid'))).toEqual([c, b]);
  });

  it('shows the open view oldest first, in pages', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const a = await requested(m, '60');
    const b = await requested(m, '70');
    const c = await requested(m, '80');
    expect(ids(await queue(m, 'view=open'))).toEqual([a, b, c]);
    expect(ids(await queue(m, 'view=open&page=2&pageSize=1'))).toEqual([b]);
    expect(ids(await queue(m, 'view=open&page=2&pageSize=2'))).toEqual([c]);
  });

  it('filters by the first day in the brand time zone', async () => {
    const m = await withdrawer(t, { balance: 50_000n });
    const a = await requested(m, '60');
    expect(ids(await queue(m, 'view=all&from=2000-01-01'))).toEqual([a]);
    expect(await queue(m, 'view=all&from=2099-01-01')).toMatchObject({ items: [], total: 0 });
  });
});
