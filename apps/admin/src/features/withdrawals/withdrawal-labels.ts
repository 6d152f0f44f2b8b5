import type { TAdminWithdrawalRow, TWithdrawalState } from '@gemilang/contract';

export const stateTone: Record<TWithdrawalState, 'neutral' | 'ok' | 'warn' | 'bad' | 'accent'> = {
  requested: 'warn',
  partially_paid: 'accent',
  paid: 'accent',
  confirmed: 'ok',
  rejected: 'bad',
};

/** "12345.5" → "12,345.5": groups the whole part of a decimal string without touching its digits. */
export function groupDigits(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function moneyOf(row: Pick<TAdminWithdrawalRow, 'currency'>, amount: string): string {
  return `${row.currency} ${groupDigits(amount)}`;
}

/** Whether a decimal string is zero ("0", "0.00"). */
export function isZero(amount: string): boolean {
  return /^0(\.0*)?$/.test(amount);
}

/** What the cashier may still do with the money: pay (all or a part) or reject the remainder. */
export function isOpen(row: Pick<TAdminWithdrawalRow, 'state'>): boolean {
  return row.state === 'requested' || row.state === 'partially_paid';
}
