import { ZMoney, ZTimestamp } from './common';
import { route } from './route';
import { z } from './zod';

/**
 * Check-in (the sign-in tasks; ADR 061): the member taps once per brand day (from midnight in the brand's zone)
 * and is paid the day of their streak from the brand's table; missing a day starts the streak again at day 1.
 */

export const checkInDayStates = ['done', 'today', 'upcoming'] as const;
export type TCheckInDayState = (typeof checkInDayStates)[number];

/** One day of the table as the strip shows it. */
export const ZCheckInDay = z.object({
  /** The streak day it pays (1 = the first day of a streak). */
  day: z.number().int(),
  amount: ZMoney,
  /** done: checked in on it in this round of the table; today: the day today's check-in pays (or paid). */
  state: z.enum(checkInDayStates),
});
export type TCheckInDay = z.infer<typeof ZCheckInDay>;

export const ZCheckInStatus = z.object({
  /** False when the brand offers no check-in: the page says so and shows no button. */
  enabled: z.boolean(),
  /** The brand day, yyyy-MM-dd. */
  today: z.string(),
  checkedInToday: z.boolean(),
  /** Consecutive days checked in up to today (or up to yesterday while today is still open); 0 when broken. */
  streak: z.number().int(),
  /** What today's check-in pays, or paid. */
  todayAmount: ZMoney,
  /** What checking in tomorrow will pay if the streak goes on. */
  tomorrowAmount: ZMoney,
  /** The table as a strip (day 1…N), today's place marked. */
  days: z.array(ZCheckInDay),
  /** When the next brand day starts. */
  nextDayAt: ZTimestamp,
  currency: z.string(),
});
export type TCheckInStatus = z.infer<typeof ZCheckInStatus>;

export const checkInRoutes = {
  status: route({
    method: 'GET',
    path: '/wps/member/check-in',
    access: 'realMember',
    tag: 'check-in',
    summary: "The member's check-in: the table, today's place in it, the streak and what tomorrow pays.",
    response: ZCheckInStatus,
  }),
  checkIn: route({
    method: 'POST',
    path: '/wps/member/check-in',
    access: 'realMember',
    tag: 'check-in',
    summary: "Check in for today (once per brand day): today's reward is paid at once; answers the new status.",
    response: ZCheckInStatus,
  }),
} as const;
