import type { TWithdrawLimits } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { money } from '../../shared/forms/money-input';

/** What can be withdrawn now and the brand's limits, above the form. */
export function Summary({ limits }: { limits: TWithdrawLimits }) {
  const { t } = useTranslation('withdraw');
  const m = (amount: string) => money(limits.currency, amount, limits.exponent);
  return (
    <section
      aria-label={t('summary.label')}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 sm:flex-row sm:items-end sm:justify-between"
    >
      <div className="flex flex-col gap-1">
        <span className="text-ink-soft text-sm">{t('summary.available')}</span>
        <span className="tabular font-semibold text-2xl text-gold" data-testid="withdraw-available">
          {m(limits.available)}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:text-right">
        <dt className="text-ink-soft">{t('summary.limits')}</dt>
        <dd className="tabular text-ink">
          {m(limits.minAmount)} – {m(limits.maxAmount)}
        </dd>
        <dt className="text-ink-soft">{t('summary.today')}</dt>
        <dd className="tabular text-ink">
          {t('summary.todayValue', { used: limits.usedToday, count: limits.dailyCount })}
        </dd>
      </dl>
    </section>
  );
}
