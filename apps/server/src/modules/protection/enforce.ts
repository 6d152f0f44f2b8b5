import { protectionPeriods, type TProtectionPeriod } from '@gemilang/contract';
import type { Db } from '../../db/connection';
import { AppError } from '../../platform/app-error';
import { formatMinor } from '../../platform/money';
import { depositedSince } from '../deposits';
import { activeExclusion, type ProtectionRow, periodLimit, protectionRow, windowMs } from './protection-rows';

/** The end of a break as the refusal says it: `2026-12-08 04:00 UTC`. */
function untilText(until: Date): string {
  return `${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

function refuseWhileExcluded(row: ProtectionRow | undefined, now: Date): void {
  const exclusion = activeExclusion(row, now);
  if (!exclusion) return;
  const until = exclusion.until?.toISOString() ?? null;
  if (exclusion.kind === 'self_exclusion') throw new AppError('self_excluded', { until });
  throw new AppError('cooling_off', { until }, { until: untilText(exclusion.until as Date) });
}

/**
 * Refuses play to a member on a break (cooling_off) or self-excluded (self_excluded) (docs/product.md, Player
 * protection): placing lottery bets, starting a house-game round, launching a game. Signing in, reading records
 * and withdrawing never ask it.
 */
export async function assertMayGamble(db: Db, merchantId: number, memberId: bigint, now: Date): Promise<void> {
  refuseWhileExcluded(await protectionRow(db, merchantId, memberId), now);
}

/**
 * Refuses a deposit request during a break or an exclusion, and one over what is left under any of the member's
 * limits (deposit_limit_exceeded, saying the least left): the deposits credited or waiting in the rolling 24 hours,
 * 7 days and 30 days plus this one must stay within each limit in force, so the lowest room applies. The deposits
 * module calls it inside its request's transaction, after the member's cashier lock, so two requests at once
 * cannot both pass on the same room.
 */
export async function assertDepositAllowed(
  db: Db,
  input: { merchantId: number; memberId: bigint; amount: bigint; exponent: number; now: Date },
): Promise<void> {
  const { merchantId, memberId, amount, now } = input;
  const row = await protectionRow(db, merchantId, memberId);
  refuseWhileExcluded(row, now);
  let least: { period: TProtectionPeriod; left: bigint } | null = null;
  for (const period of protectionPeriods) {
    const { limit } = periodLimit(row, period, now);
    if (limit === null) continue;
    const used = await depositedSince(db, merchantId, memberId, new Date(now.getTime() - windowMs[period]));
    const left = limit > used ? limit - used : 0n;
    if (least === null || left < least.left) least = { period, left };
  }
  if (least && amount > least.left) {
    const left = formatMinor(least.left, input.exponent);
    throw new AppError('deposit_limit_exceeded', { period: least.period, left }, { left });
  }
}
