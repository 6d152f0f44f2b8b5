import type { TAdminDeposit, TDepositState } from '@gemilang/contract';

export const stateTone: Record<TDepositState, 'neutral' | 'ok' | 'warn' | 'bad' | 'accent'> = {
  pending: 'warn',
  created: 'accent',
  pending_payment: 'accent',
  credited: 'ok',
  rejected: 'bad',
  failed: 'bad',
  expired: 'neutral',
};

/** "12345.5" → "12,345.5": groups the whole part of a decimal string without touching its digits. */
export function groupDigits(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

export function depositMoney(deposit: Pick<TAdminDeposit, 'currency' | 'amount'>): string {
  return `${deposit.currency} ${groupDigits(deposit.amount)}`;
}

/** What the cashier may do to a deposit: decide a waiting bank transfer, or ask the gateway about an open online one. */
export function canDecide(deposit: TAdminDeposit): boolean {
  return deposit.kind === 'bank_transfer' && deposit.state === 'pending';
}

export function canCheck(deposit: TAdminDeposit): boolean {
  return deposit.kind === 'online' && ['created', 'pending_payment', 'expired', 'failed'].includes(deposit.state);
}
