import type { Kysely } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { isSealed, SEALED_PREFIX, seal, unseal } from '../../../platform/secrets-at-rest';

/**
 * A house game's server seed is stored sealed, like a vendor's secret (ADR 045, ADR 049): with the client
 * seed and the nonce it is every coming round's outcome, so a seed readable in the database (a backup, a
 * replica) is the member's next rounds known in advance. This file is the only one that seals or opens
 * `casino_seed_pairs.server_seed`; it is opened only to play a round and to reveal a rotated pair.
 */

type Keys = Pick<Config, 'SECRETS_KEY'>;

/** The pair the seed belongs to (its owner and the commitment it was published under). */
export interface PairSeedOwner {
  merchant_id: number;
  member_id: bigint | number | string;
  game_id: number;
  commitment: string;
}

function contextOf(owner: PairSeedOwner): string {
  return `casino_seed_pairs.server_seed:${owner.merchant_id}:${owner.member_id}:${owner.game_id}:${owner.commitment}`;
}

/** The value to store in `casino_seed_pairs.server_seed` for a fresh seed. */
export function sealPairSeed(config: Keys, owner: PairSeedOwner, seed: string): string {
  return seal(config, seed, contextOf(owner));
}

/**
 * The clear seed of a pair, to play a round on it or to reveal it. A value written before seeds were sealed
 * (start-up seals them all, `sealLegacyPairSeeds`) is used as it is.
 */
export function openPairSeed(config: Keys, pair: PairSeedOwner & { server_seed: string }): string {
  return isSealed(pair.server_seed) ? unseal(config, pair.server_seed, contextOf(pair)) : pair.server_seed;
}

/**
 * Seals every pair's seed still stored in clear, at start-up (main.ts). Each row is its own update
 * conditional on the clear value, so it is safe beside another process doing the same and a second run
 * changes nothing. Answers how many rows it found in clear.
 */
export async function sealLegacyPairSeeds(db: Kysely<Database>, config: Keys): Promise<number> {
  const rows = await db
    .selectFrom('casino_seed_pairs')
    .select(['id', 'merchant_id', 'member_id', 'game_id', 'commitment', 'server_seed'])
    .where('server_seed', 'not like', `${SEALED_PREFIX}%`)
    .execute();
  for (const row of rows) {
    await db
      .updateTable('casino_seed_pairs')
      .set({ server_seed: sealPairSeed(config, row, row.server_seed) })
      .where('id', '=', row.id)
      .where('server_seed', '=', row.server_seed)
      .execute();
  }
  return rows.length;
}
