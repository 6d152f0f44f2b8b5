import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bettor } from '../lottery/lottery-test-kit';

/**
 * Downline transaction details: the wallet movements of everyone below the agent, each with its account,
 * or of one account of the team; never the agent's own, an outsider's or another branch's. Checked to fail:
 * with the depth condition dropped the agent's own movement shows; with the owners ignored in
 * transactionHistory, the outsider's does; with the empty team's early answer dropped (or emptied), the
 * record of an agent whose team never moved money failed instead of answering nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('downline transaction details', () => {
  it("lists the team's wallet movements with their accounts, or one account's, and nobody else's", async () => {
    const agent = await bettor(t, 'xa', 5_000n, 1);
    const sub = await bettor(t, 'xs', 0n, 2);
    const direct = await bettor(t, 'xd', 1_000n);
    const deep = await bettor(t, 'xp', 2_000n);
    await bettor(t, 'xo', 4_000n);
    for (const [who, upline] of [
      [sub, agent],
      [direct, agent],
      [deep, sub],
    ] as const) {
      await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', who.id).execute();
    }
    const details = (query: Record<string, string> = {}, token = agent.token) =>
      t.call({
        method: 'GET',
        url: `/wps/agent/team/transactions?${new URLSearchParams(query)}`,
        token,
        language: 'en',
      });

    const all = (await details()).json().value;
    expect(all.items.map((r: { account: string; amount: string }) => [r.account, r.amount]).sort()).toEqual(
      [
        [deep.username, '20.00'],
        [direct.username, '10.00'],
      ].sort(),
    );
    expect((await details({ account: direct.username })).json().value).toMatchObject({
      total: 1,
      items: [{ account: direct.username, type: 'adjustment', amount: '10.00' }],
    });
    expect((await details({ account: 'nobody-here' })).json().code).toBe('team_member_unknown');
    expect((await details({ type: 'deposit' })).json().value.total).toBe(0);
    expect((await details({}, direct.token)).json().code).toBe('not_agent');
    // The member's own account record names no account.
    const own = await t.call({ method: 'GET', url: '/wps/member/transactions', token: direct.token });
    expect(own.json().value.items[0].account).toBeUndefined();
  });

  it('answers an empty record, with its days, for an agent whose team never moved money', async () => {
    const agent = await bettor(t, 'xe', 0n, 1);
    const res = await t.call({
      method: 'GET',
      url: '/wps/agent/team/transactions',
      token: agent.token,
      language: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ items: [], total: 0, currency: 'MYR', page: 1 });
    expect(res.json().value.from <= res.json().value.to).toBe(true);
  });
});
