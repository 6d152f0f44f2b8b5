import type { TMyWithdrawal, TWithdrawalState } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { money } from '../../shared/forms/money-input';
import { Confirm } from './confirm-withdrawal';

const stateTone: Record<TWithdrawalState, string> = {
  requested: 'bg-warning/15 text-warning',
  partially_paid: 'bg-gold/15 text-gold',
  paid: 'bg-gold/15 text-gold',
  confirmed: 'bg-success/15 text-success',
  rejected: 'bg-danger/15 text-danger',
};

function StateBadge({ withdrawal }: { withdrawal: TMyWithdrawal }) {
  const { t } = useTranslation('withdraw');
  if (withdrawal.disputed) {
    return (
      <span className="inline-flex shrink-0 items-center rounded-full bg-crimson/15 px-2.5 py-0.5 font-medium text-crimson-ink text-xs">
        {t('states.disputed')}
      </span>
    );
  }
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 font-medium text-xs ${stateTone[withdrawal.state]}`}
    >
      {t(`states.${withdrawal.state}`)}
    </span>
  );
}

/** One withdrawal: its state, what is paid and what remains, and the answer the member owes. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: TMyWithdrawal }) {
  const { t } = useTranslation('withdraw');
  const timeZone = useMerchant()?.timeZone ?? 'UTC';
  const exponent = (w.amount.split('.')[1] ?? '').length;
  const m = (value: string) => money(w.currency, value, exponent);
  const figures: [string, string][] = [
    [t('mine.amount'), m(w.amount)],
    [t('mine.paid'), m(w.paidAmount)],
    [t('mine.remaining'), m(w.remainingAmount)],
    [t('mine.received'), m(w.receivedAmount)],
  ];
  if (!/^0(\.0*)?$/.test(w.releasedAmount)) figures.push([t('mine.released'), m(w.releasedAmount)]);

  return (
    <article
      aria-label={t('mine.cardLabel', { id: w.id })}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <span className="tabular font-semibold text-ink">{m(w.amount)}</span>
          <span className="tabular text-ink-soft text-xs">
            #{w.id} · {formatDateTime(w.createdAt, timeZone)}
          </span>
        </div>
        <StateBadge withdrawal={w} />
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5">
        {figures.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-ink-soft text-xs">{label}</dt>
            <dd className="tabular text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="truncate text-ink-soft text-xs">
        {t('mine.to', { bank: w.bankName, number: w.accountNumber, name: w.accountName })}
      </p>
      {w.payments.length > 0 ? (
        <ul aria-label={t('mine.payments')} className="flex flex-col gap-0.5 text-ink-soft text-xs">
          {w.payments.map((p) => (
            <li key={`${p.paidAt}-${p.amount}`} className="tabular">
              {t('mine.paymentLine', { amount: m(p.amount), at: formatDateTime(p.paidAt, timeZone) })}
            </li>
          ))}
        </ul>
      ) : null}
      {w.rejectNote ? <p className="text-ink text-sm">{t('mine.rejectNote', { note: w.rejectNote })}</p> : null}
      {w.disputed ? <p className="text-ink text-sm">{t('mine.disputed')}</p> : null}
      {!w.disputed && w.resolution ? (
        <p className="text-ink text-sm">
          {t(`mine.resolution.${w.resolution}`)} {w.resolutionReply ? `“${w.resolutionReply}”` : ''}
        </p>
      ) : null}
      {w.confirmation === 'auto' ? <p className="text-ink-soft text-xs">{t('mine.autoConfirmed')}</p> : null}
      {w.actions.length > 0 ? <Confirm withdrawal={w} timeZone={timeZone} money={m} /> : null}
    </article>
  );
}
