import type { TMissionGoal, TMissionScope } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format';

/** The goals counted in money (their target and progress are amounts); the others are whole numbers. */
export const moneyGoal = (goal: TMissionGoal) => goal === 'bets_amount' || goal === 'deposit_amount';

/** A target or progress as the card writes it: money with its currency, or a plain count. */
export function goalFigure(goal: TMissionGoal, value: string, currency: string): string {
  return moneyGoal(goal) ? formatMoney(currency, value) : value;
}

/** What the goal asks, in the reader's words: "Valid bets of MYR 100.00 on slots", "Deposit 3 times"… */
export function goalText(
  t: TFunction<'missions'>,
  item: { goal: TMissionGoal; scope: TMissionScope | null; target: string },
  currency: string,
): string {
  const scope = item.scope ? t(`scope.${item.scope}`) : null;
  const key = scope ? `goal.${item.goal}_in` : `goal.${item.goal}`;
  if (moneyGoal(item.goal)) return t(key, { amount: formatMoney(currency, item.target), scope });
  return t(key, { count: Number(item.target), scope });
}
