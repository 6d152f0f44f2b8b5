import { randomBytes } from 'node:crypto';
import {
  addDays,
  commitmentOf,
  drawResult,
  drawSeedId,
  type ElottGame,
  elottDrawsBetween,
  localDateOf,
  type VnRegion,
  vnDrawsBetween,
  type Weekday,
} from '@gemilang/games';
import { sql } from 'kysely';
import type { LotteryGameKind } from '../../db/schema';
import type { Deps } from '../../platform/context';
import { brandRows } from '../../platform/merchant';
import { publishBrandEvent } from '../../platform/realtime';
import type { ElottSchedule, VnSchedule } from './catalogue';
import { openDrawSeed, sealDrawSeed } from './draw-seed';

/**
 * The draw calendar at work (ADR 021), run by the `lottery-draws` job on every server process:
 *
 * 1. `scheduleDraws` makes the coming draws: each e-lottery game's next half hour, with a fresh server seed
 *    whose SHA-256 is published with the draw from then on (long before the draw opens for bets), the seed
 *    itself stored sealed (draw-seed.ts, ADR 049); each
 *    Vietnamese game's station draws of today and tomorrow in the brand's zone. Draw numbers are unique per
 *    game, so two processes making the same draw make it once (the loser's seed is simply never stored).
 * 2. `closeDueDraws` closes draws whose cut-off passed, by the database's clock. Its UPDATE waits for the
 *    placements holding the draw row (FOR SHARE), so a bet is either in before the close or refused.
 * 3. `drawDueDraws` draws closed e-lottery draws whose time came, claimed with SKIP LOCKED so one process
 *    draws each, with `drawResult` of packages/games on the opened seed; the seed is revealed from then on.
 *
 * The calendar is computed from the app's clock (deps.now); every decision about bets uses the database's.
 */
const ELOTT_AHEAD_MS = 30 * 60_000;
const DRAW_BATCH = 200;

const ELOTT_KINDS: readonly LotteryGameKind[] = ['5d', 'k3', 'pk10', '11x5'];

export async function scheduleDraws(deps: Deps): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const games = await db
    .selectFrom('lottery_games as g')
    .innerJoin(brandRows(db).as('m'), 'm.id', 'g.merchant_id')
    .select(['g.id', 'g.merchant_id', 'g.code', 'g.kind', 'g.schedule', 'm.time_zone'])
    .where('g.enabled', '=', true)
    .execute();
  let made = 0;
  for (const game of games) {
    const rows = ELOTT_KINDS.includes(game.kind)
      ? await elottRows(deps, game, now)
      : vnRows(game, now).map((d) => ({ ...d, seed_hash: null, server_seed: null }));
    if (rows.length === 0) continue;
    const inserted = await db
      .insertInto('lottery_draws')
      .values(rows.map((r) => ({ ...r, merchant_id: game.merchant_id, game_id: game.id })))
      .onConflict((oc) => oc.columns(['game_id', 'draw_number']).doNothing())
      .returning('id')
      .execute();
    made += inserted.length;
  }
  return made;
}

interface GameRow {
  id: number;
  code: string;
  kind: LotteryGameKind;
  schedule: Record<string, unknown>;
  time_zone: string;
}

async function elottRows(deps: Deps, game: GameRow, now: Date) {
  const schedule = game.schedule as unknown as ElottSchedule;
  const last = await deps.db
    .selectFrom('lottery_draws')
    .select((eb) => eb.fn.max('draw_at').as('last'))
    .where('game_id', '=', game.id)
    .executeTakeFirst();
  const lastAt = last?.last ? new Date(last.last).getTime() + 1 : 0;
  const from = new Date(Math.max(now.getTime(), lastAt));
  const to = new Date(now.getTime() + ELOTT_AHEAD_MS);
  if (from >= to) return [];
  return elottDrawsBetween(from, to, {
    intervalMinutes: schedule.intervalMinutes,
    cutoffSeconds: schedule.cutoffSeconds,
    timeZone: game.time_zone,
  }).map((d) => {
    const seed = randomBytes(32).toString('hex');
    return {
      draw_number: d.drawNumber,
      station: '',
      opens_at: d.opensAt,
      cutoff_at: d.cutoffAt,
      draw_at: d.drawAt,
      seed_hash: commitmentOf(seed),
      // Sealed from the start: the seed in clear is the draw's result (ADR 049).
      server_seed: sealDrawSeed(deps.config, { game_id: game.id, draw_number: d.drawNumber }, seed),
    };
  });
}

const EMPTY_WEEK: Record<Weekday, string[]> = { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] };

function vnRows(game: GameRow, now: Date) {
  const schedule = game.schedule as unknown as VnSchedule;
  const region = game.kind.slice(3) as VnRegion;
  const today = localDateOf(now, game.time_zone);
  const weekly = { ...EMPTY_WEEK, ...schedule.weekly } as Record<Weekday, string[]>;
  const draws = vnDrawsBetween({
    from: today,
    to: addDays(today, 1),
    timeZone: game.time_zone,
    cutoffMinutes: schedule.cutoffMinutes,
    schedule: { north: EMPTY_WEEK, central: EMPTY_WEEK, south: EMPTY_WEEK, [region]: weekly },
    drawTimes: { north: schedule.drawTime, central: schedule.drawTime, south: schedule.drawTime },
    stations: schedule.stations.map((s) => ({ ...s, region })),
  });
  return draws
    .filter((d) => d.cutoffAt > now)
    .map((d) => ({
      draw_number: `${d.drawDate.replaceAll('-', '')}-${d.station}`,
      station: d.station,
      opens_at: now,
      cutoff_at: d.cutoffAt,
      draw_at: d.drawAt,
    }));
}

/** Closes every open draw whose cut-off has passed by the database's clock; returns how many. */
export async function closeDueDraws(deps: Deps): Promise<number> {
  const result = await sql`
    update lottery_draws set status = 'closed'
     where status = 'open' and cutoff_at <= clock_timestamp()`.execute(deps.db);
  return Number(result.numAffectedRows ?? 0n);
}

/** Draws the closed e-lottery draws whose time came; returns their ids (to settle next). */
export async function drawDueDraws(deps: Deps): Promise<bigint[]> {
  return deps.db.transaction().execute(async (trx) => {
    const due = await sql<{
      id: bigint;
      merchant_id: number;
      code: string;
      kind: ElottGame;
      game_id: number;
      draw_number: string;
      server_seed: string;
    }>`
      select d.id, d.merchant_id, g.code, g.kind, d.game_id, d.draw_number, d.server_seed
        from lottery_draws d join lottery_games g on g.id = d.game_id
       where d.status = 'closed' and d.draw_at <= clock_timestamp()
         and g.kind in ('5d', 'k3', 'pk10', '11x5') and d.server_seed is not null
       order by d.draw_at
       limit ${DRAW_BATCH}
         for update of d skip locked`.execute(trx);
    for (const draw of due.rows) {
      const seed = openDrawSeed(deps.config, draw);
      const result = drawResult(draw.kind, seed, drawSeedId(draw.code, draw.draw_number));
      await trx
        .updateTable('lottery_draws')
        .set({ status: 'drawn', result: JSON.stringify(result), drawn_at: sql`clock_timestamp()` })
        .where('id', '=', draw.id)
        .execute();
      await publishBrandEvent(trx, {
        merchantId: draw.merchant_id,
        type: 'draw',
        gameCode: draw.code,
        drawNumber: draw.draw_number,
        status: 'drawn',
      });
    }
    return due.rows.map((d) => d.id);
  });
}
