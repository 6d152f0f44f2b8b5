import { randomBytes } from 'node:crypto';
import { commitmentOf } from '@gemilang/games';
import type { Transaction } from 'kysely';
import type { Config } from '../../../config';
import type { Database } from '../../../db/schema';
import { sealPairSeed } from './pair-seed';

type Keys = Pick<Config, 'SECRETS_KEY'>;

/** A fresh server seed: 32 random bytes as hex (ADR 029). */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The client seed a new pair starts with, until the member types their own. */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export interface SeedOwner {
  merchantId: number;
  memberId: bigint;
  gameId: number;
}

/**
 * The member's seed pair in use for the game, created on first need, locked for the rest of the
 * transaction: a round takes its nonce under this lock, so two rounds never share one, and a rotation or
 * client seed change waits for the round being claimed.
 */
export async function lockSeedPair(trx: Transaction<Database>, owner: SeedOwner, keys: Keys) {
  const find = () =>
    trx
      .selectFrom('casino_seed_pairs')
      .selectAll()
      .where('merchant_id', '=', owner.merchantId)
      .where('member_id', '=', owner.memberId)
      .where('game_id', '=', owner.gameId)
      .where('revealed_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  const found = await find();
  if (found) return found;
  await insertSeedPair(trx, owner, defaultClientSeed(), keys);
  const created = await find();
  if (!created) throw new Error('seed pair not created');
  return created;
}

/**
 * A new pair in use, its server seed sealed (pair-seed.ts, ADR 049). A concurrent first call may have made
 * one: the partial unique index keeps one.
 */
export async function insertSeedPair(trx: Transaction<Database>, owner: SeedOwner, clientSeed: string, keys: Keys) {
  const serverSeed = newServerSeed();
  const row = {
    merchant_id: owner.merchantId,
    member_id: owner.memberId,
    game_id: owner.gameId,
    commitment: commitmentOf(serverSeed),
    client_seed: clientSeed,
  };
  await trx
    .insertInto('casino_seed_pairs')
    .values({ ...row, server_seed: sealPairSeed(keys, row, serverSeed) })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'member_id', 'game_id']).where('revealed_at', 'is', null).doNothing(),
    )
    .execute();
}

export function seedsView(pair: { commitment: string; client_seed: string; next_nonce: number }) {
  return { commitment: pair.commitment, clientSeed: pair.client_seed, nextNonce: pair.next_nonce };
}
