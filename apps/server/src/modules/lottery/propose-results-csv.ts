import type { TCsvIssue, TProposedResults } from '@gemilang/contract';
import { parseVnResultCsv, type VnStation } from '@gemilang/games';
import { sql } from 'kysely';
import type { LotteryGameKind } from '../../db/schema-lottery';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import type { Db } from '../wallet/ledger';
import type { OperatorActor } from './propose-result';
import { storeProposal } from './propose-result';
import { proposalRows, VN_REGION_OF, vnDrawOf } from './result-draws';

/**
 * Results of one or more closed Vietnamese draws from a CSV file (format: docs/vn-results-csv.md), each
 * stored as a proposal exactly as if typed in the form, for a second operator to confirm (ADR 026).
 *
 * Order:
 * 1. The file is parsed and every draw's numbers checked by packages/games (parseVnResultCsv) against the
 *    brand's stations: any problem, anywhere, answers `lottery_results_csv_invalid` with every problem by
 *    line and column, and nothing is stored.
 * 2. In one transaction, each draw the file names (`<yyyymmdd>-<station>` of the brand's game of that region)
 *    is locked; one that does not exist, is not closed, or already has a proposal waiting is a problem of
 *    its first line. Any problem rolls the whole transaction back: all of the file or none of it.
 * 3. Otherwise each draw gets its proposal (source csv), audited one by one.
 */
export async function proposeResultsCsv(deps: Deps, actor: OperatorActor, csv: string): Promise<TProposedResults> {
  const lines = dataLines(csv);
  const parsed = parseVnResultCsv(csv, await brandStations(deps.db, actor.merchantId));
  if (!parsed.ok) {
    refuse(parsed.errors.map(({ row, ...e }) => ({ ...e, line: lines[row - 1]?.line ?? row })));
  }
  const draws = parsed.ok ? parsed.draws : [];
  const ids = await deps.db.transaction().execute(async (trx) => {
    const issues: TCsvIssue[] = [];
    const stored: bigint[] = [];
    for (const entry of draws) {
      const line = firstLineOf(lines, entry.date, entry.station);
      const drawNumber = `${entry.date.replaceAll('-', '')}-${entry.station.toUpperCase()}`;
      const kinds = (Object.keys(VN_REGION_OF) as LotteryGameKind[]).filter(
        (k) => VN_REGION_OF[k] === entry.result.region,
      );
      const found = await trx
        .selectFrom('lottery_draws as d')
        .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
        .select('d.id')
        .where('d.merchant_id', '=', actor.merchantId)
        .where('d.draw_number', '=', drawNumber)
        .where('g.kind', 'in', kinds)
        .executeTakeFirst();
      const draw = found ? await vnDrawOf(trx, actor.merchantId, found.id, true) : undefined;
      if (!draw) {
        issues.push({ code: 'draw_unknown', line, column: 2, columnName: 'station' });
        continue;
      }
      if (draw.status !== 'closed') {
        issues.push({ code: 'draw_not_closed', line, column: 2, columnName: 'station' });
        continue;
      }
      try {
        stored.push(await storeProposal(trx, actor, draw, entry.result, 'csv'));
      } catch (e) {
        if (!(e instanceof AppError && e.code === 'lottery_result_pending')) throw e;
        issues.push({ code: 'result_pending', line, column: 2, columnName: 'station' });
      }
    }
    if (issues.length > 0) refuse(issues);
    return stored;
  });
  return { proposals: await proposalRows(deps.db, actor.merchantId, { ids }) };
}

function refuse(issues: TCsvIssue[]): never {
  const sorted = [...issues].sort((a, b) => a.line - b.line || (a.column ?? 0) - (b.column ?? 0));
  throw new AppError('lottery_results_csv_invalid', { issues: sorted }, { line: sorted[0]?.line ?? 1 });
}

/**
 * The file's non-blank lines with their line numbers: the parser counts rows without blank lines (the
 * header is row 1), an operator's editor counts lines, and errors must name what the editor shows.
 */
function dataLines(csv: string): { line: number; text: string }[] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((text, i) => ({ line: i + 1, text }))
    .filter((l) => l.text.trim() !== '');
}

function firstLineOf(lines: { line: number; text: string }[], date: string, station: string): number {
  const cell = (s: string | undefined) => (s ?? '').trim().replace(/^"|"$/g, '').trim().toLowerCase();
  const hit = lines.slice(1).find((l) => {
    const [d, s] = l.text.split(',');
    return cell(d) === date && cell(s) === station.toLowerCase();
  });
  return hit?.line ?? 2;
}

/** The stations of the brand's Vietnamese games (their schedules are operator data), with each game's region. */
async function brandStations(db: Db, merchantId: number): Promise<VnStation[]> {
  const games = await sql<{ kind: LotteryGameKind; schedule: { stations?: { code: string; name: string }[] } }>`
    select kind, schedule from lottery_games
     where merchant_id = ${merchantId} and kind in ('vn_north', 'vn_central', 'vn_south')`.execute(db);
  return games.rows.flatMap((g) =>
    (g.schedule.stations ?? []).map((s) => ({ code: s.code, name: s.name, region: VN_REGION_OF[g.kind]! })),
  );
}
