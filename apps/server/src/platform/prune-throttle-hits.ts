import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { THROTTLE_HITS_KEPT_MS } from './throttle';

/** How often every server process prunes: the table grows by at most this much beyond a day of hits. */
export const PRUNE_THROTTLE_HITS_EVERY_MS = 10 * 60_000;
/** Rows one DELETE takes: a short statement, so it never holds its row locks for long. */
export const PRUNE_BATCH_ROWS = 5_000;
/** Statements one run may take; what is left over waits for the next run (a backlog after a long pause). */
export const PRUNE_MAX_BATCHES = 100;

/**
 * Deletes the throttle hits older than THROTTLE_HITS_KEPT_MS, for every brand, scope and key, which
 * takeAllowance never drops for a key that is not seen again (a one-off address, a mistyped name). In order:
 * the cut-off from `now`, then DELETEs of at most `batchRows` of the oldest hits before it, each its own short
 * statement, until one finds fewer than a full batch or `maxBatches` have run. Every process runs it at once
 * without claiming: a batch skips rows another process's batch (or a takeAllowance dropping its key's old
 * hits) has locked, so none waits on another, and the rows skipped are that other statement's to delete; a
 * run that finds a short batch because of them simply ends early. Returns how many hits it deleted.
 */
export async function pruneThrottleHits(
  db: Kysely<Database>,
  now: Date,
  limits: { batchRows: number; maxBatches: number } = { batchRows: PRUNE_BATCH_ROWS, maxBatches: PRUNE_MAX_BATCHES },
): Promise<number> {
  const cutOff = new Date(now.getTime() - THROTTLE_HITS_KEPT_MS);
  let deleted = 0;
  for (let batch = 0; batch < limits.maxBatches; batch++) {
    const result = await db
      .deleteFrom('throttle_hits')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('throttle_hits')
          .select('id')
          .where('created_at', '<', cutOff)
          .orderBy('created_at')
          .limit(limits.batchRows)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    const rows = Number(result.numDeletedRows);
    deleted += rows;
    if (rows < limits.batchRows) break;
  }
  return deleted;
}
