import type { TMemberMessage } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney } from '../../shared/format';

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
  | 'adjustment_debit'
  | 'contract_paid'
  | 'contract_waiting'
  | 'contract_forced'
  | 'contract_debt_recovered'
  | 'withdrawal_resolved'
  | 'promotion_approved'
  | 'promotion_rejected'
  | 'bonus_granted'
  | 'bonus_completed'
  | 'bonus_forfeited'
  | 'points_redemption_approved'
  | 'points_redemption_rejected'
  | 'feedback_reply'
  | 'support_reply'
  | 'notice';

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
  contract_paid: 'success',
  contract_waiting: 'info',
  contract_forced: 'danger',
  contract_debt_recovered: 'info',
  withdrawal_resolved: 'info',
  promotion_approved: 'success',
  promotion_rejected: 'danger',
  bonus_granted: 'success',
  bonus_completed: 'success',
  bonus_forfeited: 'info',
  points_redemption_approved: 'success',
  points_redemption_rejected: 'danger',
  feedback_reply: 'info',
  support_reply: 'info',
  notice: 'info',
};

const promotionVariants: ReadonlySet<Variant> = new Set([
  'promotion_approved',
  'promotion_rejected',
  'bonus_granted',
  'bonus_completed',
  'bonus_forfeited',
]);

/** The offer's title in the reader's language: promotion messages carry it in all three (title_ms, title_en…). */
function offerTitleOf(params: Record<string, string>, t: TFunction): string {
  const language = t('messages:language', { defaultValue: 'ms' });
  return params[`title_${language}`] ?? params.title_ms ?? '';
}

/**
 * A contract payout's notice (ADR 038) from the reader's side (`role`): who paid whom, for which period, and
 * what comes next (the grace's end while it waits; the platform's advance when it was forced).
 */
function contractContent(
  variant: 'contract_paid' | 'contract_waiting' | 'contract_forced',
  params: Record<string, string>,
  money: string,
  t: TFunction,
  timeZone: string,
): string {
  const role = params.role === 'upline' ? 'upline' : 'downline';
  const values = {
    money,
    account: params.counterpart ?? '',
    contract: t(`messages:contractKinds.${params.contractKind ?? 'dividend'}`),
    period: formatDateTime(params.periodStart, timeZone).slice(0, 10),
    due: formatDateTime(params.dueAt, timeZone).slice(0, 16),
    shortfall: params.shortfall && params.currency ? formatMoney(params.currency, params.shortfall) : '',
  };
  let content = t(`messages:kinds.${variant}.content_${role}`, values);
  if (variant === 'contract_waiting' && values.due !== '')
    content += t(`messages:kinds.${variant}.due_${role}`, values);
  if (variant === 'contract_forced' && values.shortfall !== '')
    content += t(`messages:kinds.${variant}.shortfall`, values);
  return content;
}

/** What was taken back toward a forced dividend's advance (ADR 038), and what is still owed or that it is settled. */
function debtContent(params: Record<string, string>, money: string, t: TFunction, timeZone: string): string {
  const owed = params.owed && params.currency ? formatMoney(params.currency, params.owed) : '';
  const settled = /^[0.]*$/.test(params.owed ?? '');
  const values = { money, owed, period: formatDateTime(params.periodStart, timeZone).slice(0, 10) };
  const content = t('messages:kinds.contract_debt_recovered.content', values);
  return content + t(`messages:kinds.contract_debt_recovered.${settled ? 'settled' : 'owed'}`, values);
}

export function messageText(
  message: Pick<TMemberMessage, 'kind' | 'params'>,
  t: TFunction,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): MessageText {
  const variant = variantOf(message);
  const values = { money: moneyOf(message.params), reason: message.params.reason ?? '' };
  if (variant === 'contract_paid' || variant === 'contract_waiting' || variant === 'contract_forced') {
    return {
      title: t(`messages:kinds.${variant}.title`),
      content: contractContent(variant, message.params, values.money, t, timeZone),
      toast: t(`messages:kinds.${variant}.toast`, values),
      tone: tones[variant],
    };
  }
  if (variant === 'contract_debt_recovered') {
    return {
      title: t('messages:kinds.contract_debt_recovered.title'),
      content: debtContent(message.params, values.money, t, timeZone),
      toast: t('messages:kinds.contract_debt_recovered.toast', values),
      tone: tones[variant],
    };
  }
  if (variant === 'withdrawal_resolved') {
    // The cashier's answer to a "not received" report: the money arrived, or it was sent again.
    const outcome = message.params.outcome === 'resent' ? 'resent' : 'delivered';
    const resolved = { ...values, id: message.params.withdrawalId ?? '' };
    return {
      title: t('messages:kinds.withdrawal_resolved.title'),
      content: t(`messages:kinds.withdrawal_resolved.content_${outcome}`, resolved),
      toast: t(`messages:kinds.withdrawal_resolved.toast_${outcome}`, resolved),
      tone: tones[variant],
    };
  }
  if (variant === 'points_redemption_approved' || variant === 'points_redemption_rejected') {
    // A points mall redemption decided (ADR 064): the item in the reader's language, staff's note or reason.
    const language = t('messages:language', { defaultValue: 'ms' });
    const redemption = {
      number: message.params.number ?? '',
      item: message.params[`item_${language}`] ?? message.params.item_ms ?? '',
      quantity: message.params.quantity ?? '1',
      remark: message.params.remark ?? '',
    };
    return {
      title: t(`messages:kinds.${variant}.title`),
      content: t(`messages:kinds.${variant}.content`, redemption),
      toast: t(`messages:kinds.${variant}.toast`, redemption),
      tone: tones[variant],
    };
  }
  if (variant === 'notice') {
    // An operator's notice (ADR 068): its own title and words, written in all three languages.
    const language = t('messages:language', { defaultValue: 'ms' });
    const title = message.params[`title_${language}`] ?? message.params.title_ms ?? '';
    return {
      title,
      content: message.params[`content_${language}`] ?? message.params.content_ms ?? '',
      toast: t('messages:kinds.notice.toast', { title }),
      tone: tones[variant],
    };
  }
  if (variant === 'feedback_reply') {
    // Staff answered the member's feedback: what they wrote (its type in the reader's words) and the answer.
    const feedback = {
      type: t(`messages:feedbackTypes.${message.params.type ?? 'other'}`),
      content: message.params.content ?? '',
      reply: message.params.reply ?? '',
    };
    return {
      title: t('messages:kinds.feedback_reply.title'),
      content: t('messages:kinds.feedback_reply.content', feedback),
      toast: t('messages:kinds.feedback_reply.toast'),
      tone: tones[variant],
    };
  }
  if (variant === 'support_reply') {
    // Customer service answered a message the member left while nobody was online (ADR 065).
    const answer = { text: message.params.text ?? '', question: message.params.question ?? '' };
    return {
      title: t('messages:kinds.support_reply.title'),
      content: t('messages:kinds.support_reply.content', answer),
      toast: t('messages:kinds.support_reply.toast'),
      tone: tones[variant],
    };
  }
  if (promotionVariants.has(variant)) {
    // A forfeit names why (withdrawal, expiry, operator…) in the reader's words; a rejection gives staff's reason.
    const reason =
      variant === 'bonus_forfeited'
        ? t(`messages:forfeitReasons.${message.params.reason ?? 'operator'}`)
        : values.reason;
    const promotion = { ...values, reason, title: offerTitleOf(message.params, t) };
    const withReason = variant === 'promotion_rejected' && values.reason.trim() !== '' ? 'contentReason' : 'content';
    return {
      title: t(`messages:kinds.${variant}.title`),
      content: t(`messages:kinds.${variant}.${withReason}`, promotion),
      toast: t(`messages:kinds.${variant}.toast`, promotion),
      tone: tones[variant],
    };
  }
  const hasReason = values.reason.trim() !== '' && (variant === 'deposit_failed' || variant === 'withdrawal_rejected');
  return {
    title: t(`messages:kinds.${variant}.title`),
    content: t(`messages:kinds.${variant}.${hasReason ? 'contentReason' : 'content'}`, values),
    toast: t(`messages:kinds.${variant}.toast`, values),
    tone: tones[variant],
  };
}
