import type { Deps, MerchantContext } from '../../../platform/context';
import { loadMerchantById } from '../../../platform/merchant';
import { finishRound } from './finish-round';
import { ROUND_LEASE_MS } from './play-round';

/**
 * Rounds left playing (a closed tab, a lost network, a server restart between the debit and the credit)
 * are finished by whoever comes next (ADR 032): the member opening the game again, or the sweep job. Each
 * takes a round by renewing its lease with an UPDATE that only succeeds once the lease has run out, so a
 * round is carried by one caller at a time, across processes too. Without the launch token the round was
 * opened with, finishRound credits a round whose debit landed and tombstones one whose debit did not.
 */
async function takeRound(deps: Deps, roundId: bigint) {
  const now = deps.now();
  return deps.db
    .updateTable('casino_rounds')
    .set({ lease_until: new Date(now.getTime() + ROUND_LEASE_MS) })
    .where('id', '=', roundId)
    .where('state', '=', 'playing')
    .where('lease_until', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

/** The member's unfinished rounds of one game, finished now; answers how many were. */
export async function resumeMemberRounds(
  deps: Deps,
  merchant: MerchantContext,
  memberId: bigint,
  gameId: number,
): Promise<number> {
  const waiting = await deps.db
    .selectFrom('casino_rounds')
    .select('id')
    .where('merchant_id', '=', merchant.id)
    .where('member_id', '=', memberId)
    .where('game_id', '=', gameId)
    .where('state', '=', 'playing')
    .where('lease_until', '<=', deps.now())
    .orderBy('id')
    .execute();
  let finished = 0;
  for (const { id } of waiting) {
    const round = await takeRound(deps, id);
    if (!round) continue;
    const result = await finishRound(deps, merchant, round, null);
    if (result.state !== 'playing') finished += 1;
  }
  return finished;
}

/** Every how often the sweep finishes in-house rounds left playing (ADR 032). */
export const CASINO_SWEEP_EVERY_MS = 30_000;

/** The sweep job: every brand's rounds whose lease ran out, oldest first, a batch a run. */
export async function resumeStaleRounds(deps: Deps, batch = 50): Promise<number> {
  const waiting = await deps.db
    .selectFrom('casino_rounds')
    .select(['id', 'merchant_id'])
    .where('state', '=', 'playing')
    .where('lease_until', '<=', deps.now())
    .orderBy('created_at')
    .limit(batch)
    .execute();
  let finished = 0;
  const merchants = new Map<number, MerchantContext | null>();
  for (const { id, merchant_id } of waiting) {
    if (!merchants.has(merchant_id)) merchants.set(merchant_id, await loadMerchantById(deps.db, merchant_id));
    const merchant = merchants.get(merchant_id);
    if (!merchant) continue;
    const round = await takeRound(deps, id);
    if (!round) continue;
    const result = await finishRound(deps, merchant, round, null);
    if (result.state !== 'playing') finished += 1;
  }
  return finished;
}
