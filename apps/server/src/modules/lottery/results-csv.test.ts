import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { addOperator, signIn, startAdminTest } from '../admin/admin-test-kit';
import { closeDraw, northResult, resultsApi, southResult, vnDraw } from './result-test-kit';

/**
 * Results from a CSV file (docs/vn-results-csv.md): every draw of a good file becomes a proposal, exactly as
 * typed in the form; a bad file answers every problem by line, and stores nothing.
 * Checked to fail: with the draw checks of propose-results-csv.ts collected but not thrown, the file naming
 * an unknown draw was accepted (200) and its closed draw's proposal stored.
 */
let t: TestApp;
let merchantId: number;
let admin: string;
let second: string;
let api: ReturnType<typeof resultsApi>;

beforeAll(async () => {
  ({ t, merchantId, admin } = await startAdminTest());
  await addOperator(t, merchantId, 'second', 'cs');
  second = await signIn(t, 'second');
  api = resultsApi(t);
});
afterAll(() => t.close());

/** The CSV lines of one draw's result, one line per tier, with the ticket's tier names. */
function lines(date: string, station: string, prizes: Record<string, string[]>): string[] {
  const names: Record<string, string> = { special: 'ĐB', first: 'G1', second: 'G2', third: 'G3', fourth: 'G4' };
  return Object.entries(prizes).map(
    ([tier, numbers]) => `${date},${station},${names[tier] ?? tier},${numbers.join(' ')}`,
  );
}

async function proposalCount() {
  const row = await t.deps.db
    .selectFrom('lottery_result_proposals')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('results from a CSV file', () => {
  it('proposes the result of every draw in the file; a second operator confirms each as usual', async () => {
    const north = await vnDraw(t, 'XSMB', 'HN');
    const south = await vnDraw(t, 'XSMN', 'HCM', north.date);
    await closeDraw(t, north.id);
    await closeDraw(t, south.id);
    const csv = [
      'date,station,tier,numbers',
      ...lines(north.date, 'HN', northResult('27')),
      '',
      ...lines(south.date, 'hcm', southResult('45')),
    ].join('\r\n');
    const res = await api.csv(admin, `\uFEFF${csv}\r\n`);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const proposals = res.json().value.proposals;
    expect(proposals).toHaveLength(2);
    expect(proposals.map((p: { drawId: string }) => p.drawId).sort()).toEqual([`${north.id}`, `${south.id}`].sort());
    const byDraw = Object.fromEntries(proposals.map((p: { drawId: string }) => [p.drawId, p]));
    expect(byDraw[`${north.id}`]).toMatchObject({
      kind: 'result',
      status: 'pending',
      source: 'csv',
      result: { region: 'north', prizes: northResult('27') },
    });
    expect(byDraw[`${south.id}`].result).toEqual({ region: 'south', prizes: southResult('45') });
    // Nothing is drawn until another operator confirms.
    const draw = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', north.id)
      .executeTakeFirst();
    expect(draw?.status).toBe('closed');
    expect((await api.confirm(admin, byDraw[`${north.id}`].id, northResult('27'))).json().code).toBe(
      'lottery_result_own_proposal',
    );
    expect((await api.confirm(second, byDraw[`${north.id}`].id, northResult('27'))).statusCode).toBe(200);
    const after = await t.deps.db
      .selectFrom('lottery_draws')
      .select('status')
      .where('id', '=', north.id)
      .executeTakeFirst();
    expect(after?.status).toBe('settled');
  });

  it('answers every problem of a bad file by line and column, and stores nothing', async () => {
    const north = await vnDraw(t, 'XSMB', 'HN');
    await closeDraw(t, north.id);
    const good = lines(north.date, 'HN', northResult('27'));
    const csv = [
      'date,station,tier,numbers',
      good[0],
      '',
      // Line 4: the first prize's number has four digits.
      `${north.date},HN,G1,1134`,
      ...good.slice(2),
      // Line 11: a station that does not exist.
      `${north.date},ZZ,ĐB,12345`,
    ].join('\n');
    const before = await proposalCount();
    const res = await api.csv(admin, csv);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'lottery_results_csv_invalid' });
    expect(res.json().message).toBe('The results file has errors and nothing was stored. First at line 4.');
    expect(res.json().details.issues).toEqual([
      {
        code: 'wrong_digits',
        line: 4,
        column: 4,
        columnName: 'numbers',
        tier: 'first',
        item: 1,
        expected: 5,
        found: 4,
      },
      { code: 'station_unknown', line: 11, column: 2, columnName: 'station' },
    ]);
    expect(await proposalCount()).toBe(before);

    const header = await api.csv(admin, 'day,station,tier,numbers\n2098-01-01,HN,ĐB,12345');
    expect(header.json().details.issues).toEqual([{ code: 'header_wrong', line: 1 }]);
  });

  it('refuses the whole file when one of its draws is unknown, not closed or already proposed', async () => {
    const closed = await vnDraw(t, 'XSMB', 'HN');
    await closeDraw(t, closed.id);
    const open = await vnDraw(t, 'XSMB', 'HN');
    const csv = [
      'date,station,tier,numbers',
      ...lines(closed.date, 'HN', northResult()),
      ...lines('2097-06-01', 'HN', northResult()),
      ...lines(open.date, 'HN', northResult()),
    ].join('\n');
    const before = await proposalCount();
    const res = await api.csv(admin, csv);
    expect(res.statusCode).toBe(422);
    expect(res.json().details.issues).toEqual([
      { code: 'draw_unknown', line: 10, column: 2, columnName: 'station' },
      { code: 'draw_not_closed', line: 18, column: 2, columnName: 'station' },
    ]);
    expect(await proposalCount()).toBe(before);

    // Once the closed draw has the operator's own entry waiting, their file naming it again is refused at
    // its first line (another operator's file would be its second entry).
    await api.propose(admin, closed.id, northResult());
    const again = await api.csv(
      admin,
      ['date,station,tier,numbers', ...lines(closed.date, 'HN', northResult())].join('\n'),
    );
    expect(again.json().details.issues).toEqual([
      { code: 'result_pending', line: 2, column: 2, columnName: 'station' },
    ]);
    expect(await proposalCount()).toBe(before + 1);
  });

  it("is another operator's blind second entry where a draw's first entry waits: agreeing settles, differing shows both", async () => {
    const agreed = await vnDraw(t, 'XSMB', 'HN');
    const differs = await vnDraw(t, 'XSMN', 'HCM', agreed.date);
    await closeDraw(t, agreed.id);
    await closeDraw(t, differs.id);
    const a = (await api.propose(admin, agreed.id, northResult('27'))).json().value;
    const d = (await api.propose(admin, differs.id, southResult('45'))).json().value;
    const csv = [
      'date,station,tier,numbers',
      ...lines(agreed.date, 'HN', northResult('27')),
      ...lines(differs.date, 'HCM', southResult('46')),
    ].join('\n');
    const res = await api.csv(second, csv);
    expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
    const byId = Object.fromEntries(res.json().value.proposals.map((p: { id: string }) => [p.id, p]));
    expect(byId[a.id]).toMatchObject({ status: 'confirmed', decidedBy: { username: 'second' } });
    expect(byId[d.id]).toMatchObject({
      status: 'mismatched',
      result: { prizes: southResult('45') },
      secondResult: { prizes: southResult('46') },
    });
    const status = async (id: bigint) =>
      (await t.deps.db.selectFrom('lottery_draws').select('status').where('id', '=', id).executeTakeFirst())?.status;
    expect(await status(agreed.id)).toBe('settled');
    expect(await status(differs.id)).toBe('closed');
  });

  it("answers the uploader with their own entries only, never another operator's waiting numbers", async () => {
    const draw = await vnDraw(t, 'XSMB', 'HN');
    await closeDraw(t, draw.id);
    const other = await vnDraw(t, 'XSMN', 'HCM', draw.date);
    await closeDraw(t, other.id);
    await api.propose(admin, other.id, southResult('45'));
    // The second operator's file: a first entry of one draw and a differing second entry of the other.
    const res = await api.csv(
      second,
      [
        'date,station,tier,numbers',
        ...lines(draw.date, 'HN', northResult('27')),
        ...lines(other.date, 'HCM', southResult('46')),
      ].join('\n'),
    );
    const own = res.json().value.proposals.find((p: { drawId: string }) => p.drawId === `${draw.id}`);
    expect(own).toMatchObject({ status: 'pending', result: { prizes: northResult('27') } });
    // The first operator is shown the second's waiting entry without its numbers.
    const listed = (await api.overview(admin)).json().value.awaiting.find((d: { id: string }) => d.id === `${draw.id}`);
    expect(listed.pending).toMatchObject({ id: own.id, result: null });
  });
});
