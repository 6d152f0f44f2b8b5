import { sql } from 'kysely';
import type { Deps } from '../../platform/context';
import { allBrands } from '../../platform/merchant';
import { publishRaceBoard } from '../../platform/realtime';
import { raceBoard } from './race-standings';

export const PUBLISH_RACE_BOARDS_EVERY_MS = 30_000;

/**
 * The race board job (ADR 062), every 30 s: each running race's board is computed (one statement over the race's
 * window) and, only when it differs from the stored one, stored and pushed to the brand's signed-in members on the
 * live channel in the same transaction (sent on commit). The stored board is what the race page reads, so a member
 * opening it costs no ranking. On two processes the second's UPDATE finds the board already equal and sends nothing.
 * Returns how many boards changed.
 */
export async function publishRaceBoards(deps: Deps): Promise<number> {
  const now = deps.now();
  let changed = 0;
  for (const brand of await allBrands(deps.db)) {
    const races = await deps.db
      .selectFrom('races')
      .select(['id', 'scope', 'prizes', 'starts_at', 'ends_at'])
      .where('merchant_id', '=', brand.id)
      .where('state', '=', 'running')
      .where('starts_at', '<=', now)
      .orderBy('id')
      .execute();
    const scope = { db: deps.db, merchantId: brand.id, timeZone: brand.time_zone };
    for (const race of races) {
      const board = await raceBoard(scope, race, now);
      const stored = JSON.stringify(board.top);
      changed += await deps.db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('races')
          .set({ top: stored, entrants: board.entrants, top_at: now })
          .where('id', '=', race.id)
          .where('state', '=', 'running')
          .where(sql<boolean>`(top <> ${stored}::jsonb or entrants <> ${board.entrants})`)
          .returning('id')
          .executeTakeFirst();
        if (!updated) return 0;
        await publishRaceBoard(trx, {
          merchantId: brand.id,
          raceId: `${race.id}`,
          top: board.top.map(({ rank, name, validBets, prize }) => ({ rank, name, validBets, prize })),
          entrants: board.entrants,
        });
        return 1;
      });
    }
  }
  return changed;
}
