import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { isSealed, SEALED_PREFIX, seal, unseal } from '../../platform/secrets-at-rest';

/**
 * An e-lottery draw's server seed is stored sealed, like a vendor's secret (ADR 045, ADR 049): the draw's
 * result is HMAC(seed, game and draw number), so a seed readable in the database (a backup, a replica) is
 * the result known before the cut-off. This file is the only one that seals or opens
 * `lottery_draws.server_seed`; it is opened only to draw and, once drawn, to reveal it for verification.
 */

type Keys = Pick<Config, 'SECRETS_KEY'>;

/** The draw the seed belongs to: a sealed seed copied onto another draw does not open there. */
export interface DrawSeedOwner {
  game_id: number;
  draw_number: string;
}

function contextOf(owner: DrawSeedOwner): string {
  return `lottery_draws.server_seed:${owner.game_id}:${owner.draw_number}`;
}

/** The value to store in `lottery_draws.server_seed` for a fresh seed. */
export function sealDrawSeed(config: Keys, owner: DrawSeedOwner, seed: string): string {
  return seal(config, seed, contextOf(owner));
}

/**
 * The clear seed of a draw, to draw it or to reveal it. A value written before seeds were sealed (start-up
 * seals them all, `sealLegacyDrawSeeds`) is used as it is.
 */
export function openDrawSeed(config: Keys, row: DrawSeedOwner & { server_seed: string }): string {
  return isSealed(row.server_seed) ? unseal(config, row.server_seed, contextOf(row)) : row.server_seed;
}

/** The seed as the sites show it: only once the draw is drawn (before, it would be the result). */
export function revealedDrawSeed(
  config: Keys,
  row: DrawSeedOwner & { server_seed: string | null; status: string },
): string | null {
  if (row.server_seed === null || (row.status !== 'drawn' && row.status !== 'settled')) return null;
  return openDrawSeed(config, { ...row, server_seed: row.server_seed });
}

/**
 * Seals every draw seed still stored in clear, at start-up (main.ts), before the job can read one. Each row
 * is its own update conditional on the clear value, so it is safe beside another process doing the same
 * and a second run changes nothing. Answers how many rows it found in clear.
 */
export async function sealLegacyDrawSeeds(db: Kysely<Database>, config: Keys): Promise<number> {
  const rows = await db
    .selectFrom('lottery_draws')
    .select(['id', 'game_id', 'draw_number', 'server_seed'])
    .where('server_seed', 'is not', null)
    .where('server_seed', 'not like', `${SEALED_PREFIX}%`)
    .execute();
  for (const row of rows) {
    const clear = row.server_seed as string;
    await db
      .updateTable('lottery_draws')
      .set({ server_seed: sealDrawSeed(config, row, clear) })
      .where('id', '=', row.id)
      .where('server_seed', '=', clear)
      .execute();
  }
  return rows.length;
}
