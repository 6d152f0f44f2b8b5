import type { TSeamlessOk, ZSeamlessCredit } from '@gemilang/contract';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema';
import { roundBetBonus } from '../../bets';
import { bonusPartOf, bonusReturnsAccount, settleBonusShares } from '../../promotions';
import { entryKinds, houseAccountOf, memberWalletAccount, postEntry } from '../../wallet';
import { checkCurrency, creditAmount } from './amounts';
import { lockRound, recordedTransaction, roundReference } from './rounds';
import { lockPlayer, okReply, type SeamlessContext, SeamlessError, transactionKey } from './seamless-context';

/**
 * credit: a win, bonus or jackpot paid by the house into the player's wallet, in a round a debit opened.
 * No launch token: the vendor retries credits until acknowledged, long after the token may have expired;
 * the round was opened with a valid one, and a credit only raises the player's balance.
 *
 * Order: the amount (zero is a round lost, recorded, nothing moves) and currency; the player, locked; the
 * transaction id (already recorded with the same amount and round: the same answer, nothing moves;
 * otherwise transaction_conflict); the round, locked, which must be open; then the row and the entry.
 */
export async function credit(
  trx: Transaction<Database>,
  ctx: SeamlessContext,
  body: z.output<typeof ZSeamlessCredit>,
): Promise<TSeamlessOk> {
  const amount = creditAmount(body.amount, ctx.merchant.currencyExponent);
  checkCurrency(body.currency, ctx.merchant.currency);
  const member = await lockPlayer(trx, ctx, body.playerId);
  const round = await lockRound(trx, ctx, member.id, body.roundId);

  const earlier = await recordedTransaction(trx, ctx, member.id, body.transactionId, 'business');
  if (earlier) {
    if (earlier.kind !== 'credit' || earlier.amount !== amount || earlier.round_id !== (round?.id ?? null)) {
      throw new SeamlessError('transaction_conflict');
    }
    return okReply(trx, ctx, member.id, { reference: `${earlier.id}` });
  }
  if (!round) throw new SeamlessError('round_unknown');
  if (round.status !== 'open') throw new SeamlessError('round_closed');

  const tx = await trx
    .insertInto('game_transactions')
    .values({
      merchant_id: ctx.merchant.id,
      vendor_id: ctx.vendor.id,
      member_id: member.id,
      transaction_id: body.transactionId,
      kind: 'credit',
      reason: body.reason,
      round_id: round.id,
      amount,
      request_id: ctx.requestId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (amount > 0n) {
    // A round staked partly with bonus has its win split in the same proportion: the bonus part goes back to the
    // grant (through the bonus returns account), the rest is cash (ADR 057).
    const bet = await roundBetBonus(trx, round.bet_id);
    const bonus = bet.grantId === null ? 0n : bonusPartOf(amount, bet.stake, bet.bonusStake);
    const entry = await postEntry(trx, {
      merchantId: ctx.merchant.id,
      kind: entryKinds.gameCredit,
      idempotencyKey: transactionKey(ctx, member.id, body.transactionId),
      reference: roundReference(round.id),
      memberId: member.id,
      memo: `${ctx.vendor.code} ${body.reason} ${body.roundId}`,
      postings: [
        { accountId: await houseAccountOf(trx, ctx.merchant.id, member.id, member.play), amount: -amount },
        { accountId: await memberWalletAccount(trx, ctx.merchant.id, member.id), amount: amount - bonus },
        ...(bonus > 0n ? [{ accountId: await bonusReturnsAccount(trx, ctx.merchant.id), amount: bonus }] : []),
      ],
    });
    if (entry.replayed) throw new SeamlessError('transaction_conflict');
    if (bet.grantId !== null && bonus > 0n) {
      await settleBonusShares(trx, ctx.merchant.id, {
        reference: roundReference(round.id),
        key: `credit:${tx.id}`,
        shares: [{ memberId: member.id, grantId: bet.grantId, bonusStake: 0n, bonusPayout: bonus, turnoverBack: 0n }],
      });
    }
    await trx.updateTable('game_transactions').set({ entry_id: entry.entryId }).where('id', '=', tx.id).execute();
    await trx
      .updateTable('game_rounds')
      .set((eb) => ({ credited: eb('credited', '+', amount) }))
      .where('id', '=', round.id)
      .execute();
  }
  return okReply(trx, ctx, member.id, { reference: `${tx.id}` });
}
