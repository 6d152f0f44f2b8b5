import type { TPlaceBetsResult } from '@gemilang/contract';
import { sql } from 'kysely';
import { AppError } from '../../platform/app-error';
import type { Deps, MerchantContext } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { cancelSlipBets, pendingSlipExposures, slipBonusShares } from '../bets';
import { bonusReturnsAccount, settleBonusShares } from '../promotions';
import { betsInPlayAccount, entryKinds, memberBalance, memberWalletAccount, postEntry } from '../wallet';
import { slipView } from './bet-views';

/**
 * POST /lgw/bets/:id/cancel: the member takes a slip back before its draw's cut-off, when the game allows it.
 *
 * Order, in one transaction: lock the slip (a double tap waits, then answers the cancelled slip again); the
 * game must allow cancelling (lottery_cancel_not_allowed); lock the draw row FOR SHARE while it is open and
 * before the cut-off by the database's clock, as placing does (lottery_cancel_too_late otherwise); then the
 * bets become cancelled, their numbers' liability is released, and the slip's total goes back to the wallet
 * (bets in play → member wallet) under a key of the slip's own. A trial account's slip was play money (ADR 052):
 * it goes back from the play bets in play, and released no liability because it took none.
 */
export async function cancelSlip(
  deps: Deps,
  input: { merchant: MerchantContext; memberId: bigint; slipId: bigint; play?: boolean },
): Promise<TPlaceBetsResult> {
  const { merchant, memberId, slipId } = input;
  const play = input.play === true;
  const { db } = deps;
  await db.transaction().execute(async (trx) => {
    const slip = await trx
      .selectFrom('lottery_slips as s')
      .innerJoin('lottery_draws as d', 'd.id', 's.draw_id')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['s.id', 's.status', 's.total_stake', 's.draw_id', 'g.allow_cancel', 'g.code', 'd.draw_number'])
      .where('s.merchant_id', '=', merchant.id)
      .where('s.member_id', '=', memberId)
      .where('s.id', '=', slipId)
      .forUpdate('s')
      .executeTakeFirst();
    if (!slip) throw new AppError('not_found');
    if (slip.status === 'cancelled') return;
    if (!slip.allow_cancel) throw new AppError('lottery_cancel_not_allowed');
    const open = await sql<{ id: bigint }>`
      select id from lottery_draws
       where id = ${slip.draw_id} and status = 'open' and clock_timestamp() < cutoff_at
         for share`.execute(trx);
    if (open.rows.length === 0) throw new AppError('lottery_cancel_too_late');

    await sql`
      update lottery_liability l set exposure = l.exposure - b.exposure
        from ${pendingSlipExposures(slipId)} b
       where l.draw_id = ${slip.draw_id} and l.bet_type = b.bet_type and l.bet_key = b.bet_key`.execute(trx);
    // A bonus-funded part goes back through the bonus returns account to its grant (ADR 057); the rest is cash.
    const shares = await slipBonusShares(trx, slipId);
    const bonus = shares.reduce((sum, s) => sum + s.bonusStake, 0n);
    const refund = await postEntry(trx, {
      merchantId: merchant.id,
      kind: entryKinds.betCancel,
      idempotencyKey: `slip:${slipId}`,
      reference: `bet_slip:${slipId}`,
      memberId,
      memo: `${slip.code} ${slip.draw_number}`,
      postings: [
        { accountId: await betsInPlayAccount(trx, merchant.id, memberId, play), amount: -slip.total_stake },
        { accountId: await memberWalletAccount(trx, merchant.id, memberId), amount: slip.total_stake - bonus },
        ...(bonus > 0n ? [{ accountId: await bonusReturnsAccount(trx, merchant.id), amount: bonus }] : []),
      ],
    });
    await settleBonusShares(trx, merchant.id, {
      reference: `bet_slip:${slipId}`,
      key: `slip:${slipId}`,
      shares: shares.map((s) => ({
        memberId,
        grantId: s.grantId,
        bonusStake: s.bonusStake,
        bonusPayout: s.bonusStake,
        turnoverBack: s.turnover,
      })),
    });
    await cancelSlipBets(trx, slipId, refund.entryId);
    await trx
      .updateTable('lottery_slips')
      .set({ status: 'cancelled', cancel_entry_id: refund.entryId, cancelled_at: sql`clock_timestamp()` })
      .where('id', '=', slipId)
      .execute();
  });
  const view = await slipView(db, merchant, memberId, slipId);
  if (!view) throw new AppError('not_found');
  const balance = await memberBalance(db, merchant.id, memberId);
  return { slip: view, balance: formatMinor(balance, merchant.currencyExponent) };
}
