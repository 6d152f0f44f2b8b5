import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { addOperator, auditRows, otherBrand, signIn, startAdminTest } from '../../admin/admin-test-kit';
import { player } from '../../games/games-test-kit';
import { adminCall } from '../../lottery/admin/lottery-admin-test-kit';
import { completeMissions } from '../complete-missions';
import { missionInput, settledBet } from '../missions-test-kit';
import { publishRaceBoards } from '../publish-race-boards';

/**
 * The back office of mission activity (ADR 062, 058): marketing sets up missions, daily tasks and races with prize
 * tables, and sees who took part; amounts travel as major units and are stored as minor units; every change is
 * audited; a started mission or race keeps what members are working towards; bad input on every route is refused
 * with a clear error and changes nothing.
 *
 * Checked to fail: with admin-missions.ts's started check removed, "keeps what members work towards" went red (the
 * target of a started mission changed); with the prize order check removed from admin-races.ts, a table paying
 * rank 2 more than rank 1 was stored.
 */
let t: TestApp;
let merchantId: number;
let marketing: string;
let cs: string;
beforeAll(async () => {
  let admin: string;
  ({ t, merchantId, admin } = await startAdminTest());
  void admin;
  await addOperator(t, merchantId, 'mia.marketing', 'marketing');
  await addOperator(t, merchantId, 'carol.cs', 'cs');
  marketing = await signIn(t, 'mia.marketing');
  cs = await signIn(t, 'carol.cs');
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, token = marketing) =>
  adminCall(t, token, method, url, body);

/** How many rows the back office could have written: a refused call must leave them as they were. */
async function counts() {
  const count = async (table: 'missions' | 'daily_tasks' | 'races' | 'audit_log') =>
    Number(
      (
        await t.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    missions: await count('missions'),
    tasks: await count('daily_tasks'),
    races: await count('races'),
    audit: await count('audit_log'),
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const hours = (n: number) => t.clock.now().getTime() + n * 3_600_000;

describe('missions in the back office', () => {
  it('marketing creates one: major units on the wire, minor units stored, audited, listed with its completions', async () => {
    const res = await call('POST', '/admin/api/missions', missionInput());
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      title: { en: 'Bet RM500' },
      goal: 'bets_amount',
      scope: 'RNG',
      target: '500.00',
      reward: '8.88',
      startsAt: '2029-12-31T16:00:00.000Z',
      state: 'upcoming',
      enabled: true,
      completions: 0,
      rewarded: '0.00',
      claimed: 0,
    });
    const row = await t.deps.db
      .selectFrom('missions')
      .selectAll()
      .where('id', '=', BigInt(res.body.value.id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ merchant_id: merchantId, target: 500_00n, reward: 8_88n });
    const [entry] = (await auditRows(t, merchantId, 'mission.create')).slice(-1);
    expect(entry).toMatchObject({ actor_name: 'mia.marketing', target_id: res.body.value.id });

    // A count goal's target is a whole number.
    const logins = await call(
      'POST',
      '/admin/api/missions',
      missionInput({ goal: 'login_days', scope: null, target: '5' }),
    );
    expect(logins.body.value).toMatchObject({ goal: 'login_days', target: '5' });
  });

  it('lists a running mission with who completed it and claimed its reward', async () => {
    const created = await call(
      'POST',
      '/admin/api/missions',
      missionInput({
        scope: 'ELOTT',
        target: '10.00',
        reward: '1.00',
        startsAt: iso(hours(-1)),
        endsAt: iso(hours(5)),
      }),
    );
    const id = created.body.value.id;
    for (const stake of [10_00n, 20_00n, 5_00n]) {
      const m = await player(t, 0n);
      await settledBet(t, { merchantId, memberId: m.id, stake, product: 'elott', gameCode: '5D' });
    }
    await completeMissions(t.deps);
    const list = await call('GET', '/admin/api/missions');
    expect(list.status).toBe(200);
    expect(list.body.value).toMatchObject({ currency: 'MYR', exponent: 2 });
    expect(list.body.value.items.find((m: { id: string }) => m.id === id)).toMatchObject({
      state: 'open',
      completions: 2,
      rewarded: '2.00',
      claimed: 0,
    });
  });

  it('keeps what members work towards once a mission has started: only its titles, its end and whether it shows', async () => {
    const started = missionInput({ startsAt: iso(hours(-2)), endsAt: iso(hours(22)) });
    const id = (await call('POST', '/admin/api/missions', started)).body.value.id;
    const url = `/admin/api/missions/${id}`;
    const before = await counts();
    for (const change of [
      { target: '600.00' },
      { reward: '9.00' },
      { goal: 'bets_count' as const, target: '5' },
      { scope: 'LIVE' as const },
      { startsAt: iso(hours(-3)) },
      { endsAt: iso(hours(-1)) },
    ]) {
      const res = await call('PUT', url, { ...started, ...change });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('mission_started');
    }
    expect(await counts()).toEqual(before);
    const renamed = await call('PUT', url, {
      ...started,
      title: { ms: 'Baru', en: 'New', zh: '新' },
      endsAt: iso(hours(30)),
      enabled: false,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.value).toMatchObject({ title: { en: 'New' }, enabled: false, state: 'open' });
    expect((await auditRows(t, merchantId, 'mission.update')).length).toBeGreaterThan(0);

    // Before its start, everything may change.
    const later = missionInput({ startsAt: iso(hours(24)), endsAt: iso(hours(48)) });
    const upcoming = (await call('POST', '/admin/api/missions', later)).body.value.id;
    const changed = await call('PUT', `/admin/api/missions/${upcoming}`, { ...later, target: '50.00', scope: null });
    expect(changed.body.value).toMatchObject({ target: '50.00', scope: null });
  });

  it('refuses bad input with why, changing nothing', async () => {
    const before = await counts();
    const refused = async (body: object, status: number, code: string, field?: string) => {
      const res = await call('POST', '/admin/api/missions', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code).toBe(code);
      if (field) expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await refused(missionInput({ title: { ms: '', en: 'x', zh: 'x' } }), 400, 'invalid_input', 'title.ms');
    await refused(missionInput({ goal: 'spins' as never }), 400, 'invalid_input', 'goal');
    await refused(missionInput({ scope: 'CASINO' as never }), 400, 'invalid_input', 'scope');
    await refused(missionInput({ goal: 'deposit_amount', scope: 'RNG' }), 400, 'invalid_input', 'scope');
    await refused(missionInput({ target: '-5' }), 400, 'amount_not_positive', 'target');
    await refused(missionInput({ target: '1.234' }), 400, 'amount_too_many_decimals', 'target');
    await refused(missionInput({ target: 'lots' }), 400, 'amount_not_a_number', 'target');
    await refused(missionInput({ goal: 'bets_count', target: '2.5' }), 400, 'invalid_input', 'target');
    await refused(missionInput({ goal: 'bets_count', target: '0' }), 400, 'invalid_input', 'target');
    await refused(missionInput({ goal: 'login_days', scope: null, target: '9' }), 400, 'invalid_input', 'target');
    await refused(missionInput({ reward: '0' }), 400, 'amount_not_positive', 'reward');
    await refused(missionInput({ reward: '1e9999' }), 400, 'amount_not_a_number', 'reward');
    await refused(missionInput({ endsAt: '2029-12-31T00:00:00+08:00' }), 400, 'invalid_input', 'endsAt');
    await refused(missionInput({ endsAt: '2030-06-01T00:00:00+08:00' }), 400, 'invalid_input', 'endsAt');
    await refused(missionInput({ startsAt: 'tomorrow' }), 400, 'invalid_input', 'startsAt');
    await refused({ title: 'Bet' }, 400, 'invalid_input');
    expect((await call('PUT', '/admin/api/missions/abc', missionInput())).body.code).toBe('invalid_input');
    expect((await call('PUT', '/admin/api/missions/999999', missionInput())).body.code).toBe('mission_unknown');
    expect(await counts()).toEqual(before);
  });
});

describe('daily tasks in the back office', () => {
  it('creates, edits and lists tasks with their completions today, refusing bad input', async () => {
    const input = {
      title: { ms: 'Tiga loteri', en: 'Three lottery bets', zh: '三注彩票' },
      goal: 'bets_count',
      scope: 'LOTT',
      target: '3',
      reward: '1.00',
      sort: 2,
    };
    const created = await call('POST', '/admin/api/daily-tasks', input);
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({ target: '3', reward: '1.00', enabled: true, today: 0, completions: 0 });
    const id = created.body.value.id;
    const m = await player(t, 0n);
    for (let i = 0; i < 3; i++) {
      await settledBet(t, { merchantId, memberId: m.id, stake: 1_00n, product: 'lottery', gameCode: 'VN_NORTH' });
    }
    await completeMissions(t.deps);
    const list = await call('GET', '/admin/api/daily-tasks');
    expect(list.body.value.items.find((x: { id: string }) => x.id === id)).toMatchObject({
      today: 1,
      completions: 1,
      rewarded: '1.00',
    });
    const edited = await call('PUT', `/admin/api/daily-tasks/${id}`, { ...input, target: '5', enabled: false });
    expect(edited.body.value).toMatchObject({ target: '5', enabled: false, today: 1 });
    expect(await auditRows(t, merchantId, 'daily_task.update')).toHaveLength(1);

    const before = await counts();
    for (const [body, code] of [
      [{ ...input, goal: 'login_days', scope: null, target: '2' }, 'invalid_input'],
      [{ ...input, target: '0' }, 'invalid_input'],
      [{ ...input, goal: 'deposit_amount', scope: 'LOTT' }, 'invalid_input'],
      [{ ...input, reward: '-1.00' }, 'amount_not_positive'],
      [{ ...input, sort: -1 }, 'invalid_input'],
      [{ ...input, enabled: 'yes' }, 'invalid_input'],
    ] as const) {
      const res = await call('POST', '/admin/api/daily-tasks', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(code);
    }
    expect((await call('PUT', '/admin/api/daily-tasks/0', input)).body.code).toBe('invalid_input');
    expect((await call('PUT', '/admin/api/daily-tasks/424242', input)).body.code).toBe('daily_task_unknown');
    expect(await counts()).toEqual(before);
  });
});

describe('races in the back office', () => {
  const raceInput = (overrides: object = {}) => ({
    title: { ms: 'Perlumbaan', en: 'Weekly race', zh: '周赛' },
    scope: 'ESPORTS',
    startsAt: iso(hours(-1)),
    endsAt: iso(hours(24)),
    prizes: ['100.00', '50.00', '50.00', '10.00'],
    ...overrides,
  });

  it('creates a race with its prize table and shows its board with real names', async () => {
    await t.deps.db.updateTable('races').set({ state: 'cancelled' }).execute();
    const created = await call('POST', '/admin/api/races', raceInput({ scope: 'PVP' }));
    expect(created.status).toBe(200);
    expect(created.body.value).toMatchObject({
      state: 'running',
      prizes: ['100.00', '50.00', '50.00', '10.00'],
      entrants: 0,
      top: [],
    });
    const stored = await t.deps.db
      .selectFrom('races')
      .select('prizes')
      .where('id', '=', BigInt(created.body.value.id))
      .executeTakeFirstOrThrow();
    expect(stored.prizes).toEqual(['10000', '5000', '5000', '1000']);
    const vendor = await t.deps.db
      .selectFrom('game_vendors')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('games')
      .values({
        merchant_id: merchantId,
        vendor_id: vendor.id,
        code: 'PVP_POKER',
        category: 'PVP',
        name: JSON.stringify({ ms: 'P', en: 'P', zh: 'P' }),
      })
      .execute();
    const m = await player(t, 0n);
    await settledBet(t, { merchantId, memberId: m.id, stake: 12_00n, product: 'vendor', gameCode: 'PVP_POKER' });
    await publishRaceBoards(t.deps);
    const list = await call('GET', '/admin/api/races');
    expect(list.body.value.items.find((r: { id: string }) => r.id === created.body.value.id)).toMatchObject({
      entrants: 1,
      top: [{ rank: 1, username: m.username, validBets: '12.00', prize: '100.00' }],
    });
  });

  it('keeps a started race as members race for it, cancels it, and refuses bad input', async () => {
    const body = raceInput();
    const id = (await call('POST', '/admin/api/races', body)).body.value.id;
    const url = `/admin/api/races/${id}`;
    const before = await counts();
    for (const change of [{ prizes: ['200.00'] }, { scope: null }, { startsAt: iso(hours(-2)) }]) {
      const res = await call('PUT', url, { ...body, ...change });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('race_started');
    }
    const refused = async (input: object, code: string, field?: string) => {
      const res = await call('POST', '/admin/api/races', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.code).toBe(code);
      if (field) expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
    };
    await refused(raceInput({ prizes: [] }), 'invalid_input', 'prizes');
    await refused(raceInput({ prizes: Array.from({ length: 51 }, () => '1.00') }), 'invalid_input', 'prizes');
    await refused(raceInput({ prizes: ['50.00', '100.00'] }), 'invalid_input', 'prizes.1');
    await refused(raceInput({ prizes: ['50.00', '0'] }), 'amount_not_positive', 'prizes.1');
    await refused(raceInput({ prizes: ['50.005'] }), 'amount_too_many_decimals', 'prizes.0');
    await refused(raceInput({ endsAt: iso(hours(-2)) }), 'invalid_input', 'endsAt');
    await refused(raceInput({ endsAt: iso(hours(24 * 40)) }), 'invalid_input', 'endsAt');
    await refused(raceInput({ scope: 'ALL' }), 'invalid_input', 'scope');
    expect(await counts()).toEqual(before);

    const longer = await call('PUT', url, { ...body, title: { ms: 'B', en: 'B', zh: 'B' }, endsAt: iso(hours(48)) });
    expect(longer.body.value).toMatchObject({ title: { en: 'B' }, state: 'running' });
    const cancelled = await call('POST', `${url}/cancel`);
    expect(cancelled.body.value).toMatchObject({ state: 'cancelled' });
    expect((await call('POST', `${url}/cancel`)).body.code).toBe('race_ended');
    expect((await call('PUT', url, body)).body.code).toBe('race_ended');
    expect((await call('POST', '/admin/api/races/77777/cancel')).body.code).toBe('race_unknown');
    expect((await call('POST', '/admin/api/races/x/cancel')).body.code).toBe('invalid_input');
    expect(await auditRows(t, merchantId, 'race.cancel')).toHaveLength(1);
  });
});

describe('who may use it', () => {
  it('is the admin and marketing roles of the brand only: customer service and visitors are refused', async () => {
    for (const [method, url] of [
      ['GET', '/admin/api/missions'],
      ['POST', '/admin/api/missions'],
      ['GET', '/admin/api/daily-tasks'],
      ['POST', '/admin/api/daily-tasks'],
      ['GET', '/admin/api/races'],
      ['POST', '/admin/api/races'],
      ['POST', '/admin/api/races/1/cancel'],
    ] as const) {
      expect((await call(method, url, {}, cs)).status, url).toBe(403);
      expect((await t.call({ method, url })).statusCode, url).toBe(401);
    }
    const other = await otherBrand(t);
    const otherAdmin = await signIn(t, 'otheradmin', undefined, other.host);
    const list = await adminCall(t, otherAdmin, 'GET', '/admin/api/missions', undefined, other.host);
    expect(list.body.value.items).toEqual([]);
    const ours = await t.deps.db
      .selectFrom('missions')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow();
    const foreign = await adminCall(t, otherAdmin, 'PUT', `/admin/api/missions/${ours.id}`, missionInput(), other.host);
    expect(foreign.body.code).toBe('mission_unknown');
  });
});
