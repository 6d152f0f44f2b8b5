import type { TSeamlessOk, ZSeamlessRollback } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { refundRoundStake, roundBetBonus } from '../../bets';
import { bonusReturnsAccount, settleBonusShares } from '../../promotions';
import { betsInPlayAccount, entryKinds, memberWalletAccount, postEntry } from '../../wallet';
import { lockRound, recordedTransaction, roundReference } from './rounds';
import { lockPlayer, okReply, type SeamlessContext, SeamlessError, transactionKey } from './seamless-context';

/**
 * rollback: refunds one debit, named by its transaction id, from bets in play back to the wallet. Accepted
 * after the launch token expired (it only gives money back).
 *
 * Order: the player, locked (a debit of the same id waits for this, or this for it); a rollback already
 * recorded answers the same and moves nothing; a debit never seen leaves a tombstone (the late debit is
 * then refused) and is acknowledged; a debit of an ended round is round_closed (its stakes are the
 * house's); refunding a round's last stake while it has credits is round_credited. Otherwise the refund:
 * the round's stake shrinks, and a round with nothing staked left is void (its bets row too).
 */
export async function rollback(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessRollback>,
): Promise<TSeamlessOk> {
  const member = await lockPlayer(trx, ctx, body.playerId);
  const done = await recordedTransaction(trx, ctx, member.id, body.transactionId, 'rollback');
  if (done) return okReply(trx, ctx, member.id, { reference: `${done.id}` });

  const row = {
    merchant_id: ctx.merchant.id,
    vendor_id: ctx.vendor.id,
    member_id: member.id,
    transaction_id: body.transactionId,
    kind: 'rollback' as const,
    request_id: ctx.requestId,
  };
  const debited = await recordedTransaction(trx, ctx, member.id, body.transactionId, 'business');
  if (!debited) {
    const tombstone = await trx
      .insertInto('game_transactions')
      .values({ ...row, amount: 0n, tombstone: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    return okReply(trx, ctx, member.id, { reference: `${tombstone.id}` });
  }
  if (debited.kind !== 'debit' || debited.round_id === null) throw new SeamlessError('transaction_conflict');
  const round = await lockRound(trx, ctx, member.id, body.roundId);
  if (!round || round.id !== debited.round_id) throw new SeamlessError('transaction_conflict');
  if (round.status !== 'open') throw new SeamlessError('round_closed');
  const left = round.debited - round.rolled_back - debited.amount;
  if (left === 0n && round.credited > 0n) throw new SeamlessError('round_credited');

  const tx = await trx
    .insertInto('game_transactions')
    .values({ ...row, round_id: round.id, amount: debited.amount })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The debit's bonus part goes back to its grant and the turnover it added is taken back (ADR 057).
  const bet = await roundBetBonus(trx, round.bet_id);
  const bonus = bet.grantId === null ? 0n : debited.bonus_amount;
  const turnoverBack = bet.stake > 0n ? (bet.turnover * debited.amount) / bet.stake : 0n;
  const entry = await postEntry(trx, {
    merchantId: ctx.merchant.id,
    kind: entryKinds.gameRollback,
    idempotencyKey: transactionKey(ctx, member.id, body.transactionId),
    reference: roundReference(round.id),
    memberId: member.id,
    memo: `${ctx.vendor.code} ${body.roundId}`,
    postings: [
      { accountId: await betsInPlayAccount(trx, ctx.merchant.id, member.id, member.play), amount: -debited.amount },
      { accountId: await memberWalletAccount(trx, ctx.merchant.id, member.id), amount: debited.amount - bonus },
      ...(bonus > 0n ? [{ accountId: await bonusReturnsAccount(trx, ctx.merchant.id), amount: bonus }] : []),
    ],
  });
  if (entry.replayed) throw new SeamlessError('transaction_conflict');
  if (bet.grantId !== null) {
    await settleBonusShares(trx, ctx.merchant.id, {
      reference: roundReference(round.id),
      key: `rollback:${tx.id}`,
      shares: [{ memberId: member.id, grantId: bet.grantId, bonusStake: bonus, bonusPayout: bonus, turnoverBack }],
    });
  }
  await trx.updateTable('game_transactions').set({ entry_id: entry.entryId }).where('id', '=', tx.id).execute();
  await trx
    .updateTable('game_rounds')
    .set((eb) => ({
      rolled_back: eb('rolled_back', '+', debited.amount),
      ...(left === 0n ? { status: 'void' as const, ended_at: ctx.now() } : {}),
    }))
    .where('id', '=', round.id)
    .execute();
  // A void bet keeps the stake it last had and pays it back, as a cancelled lottery bet does.
  await refundRoundStake(trx, round.bet_id, {
    left,
    refunded: debited.amount,
    at: ctx.now(),
    bonusBack: bonus,
    turnoverBack,
  });
  return okReply(trx, ctx, member.id, { reference: `${tx.id}` });
}
