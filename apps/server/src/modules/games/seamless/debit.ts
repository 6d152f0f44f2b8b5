import type { TSeamlessOk, ZSeamlessDebit } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { addRoundStake, linkRoundStakeEntry, openRoundBet } from '../../bets';
import { countStake, type StakeSplit, splitStake, stakeableBalance } from '../../promotions';
import { betsInPlayAccount, entryKinds, memberWalletAccount, postEntry } from '../../wallet';
import { IN_HOUSE_VENDOR } from '../catalogue';
import { checkCurrency, positiveAmount } from './amounts';
import { validLaunchToken } from './launch-token';
import { lockRound, productOf, recordedTransaction, roundReference } from './rounds';
import {
  checkMayStake,
  lockPlayer,
  okReply,
  type SeamlessContext,
  SeamlessError,
  transactionKey,
} from './seamless-context';

/**
 * debit: a stake taken from the player's wallet into bets in play, opening the round (one pending row of
 * the shared bets table) or adding to it.
 *
 * Order, each refusal before anything moves: the amount and currency; the launch token (a debit opens
 * play, so the token must be valid, its member's session still live, and be this player's for this game);
 * the player, locked, so this member's calls run one at a time, and able to stake (not locked: player_locked;
 * not frozen: player_frozen; ADR 048); the transaction id: refunded before it arrived (a tombstone) is
 * transaction_rolled_back, already recorded with the same amount and round answers as it did (nothing
 * moves), otherwise transaction_conflict; the round, opened here or locked and still open; then the
 * transaction row and the ledger entry, whose guarded UPDATE refuses an amount over the balance
 * (insufficient_funds with the balance, everything rolled back; player_frozen for a frozen account). A player
 * with a grant in play pays cash first and bonus for the rest, a stake over the grant's max bet is
 * bet_limit_exceeded, and the stake counts towards the grant's turnover (ADR 057), all in this transaction.
 */
export async function debit(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessDebit>,
): Promise<TSeamlessOk> {
  const amount = positiveAmount(body.amount, ctx.merchant.currencyExponent);
  checkCurrency(body.currency, ctx.merchant.currency);
  const token = await validLaunchToken(trx, ctx, body.token);
  if (`${token.member_id}` !== body.playerId || token.gameCode !== body.gameCode) {
    throw new SeamlessError('token_invalid');
  }
  const member = await lockPlayer(trx, ctx, body.playerId);
  checkMayStake(member);
  // Play money is the house games' only (ADR 052): an outside vendor never stakes a trial account's balance.
  if (member.play && ctx.vendor.code !== IN_HOUSE_VENDOR) throw new SeamlessError('player_unknown');

  if (await recordedTransaction(trx, ctx, member.id, body.transactionId, 'rollback')) {
    throw new SeamlessError('transaction_rolled_back');
  }
  const earlier = await recordedTransaction(trx, ctx, member.id, body.transactionId, 'business');
  if (earlier) {
    const round = await lockRound(trx, ctx, member.id, body.roundId);
    if (earlier.kind !== 'debit' || earlier.amount !== amount || earlier.round_id !== (round?.id ?? null)) {
      throw new SeamlessError('transaction_conflict');
    }
    return okReply(trx, ctx, member.id, { reference: `${earlier.id}` });
  }

  const wallet = await memberWalletAccount(trx, ctx.merchant.id, member.id);
  const split = await stakeSplit(trx, ctx, member, wallet, amount, {
    gameCode: body.gameCode,
    category: token.category,
  });
  const round = await openRound(trx, ctx, member, token.gameId, body, amount, split);
  const tx = await trx
    .insertInto('game_transactions')
    .values({
      merchant_id: ctx.merchant.id,
      vendor_id: ctx.vendor.id,
      member_id: member.id,
      transaction_id: body.transactionId,
      kind: 'debit',
      round_id: round.id,
      amount,
      bonus_amount: split.bonus,
      request_id: ctx.requestId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let entryId: bigint;
  try {
    const entry = await postEntry(trx, {
      merchantId: ctx.merchant.id,
      kind: entryKinds.gameDebit,
      idempotencyKey: transactionKey(ctx, member.id, body.transactionId),
      reference: roundReference(round.id),
      memberId: member.id,
      memo: `${ctx.vendor.code} ${body.gameCode} ${body.roundId}`,
      postings: [
        ...split.postings,
        { accountId: await betsInPlayAccount(trx, ctx.merchant.id, member.id, member.play), amount },
      ],
    });
    // The key is this transaction's, checked unseen above: a replayed entry would be money nothing records.
    if (entry.replayed) throw new SeamlessError('transaction_conflict');
    entryId = entry.entryId;
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      throw new SeamlessError(
        'insufficient_funds',
        await stakeableBalance(trx, ctx.merchant.id, member.id, body.gameCode),
      );
    }
    // A member frozen after the check above (checkMayStake) is still refused by the ledger, in the protocol's words.
    if (error instanceof AppError && error.code === 'account_frozen') throw new SeamlessError('player_frozen');
    throw error;
  }

  await trx.updateTable('game_transactions').set({ entry_id: entryId }).where('id', '=', tx.id).execute();
  if (round.created) {
    await linkRoundStakeEntry(trx, round.betId, entryId);
  } else {
    await trx
      .updateTable('game_rounds')
      .set((eb) => ({ debited: eb('debited', '+', amount) }))
      .where('id', '=', round.id)
      .execute();
    await addRoundStake(trx, round.betId, amount, {
      grantId: split.grantId,
      bonusStake: split.bonus,
      turnover: split.turnover,
    });
  }
  await countStake(trx, ctx.merchant.id, split);
  return okReply(trx, ctx, member.id, { reference: `${tx.id}` }, body.gameCode);
}

/**
 * Cash first, bonus for the rest (ADR 057); play money never has a grant. A stake over the grant's max bet is
 * the protocol's bet_limit_exceeded; a bonus the game may not spend leaves the stake short: insufficient_funds.
 */
async function stakeSplit(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  member: { id: bigint; play: boolean },
  wallet: bigint,
  amount: bigint,
  game: { gameCode: string; category: string },
): Promise<StakeSplit> {
  try {
    return await splitStake(trx, {
      merchantId: ctx.merchant.id,
      memberId: member.id,
      wallet,
      amount,
      source: { product: productOf(ctx), category: game.category, gameCode: game.gameCode },
      ...(member.play ? { grantId: null } : {}),
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'bonus_max_bet') throw new SeamlessError('bet_limit_exceeded');
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      throw new SeamlessError(
        'insufficient_funds',
        await stakeableBalance(trx, ctx.merchant.id, member.id, game.gameCode),
      );
    }
    throw error;
  }
}

/**
 * The round this debit belongs to: a new one (its bets row pending with this stake) or the open one of
 * that id. The player is locked, so no other call of theirs can open the same round meanwhile.
 */
async function openRound(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  member: { id: bigint; play: boolean },
  gameId: number,
  body: z.output<typeof ZSeamlessDebit>,
  amount: bigint,
  split: StakeSplit,
): Promise<{ id: bigint; betId: bigint; created: boolean }> {
  const memberId = member.id;
  const existing = await lockRound(trx, ctx, memberId, body.roundId);
  if (existing) {
    if (existing.status !== 'open') throw new SeamlessError('round_closed');
    return { id: existing.id, betId: existing.bet_id, created: false };
  }
  const betId = await openRoundBet(trx, {
    merchantId: ctx.merchant.id,
    memberId,
    product: productOf(ctx),
    gameCode: body.gameCode,
    roundRef: `${ctx.vendor.code}:${body.roundId}`,
    roundId: body.roundId,
    stake: amount,
    play: member.play,
    bonus: { grantId: split.grantId, bonusStake: split.bonus, turnover: split.turnover },
  });
  const round = await trx
    .insertInto('game_rounds')
    .values({
      merchant_id: ctx.merchant.id,
      vendor_id: ctx.vendor.id,
      member_id: memberId,
      game_id: gameId,
      round_id: body.roundId,
      bet_id: betId,
      debited: amount,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: round.id, betId, created: true };
}
