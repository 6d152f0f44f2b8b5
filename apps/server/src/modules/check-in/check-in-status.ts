import type { TCheckInStatus } from '@gemilang/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { MemberActor } from '../../platform/actor';
import type { Deps } from '../../platform/context';
import { formatMinor } from '../../platform/money';
import { addDays, todayIn } from '../wallet';
import { type CheckInTable, checkInTable, rewardOfStreakDay, tableDay } from './check-in-table';

/** The member's streak as of a brand day: today's check-in if made, else yesterday's streak still unbroken. */
export async function streakOn(
  db: Db,
  merchantId: number,
  memberId: bigint,
  today: string,
): Promise<{ checkedInToday: boolean; streak: number }> {
  const rows = await db
    .selectFrom('check_ins')
    .select(['day', 'streak'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('day', 'in', [today, addDays(today, -1)])
    .execute();
  const todays = rows.find((r) => r.day === today);
  if (todays) return { checkedInToday: true, streak: todays.streak };
  return { checkedInToday: false, streak: rows[0]?.streak ?? 0 };
}

/** The status as the page shows it, from the table and the streak. */
export function statusView(
  table: CheckInTable,
  state: { today: string; checkedInToday: boolean; streak: number; nextDayAt: Date },
  merchant: { currency: string; currencyExponent: number },
): TCheckInStatus {
  const money = (minor: bigint) => formatMinor(minor, merchant.currencyExponent);
  // The streak day today's check-in pays (or paid): the next one when today is still open.
  const todayStreak = state.checkedInToday ? state.streak : state.streak + 1;
  const place = tableDay(table, todayStreak);
  return {
    enabled: table.enabled,
    today: state.today,
    checkedInToday: state.checkedInToday,
    streak: state.streak,
    todayAmount: money(rewardOfStreakDay(table, todayStreak)),
    tomorrowAmount: money(rewardOfStreakDay(table, todayStreak + 1)),
    days: table.dayRewards.map((amount, i) => {
      const day = i + 1;
      const done = day < place || (day === place && state.checkedInToday);
      return { day, amount: money(amount), state: day === place ? 'today' : done ? 'done' : 'upcoming' };
    }),
    nextDayAt: state.nextDayAt.toISOString(),
    currency: merchant.currency,
  };
}

/** When the brand day after `today` starts, as an instant (the zone's own rules, by the database). */
export async function nextDayStart(db: Db, timeZone: string, today: string): Promise<Date> {
  const { rows } = await sql<{ at: Date }>`
    select ((${addDays(today, 1)}::date)::timestamp AT TIME ZONE ${timeZone}) as at`.execute(db);
  return rows[0]?.at ?? new Date(`${addDays(today, 1)}T00:00:00Z`);
}

/** GET /wps/member/check-in: the table as a strip with today's place, the streak and what tomorrow pays. */
export async function checkInStatus(deps: Deps, actor: MemberActor): Promise<TCheckInStatus> {
  const { merchant } = actor;
  const today = todayIn(merchant.timeZone, deps.now());
  const [table, streak, nextDayAt] = await Promise.all([
    checkInTable(deps.db, merchant.id, merchant.currencyExponent),
    streakOn(deps.db, merchant.id, actor.member.id, today),
    nextDayStart(deps.db, merchant.timeZone, today),
  ]);
  return statusView(table, { today, ...streak, nextDayAt }, merchant);
}
