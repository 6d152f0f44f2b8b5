import type { TPlaySeeds, ZPlayRotation } from '@gemilang/contract';
import { validateClientSeed } from '@gemilang/games';
import type { z } from 'zod';
import { AppError } from '../../../platform/app-error';
import type { Deps, MerchantContext } from '../../../platform/context';
import { openPairSeed } from './pair-seed';
import { playerOfToken } from './play-token';
import { insertSeedPair, lockSeedPair, seedsView } from './seed-pairs';

/**
 * POST /wps/play/client-seed: the member's own client seed for the next rounds (ADR 029: 1-64 printable
 * ASCII characters, checked by packages/games' rule so the verify page reads it the same). The pair keeps
 * its server seed and nonce: no two rounds on one server seed share a nonce, so every round's inputs stay
 * different, and the commitment the member saw still binds the rounds to come.
 */
export async function setClientSeed(
  deps: Deps,
  merchant: MerchantContext,
  token: string,
  clientSeed: string,
): Promise<TPlaySeeds> {
  const player = await playerOfToken(deps.db, merchant, token, deps.now());
  if (validateClientSeed(clientSeed)) {
    throw new AppError('play_client_seed_invalid', [{ field: 'clientSeed', reason: 'invalid' }]);
  }
  return deps.db.transaction().execute(async (trx) => {
    const pair = await lockSeedPair(
      trx,
      { merchantId: merchant.id, memberId: player.memberId, gameId: player.gameId },
      deps.config,
    );
    await trx.updateTable('casino_seed_pairs').set({ client_seed: clientSeed }).where('id', '=', pair.id).execute();
    return seedsView({ ...pair, client_seed: clientSeed });
  });
}

/**
 * POST /wps/play/rotate: retires the pair in use and reveals its server seed, so every round played on it
 * can be verified; a fresh server seed is committed for the next rounds, with the same client seed. The
 * pair is locked, so a round being claimed finishes taking its nonce first.
 */
export async function rotateSeeds(
  deps: Deps,
  merchant: MerchantContext,
  token: string,
): Promise<z.input<typeof ZPlayRotation>> {
  const player = await playerOfToken(deps.db, merchant, token, deps.now());
  const owner = { merchantId: merchant.id, memberId: player.memberId, gameId: player.gameId };
  return deps.db.transaction().execute(async (trx) => {
    const old = await lockSeedPair(trx, owner, deps.config);
    await trx.updateTable('casino_seed_pairs').set({ revealed_at: deps.now() }).where('id', '=', old.id).execute();
    await insertSeedPair(trx, owner, old.client_seed, deps.config);
    const fresh = await lockSeedPair(trx, owner, deps.config);
    return {
      revealed: {
        serverSeed: openPairSeed(deps.config, old),
        commitment: old.commitment,
        clientSeed: old.client_seed,
        roundsPlayed: old.next_nonce,
      },
      seeds: seedsView(fresh),
    };
  });
}
