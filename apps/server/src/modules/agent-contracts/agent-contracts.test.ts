import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';
import { makeMember } from '../session/session-test-kit';

/**
 * Contracts between agents: offer, sign, refuse, terminate; a rate never above the upline's own;
 * signing a lower rate cancels those below it above that rate. Checked to fail: with checkRateUnderUpline's
 * comparison removed, "refuses an offer above the upline's own rate" goes red; with cancelContractsAbove not
 * called on signing, "signing a lower rate cancels…" goes red.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Agent {
  id: bigint;
  username: string;
  token: string;
}

async function agent(upline: Agent | null, type = 1): Promise<Agent> {
  const username = `ag${randomBytes(4).toString('hex')}`;
  const id = await makeMember(t, { username, password: 'Secret123', type });
  if (upline) {
    await t.deps.db.updateTable('members').set({ upline_id: upline.id }).where('id', '=', id).execute();
  }
  return { id, username, token: await tokenFor(t, username) };
}

const paths = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily: '/wps/relay/MCS2_processDailySalContract',
} as const;

function act(who: Agent, payload: Record<string, unknown>, path: string = paths.daily) {
  return t.call({ method: 'POST', url: path, token: who.token, payload, language: 'en' });
}

async function offer(from: Agent, to: Agent, rates: string[], path: string = paths.daily) {
  const tiers = rates.map((rate, i) => ({ minValidBet: `${(i + 1) * 1000}`, rate }));
  return act(
    from,
    { action: 'offer', downline: to.username, tiers, ...(path === paths.dividend ? { period: 'weekly' } : {}) },
    path,
  );
}

async function signed(from: Agent, to: Agent, rates: string[]): Promise<string> {
  const offered = await offer(from, to, rates);
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.contract.id;
  const sign = await act(to, { action: 'sign', contractId: id });
  expect(sign.statusCode, sign.body).toBe(200);
  return id;
}

async function statusOf(id: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('agent_contracts')
    .select('status')
    .where('id', '=', BigInt(id))
    .executeTakeFirstOrThrow();
  return row.status;
}

describe('agent contracts', () => {
  it('an upline offers a daily wage to a direct downline agent, who sees it, signs it, and both see it signed', async () => {
    const top = await agent(null);
    const down = await agent(top);
    const res = await offer(top, down, ['0.5', '0.8']);
    expect(res.statusCode, res.body).toBe(200);
    const contract = res.json().value.contract;
    expect(contract).toMatchObject({
      kind: 'daily_wage',
      period: 'daily',
      status: 'offered',
      upline: top.username,
      downline: down.username,
      topRate: '0.80',
      tiers: [
        { minValidBet: '1000.00', minTeamLoss: null, minActive: null, rate: '0.50' },
        { minValidBet: '2000.00', minTeamLoss: null, minActive: null, rate: '0.80' },
      ],
    });
    const seen = (await act(down, { action: 'list' })).json().value.contracts;
    expect(seen.offeredToMe.id).toBe(contract.id);
    expect(seen.mine).toBeNull();
    const info = await t.call({ method: 'GET', url: '/wps/agent/contracts/info', token: down.token });
    expect(info.json().value).toMatchObject({
      salary: true,
      dailysalreqtype: true,
      dailysalinfotype: false,
      enableCt: false,
    });

    const sign = await act(down, { action: 'sign', contractId: contract.id });
    expect(sign.json().value.contract.status).toBe('signed');
    expect(sign.json().value.contracts.mine.id).toBe(contract.id);
    const upline = (await act(top, { action: 'list' })).json().value.contracts;
    expect(upline.downlines.map((c: { id: string; status: string }) => [c.id, c.status])).toEqual([
      [contract.id, 'signed'],
    ]);
    const after = await t.call({ method: 'GET', url: '/wps/agent/contracts/info', token: top.token });
    expect(after.json().value).toMatchObject({ salary: true, dailysalinfotype: true, dailysalreqtype: false });
  });

  it("refuses an offer above the upline's own rate, and one from an agent under an agent without a contract", async () => {
    const top = await agent(null);
    const middle = await agent(top);
    const bottom = await agent(middle);
    const missing = await offer(middle, bottom, ['0.5']);
    expect(missing.json()).toMatchObject({ success: false, code: 'contract_upline_missing' });
    await signed(top, middle, ['0.8']);
    const above = await offer(middle, bottom, ['0.5', '0.9']);
    expect(above.json()).toMatchObject({ success: false, code: 'contract_rate_above_upline' });
    expect(above.json().message).toMatch(/upline/);
    expect((await offer(middle, bottom, ['0.8'])).statusCode).toBe(200);
  });

  it('signing a lower rate cancels every contract of the kind below it above that rate, at any depth', async () => {
    const a = await agent(null);
    const b = await agent(a);
    const c = await agent(b);
    const d = await agent(c);
    const e = await agent(c);
    await signed(a, b, ['0.8']);
    const bc = await signed(b, c, ['0.8']);
    const cd = await signed(c, d, ['0.7']);
    const ce = await signed(c, e, ['0.5']);
    const lower = await offer(a, b, ['0.6']);
    // Until b agrees, its contract and those below it stand.
    expect(await statusOf(bc)).toBe('signed');
    await act(b, { action: 'sign', contractId: lower.json().value.contract.id });
    expect(await statusOf(bc)).toBe('cancelled');
    expect(await statusOf(cd)).toBe('cancelled');
    expect(await statusOf(ce)).toBe('signed');
    const list = (await act(b, { action: 'list' })).json().value.contracts;
    expect(list.mine.topRate).toBe('0.60');
    expect(list.downlines).toEqual([]);
  });

  it('a downline refuses an offer; either side terminates a signed contract; nothing else changes state', async () => {
    const top = await agent(null);
    const down = await agent(top);
    const first = (await offer(top, down, ['0.4'])).json().value.contract.id;
    expect((await act(down, { action: 'refuse', contractId: first })).json().value.contract.status).toBe('refused');
    expect((await act(down, { action: 'sign', contractId: first })).json().code).toBe('contract_not_offered');
    const byUpline = await signed(top, down, ['0.4']);
    expect((await act(top, { action: 'terminate', contractId: byUpline })).json().value.contract).toMatchObject({
      status: 'terminated',
      endReason: 'terminated_by_upline',
    });
    const byDownline = await signed(top, down, ['0.3']);
    expect((await act(down, { action: 'terminate', contractId: byDownline })).json().value.contract.endReason).toBe(
      'terminated_by_downline',
    );
    const offered = (await offer(top, down, ['0.2'])).json().value.contract.id;
    expect((await act(top, { action: 'terminate', contractId: offered })).json().code).toBe('contract_not_signed');
    // The upline cannot sign its own offer.
    expect((await act(top, { action: 'sign', contractId: offered })).json().code).toBe('contract_not_offered');
  });

  it('keeps contracts between direct upline and downline agents of one brand', async () => {
    const top = await agent(null);
    const down = await agent(top);
    const below = await agent(down);
    const member = await agent(top, 0);
    const stranger = await agent(null);
    expect((await offer(top, below, ['0.5'])).json().code).toBe('contract_downline_unknown');
    expect((await offer(top, member, ['0.5'])).json().code).toBe('contract_downline_unknown');
    expect((await act(member, { action: 'list' })).json().code).toBe('not_agent');
    const id = (await offer(top, down, ['0.5'])).json().value.contract.id;
    expect((await act(stranger, { action: 'sign', contractId: id })).json().code).toBe('contract_unknown');
    expect(await statusOf(id)).toBe('offered');
  });

  it('refuses tiers that do not climb, a loss condition on a wage and a dividend without a period, writing nothing', async () => {
    const top = await agent(null);
    const down = await agent(top);
    const count = async () =>
      Number(
        (
          await t.deps.db
            .selectFrom('agent_contracts')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const flat = await act(top, {
      action: 'offer',
      downline: down.username,
      tiers: [
        { minValidBet: '1000', rate: '0.5' },
        { minValidBet: '1000', rate: '0.4' },
      ],
    });
    expect(flat.statusCode).toBe(422);
    expect(flat.json()).toMatchObject({ code: 'contract_tiers_invalid' });
    expect(flat.json().details).toEqual([
      { field: 'tiers.1', reason: 'not_above_previous' },
      { field: 'tiers.1.rate', reason: 'not_above_previous' },
    ]);
    const loss = await act(top, {
      action: 'offer',
      downline: down.username,
      tiers: [{ minTeamLoss: '10', rate: '1' }],
    });
    expect(loss.json().details).toEqual([{ field: 'tiers.0.minTeamLoss', reason: 'dividend_only' }]);
    const noPeriod = await act(
      top,
      { action: 'offer', downline: down.username, tiers: [{ rate: '1' }] },
      paths.dividend,
    );
    expect(noPeriod.json().code).toBe('contract_tiers_invalid');
    const tooHigh = await act(top, { action: 'offer', downline: down.username, tiers: [{ rate: '120' }] });
    expect(tooHigh.json().code).toBe('invalid_input');
    expect(await count()).toBe(before);
  });
});
