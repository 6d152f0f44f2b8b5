import type { TMemberMessage } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../shared/format';

/**
 * A message's words in the reader's language, from its kind and parameters (the server never stores text,
 * so a member who changes language reads every message in the new one).
 */
type Variant =
  | 'deposit_credited'
  | 'deposit_failed'
  | 'withdrawal_approved'
  | 'withdrawal_rejected'
  | 'adjustment_credit'
  | 'adjustment_debit';

function variantOf(message: Pick<TMemberMessage, 'kind' | 'params'>): Variant {
  if (message.kind === 'adjustment') {
    return message.params.amount?.trim().startsWith('-') ? 'adjustment_debit' : 'adjustment_credit';
  }
  return message.kind;
}

function moneyOf(params: Record<string, string>): string {
  const amount = (params.amount ?? '').trim().replace(/^[-+]/, '');
  return params.currency ? formatMoney(params.currency, amount) : amount;
}

export interface MessageText {
  title: string;
  content: string;
  /** One line for a toast: "Deposit credited: MYR 100.00". */
  toast: string;
  tone: 'success' | 'danger' | 'info';
}

const tones: Record<Variant, MessageText['tone']> = {
  deposit_credited: 'success',
  deposit_failed: 'danger',
  withdrawal_approved: 'success',
  withdrawal_rejected: 'danger',
  adjustment_credit: 'info',
  adjustment_debit: 'info',
};

export function messageText(message: Pick<TMemberMessage, 'kind' | 'params'>, t: TFunction): MessageText {
  const variant = variantOf(message);
  const values = { money: moneyOf(message.params), reason: message.params.reason ?? '' };
  const hasReason = values.reason.trim() !== '' && (variant === 'deposit_failed' || variant === 'withdrawal_rejected');
  return {
    title: t(`messages:kinds.${variant}.title`),
    content: t(`messages:kinds.${variant}.${hasReason ? 'contentReason' : 'content'}`, values),
    toast: t(`messages:kinds.${variant}.toast`, values),
    tone: tones[variant],
  };
}
