import type { Language, TAdminDraw } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Config } from '../../../config';
import type { Db } from '../../../db/connection';
import type { DrawStatus, LotteryGameKind } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { formatMinor } from '../../../platform/money';
import { drawBook } from '../../bets';
import { revealedDrawSeed } from '../draw-seed';

/**
 * A draw as the back office shows it, and the brand-scoped reads of draws the lottery's admin use cases share.
 * A draw of another brand is `lottery_draw_unknown`, never a hint that it exists.
 */
export interface AdminDrawRow {
  id: bigint;
  game_id: number;
  code: string;
  name: { ms: string; en: string; zh: string };
  kind: LotteryGameKind;
  draw_number: string;
  station: string;
  status: DrawStatus;
  opens_at: Date;
  cutoff_at: Date;
  draw_at: Date;
  seed_hash: string | null;
  server_seed: string | null;
  result: unknown;
  drawn_at: Date | null;
  settled_at: Date | null;
  bet_count: number;
  stake_total: bigint;
}

/** The columns of an admin draw row over `lottery_draws d join lottery_games g`, with its bets' count and stake. */
export const adminDrawColumns = sql`
  d.id, d.game_id, g.code, g.name, g.kind, d.draw_number, d.station, d.status, d.opens_at, d.cutoff_at, d.draw_at,
  d.seed_hash, d.server_seed, d.result, d.drawn_at, d.settled_at,
  coalesce(s.bet_count, 0)::int as bet_count, coalesce(s.stake_total, 0)::bigint as stake_total`;

/** The bets of each draw (cancelled ones, and play money's, ADR 052, are no part of it): the bets module's draw book. */
export const adminDrawStats = sql`
  left join lateral ${drawBook(sql.ref<bigint>('d.id'))} s on true`;

export function adminDrawView(
  row: AdminDrawRow,
  language: Language,
  exponent: number,
  config: Pick<Config, 'SECRETS_KEY'>,
): TAdminDraw {
  const drawn = row.status === 'drawn' || row.status === 'settled';
  return {
    id: `${row.id}`,
    gameCode: row.code,
    gameName: row.name[language],
    kind: row.kind,
    drawNumber: row.draw_number,
    station: row.station,
    status: row.status,
    opensAt: row.opens_at.toISOString(),
    cutoffAt: row.cutoff_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    seedHash: row.seed_hash,
    // The seed stays secret until the result is out, here as on the player site: a leaked seed is a known result.
    serverSeed: revealedDrawSeed(config, row),
    result: drawn ? (row.result ?? null) : null,
    drawnAt: row.drawn_at?.toISOString() ?? null,
    settledAt: row.settled_at?.toISOString() ?? null,
    betCount: row.bet_count,
    stakeTotal: formatMinor(row.stake_total, exponent),
    voidable: row.status === 'open' || row.status === 'closed',
    closable: row.status === 'open',
  };
}

/** One of the brand's draws with its bets' totals, or lottery_draw_unknown. */
export async function adminDrawRow(db: Db, merchantId: number, drawId: bigint): Promise<AdminDrawRow> {
  const found = await sql<AdminDrawRow>`
    select ${adminDrawColumns}
      from lottery_draws d join lottery_games g on g.id = d.game_id
      ${adminDrawStats}
     where d.id = ${drawId} and d.merchant_id = ${merchantId}`.execute(db);
  const row = found.rows[0];
  if (!row) throw new AppError('lottery_draw_unknown');
  return row;
}

/** The brand's draw, its status and its game's configuration, or lottery_draw_unknown. */
export async function brandDraw(db: Db, merchantId: number, drawId: bigint) {
  const row = await db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(['d.id', 'd.status', 'd.draw_number', 'g.code', 'g.kind', 'g.config'])
    .where('d.id', '=', drawId)
    .where('d.merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery_draw_unknown');
  return row;
}
