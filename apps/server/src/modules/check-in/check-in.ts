import type { TCheckInStatus } from '@gemilang/contract';
import type { MemberActor } from '../../platform/actor';
import { AppError } from '../../platform/app-error';
import type { Deps } from '../../platform/context';
import { recordReward } from '../rewards';
import { addDays, todayIn } from '../wallet';
import { nextDayStart, statusView } from './check-in-status';
import { checkInTable, rewardOfStreakDay } from './check-in-table';

/**
 * POST /wps/member/check-in (ADR 061), in one transaction:
 * 1. Today is the brand's day at the server's clock (midnight in the brand's zone), never the browser's.
 * 2. The streak is yesterday's plus one, or 1 when yesterday has no check-in (a missed day starts again).
 * 3. The row is unique per member and day: of two taps at once one inserts, the other finds it and is told
 *    check_in_already, and nothing is paid twice (the reward's source is the day too).
 * 4. The day's reward is recorded and paid now (payNow: the member tapped for it and sees it at once), as a grant
 *    of the `check_in` program through the promotions engine; a day paying nothing records the check-in alone.
 */
export async function checkIn(deps: Deps, actor: MemberActor): Promise<TCheckInStatus> {
  const { merchant } = actor;
  const memberId = actor.member.id;
  const now = deps.now();
  const today = todayIn(merchant.timeZone, now);
  const table = await checkInTable(deps.db, merchant.id, merchant.currencyExponent);
  if (!table.enabled) throw new AppError('check_in_unavailable');

  const streak = await deps.db.transaction().execute(async (trx) => {
    const yesterday = await trx
      .selectFrom('check_ins')
      .select('streak')
      .where('merchant_id', '=', merchant.id)
      .where('member_id', '=', memberId)
      .where('day', '=', addDays(today, -1))
      .executeTakeFirst();
    const streak = (yesterday?.streak ?? 0) + 1;
    const amount = rewardOfStreakDay(table, streak);
    const inserted = await trx
      .insertInto('check_ins')
      .values({ merchant_id: merchant.id, member_id: memberId, day: today, streak, amount, checked_in_at: now })
      .onConflict((oc) => oc.columns(['merchant_id', 'member_id', 'day']).doNothing())
      .returning('streak')
      .executeTakeFirst();
    if (!inserted) throw new AppError('check_in_already');
    if (amount > 0n) {
      await recordReward(trx, {
        merchantId: merchant.id,
        memberId,
        program: 'check_in',
        sourceRef: today,
        amount,
        details: { day: streak },
        now,
        payNow: true,
      });
    }
    return streak;
  });
  const nextDayAt = await nextDayStart(deps.db, merchant.timeZone, today);
  return statusView(table, { today, checkedInToday: true, streak, nextDayAt }, merchant);
}
