import { moneyGoals } from '@gemilang/contract';
import type { MissionGoal } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import { amountFromInput } from '../../../platform/money';

/** The most a count goal may ask (bets, deposits, days): beyond it a goal is a typing mistake. */
const MOST_COUNT = 1_000_000;

/**
 * A goal's target as stored: minor units for an amount goal (refused with the amount's own reason), a whole number
 * from 1 to a million for a count; a login-days goal asks at most `days` days, the days its window spans.
 */
export function targetFromInput(goal: MissionGoal, target: string, exponent: number, days?: number): bigint {
  if (moneyGoals.includes(goal)) return amountFromInput(target, exponent, 'target');
  const count = /^\d{1,7}$/.test(target) ? Number(target) : 0;
  const most = goal === 'login_days' && days !== undefined ? Math.min(MOST_COUNT, days) : MOST_COUNT;
  if (count < 1 || count > most) throw new AppError('invalid_input', [{ field: 'target', reason: 'invalid' }]);
  return BigInt(count);
}

/** The calendar days a window touches, at most: a login-days goal cannot ask more days than that. */
export function windowDays(startsAt: string, endsAt: string): number {
  return Math.ceil((Date.parse(endsAt) - Date.parse(startsAt)) / 86_400_000) + 1;
}
