import type { TDrawView, TOpenDraw } from '@gemilang/contract';
import { drawSeedId } from '@gemilang/games';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Actor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { revealedDrawSeed } from './draw-seed';
import { lotteryGame } from './lottery-game';

type Keys = Pick<Config, 'SECRETS_KEY'>;

/**
 * Draws as the player site reads them (GET /lotto/lgw/games/opened/numero, /lgw/vn/numeros/opened/game,
 * /lgw/games/:gameCode/draws[/:drawNumber]). The server seed is never sent before the draw is drawn; its
 * hash always is (the seed is stored sealed and opened here only for a drawn draw, ADR 049). "Open" is decided by the database's clock, the same clock that refuses late bets.
 */
interface OpenRow {
  code: string;
  draw_number: string;
  station: string;
  opens_at: Date;
  cutoff_at: Date;
  draw_at: Date;
  seed_hash: string | null;
  server_time: Date;
}

function openView(row: OpenRow): TOpenDraw {
  return {
    gameCode: row.code,
    drawNumber: row.draw_number,
    station: row.station,
    opensAt: row.opens_at.toISOString(),
    cutoffAt: row.cutoff_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    serverTime: row.server_time.toISOString(),
    seedHash: row.seed_hash,
  };
}

/** The draw on sale now of each game (the earliest open one before its cut-off), or of one game. */
export async function openDraws(
  deps: Deps,
  actor: Actor,
  filter: { gameCode?: string; vietnamese?: boolean },
): Promise<{ draws: TOpenDraw[] }> {
  const merchantId = actor.merchant.id;
  // Vietnamese games draw several stations at once: every station of the game's next draw time is on sale.
  // Only that draw time's: the North's station changes with the weekday, so tomorrow's (open already) is
  // another station, and would otherwise show beside today's as if both drew today.
  const rows = await sql<OpenRow>`
    select code, draw_number, station, opens_at, cutoff_at, draw_at, seed_hash, server_time from (
      select distinct on (g.id, d.station) g.id as game_id, g.code, d.draw_number, d.station, d.opens_at,
             d.cutoff_at, d.draw_at, d.seed_hash, clock_timestamp() as server_time
        from lottery_games g
        join lottery_draws d on d.game_id = g.id
       where g.merchant_id = ${merchantId} and g.enabled
         and d.status = 'open' and d.cutoff_at > clock_timestamp()
         ${filter.gameCode ? sql`and g.code = ${filter.gameCode}` : sql``}
         ${filter.vietnamese ? sql`and g.kind like 'vn_%'` : sql``}
       order by g.id, d.station, d.cutoff_at) next_per_station
     where draw_at = (select min(n.draw_at) from lottery_draws n
                       where n.game_id = next_per_station.game_id
                         and n.status = 'open' and n.cutoff_at > next_per_station.server_time)`.execute(deps.db);
  return { draws: rows.rows.sort((a, b) => a.cutoff_at.getTime() - b.cutoff_at.getTime()).map(openView) };
}

interface DrawRow {
  draw_number: string;
  station: string;
  status: TDrawView['status'];
  cutoff_at: Date;
  draw_at: Date;
  seed_hash: string | null;
  server_seed: string | null;
  result: unknown;
  drawn_at: Date | null;
  settled_at: Date | null;
}

function drawView(config: Keys, game: { id: number; code: string }, row: DrawRow): TDrawView {
  const gameCode = game.code;
  const revealed = row.status === 'drawn' || row.status === 'settled';
  return {
    gameCode,
    drawNumber: row.draw_number,
    station: row.station,
    status: row.status,
    cutoffAt: row.cutoff_at.toISOString(),
    drawAt: row.draw_at.toISOString(),
    seedHash: row.seed_hash,
    serverSeed: revealedDrawSeed(config, { ...row, game_id: game.id }),
    clientSeed: row.seed_hash ? drawSeedId(gameCode, row.draw_number) : null,
    result: revealed ? row.result : null,
    drawnAt: row.drawn_at ? row.drawn_at.toISOString() : null,
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
  };
}

const drawColumns = [
  'draw_number',
  'station',
  'status',
  'cutoff_at',
  'draw_at',
  'seed_hash',
  'server_seed',
  'result',
  'drawn_at',
  'settled_at',
] as const;

/** The game's drawn draws, newest first. */
export async function drawHistory(
  deps: Deps,
  actor: Actor,
  gameCode: string,
  page: { page: number; pageSize: number },
): Promise<{ items: TDrawView[]; total: number; page: number; pageSize: number }> {
  const { db } = deps;
  const game = await lotteryGame(db, actor.merchant.id, gameCode);
  const base = db
    .selectFrom('lottery_draws')
    .where('game_id', '=', game.id)
    .where('status', 'in', ['drawn', 'settled']);
  const [rows, count] = await Promise.all([
    base
      .select(drawColumns)
      .orderBy('draw_at', 'desc')
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((r) => drawView(deps.config, game, r as DrawRow)),
    total: Number(count.n),
    page: page.page,
    pageSize: page.pageSize,
  };
}

export async function drawDetail(deps: Deps, actor: Actor, gameCode: string, drawNumber: string): Promise<TDrawView> {
  const { db } = deps;
  const game = await lotteryGame(db, actor.merchant.id, gameCode);
  const row = await db
    .selectFrom('lottery_draws')
    .select(drawColumns)
    .where('game_id', '=', game.id)
    .where('draw_number', '=', drawNumber)
    .executeTakeFirst();
  if (!row) throw new AppError('lottery_draw_unknown');
  return drawView(deps.config, game, row as DrawRow);
}
