import type { TCsvIssue, TProposedResults } from '@gemilang/contract';
import { parseVnResultCsv, type VnStation } from '@gemilang/games';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { LotteryGameKind } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { secondEntry } from './decide-result';
import type { ResultAuditActor } from './propose-result';
import { storeProposal, waitingProposal } from './propose-result';
import { proposalRows, VN_REGION_OF, vnDrawOf } from './result-draws';
import { settleDraw } from './settle-draw';

/**
 * Results of one or more closed Vietnamese draws from a CSV file (format: docs/vn-results-csv.md), each
 * entered exactly as if typed in the form (ADR 026): a draw with no entry gets its first (a proposal, for a
 * second operator to enter blind); a draw whose first entry another operator made gets this file's numbers
 * as its blind second entry, which confirms it if they agree and leaves both entries side by side if not
 * (ADR 049). The reply never holds another operator's waiting numbers.
 *
 * Order:
 * 1. The file is parsed and every draw's numbers checked by packages/games (parseVnResultCsv) against the
 *    brand's stations: any problem, anywhere, answers `lottery_results_csv_invalid` with every problem by
 *    line and column, and nothing is stored.
 * 2. In one transaction, each draw the file names (`<yyyymmdd>-<station>` of the brand's game of that region)
 *    is locked; one that does not exist, is not closed, or has this operator's own entry waiting is a problem
 *    of its first line. Any problem rolls the whole transaction back: all of the file or none of it.
 * 3. Otherwise each draw gets its first entry (source csv) or its second (decide-result.ts), audited one by
 *    one; after the commit the draws whose entries agreed are settled, as a confirmation from the form is.
 */
export async function proposeResultsCsv(deps: Deps, actor: ResultAuditActor, csv: string): Promise<TProposedResults> {
  const lines = dataLines(csv);
  const parsed = parseVnResultCsv(csv, await brandStations(deps.db, actor.merchantId));
  if (!parsed.ok) {
    refuse(parsed.errors.map(({ row, ...e }) => ({ ...e, line: lines[row - 1]?.line ?? row })));
  }
  const draws = parsed.ok ? parsed.draws : [];
  const toSettle: bigint[] = [];
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
      // The draw is locked, and every change to its proposals locks it first: what waits on it stays so.
      const waiting = await waitingProposal(trx, draw.id);
      if (waiting?.proposed_by === actor.actorId) {
        issues.push({ code: 'result_pending', line, column: 2, columnName: 'station' });
        continue;
      }
      if (waiting) {
        // Another operator's entry waits: this file's numbers are its blind second entry (ADR 049).
        const proposal = await trx
          .selectFrom('lottery_result_proposals')
          .select(['id', 'draw_id', 'kind', 'status', 'result', 'proposed_by'])
          .where('id', '=', waiting.id)
          .executeTakeFirstOrThrow();
        const drawn = await secondEntry(trx, deps, actor, proposal, draw, entry.result, '');
        if (drawn !== null) toSettle.push(drawn);
        stored.push(proposal.id);
        continue;
      }
      stored.push(await storeProposal(trx, actor, draw, entry.result, 'csv'));
    }
    if (issues.length > 0) refuse(issues);
    return stored;
  });
  for (const drawId of toSettle) await settleDraw(deps, drawId, undefined, 'wait');
  return { proposals: await proposalRows(deps.db, actor.merchantId, actor.actorId, { ids }) };
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
