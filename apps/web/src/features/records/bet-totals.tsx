import type { TBetSums } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';

/** A signed amount: winnings in green with a plus, losses in red with a minus. */
export function SignedAmount({ value }: { value: string }) {
  const negative = value.startsWith('-');
  const zero = /^-?0+(\.0+)?$/.test(value);
  const tone = zero ? 'text-ink' : negative ? 'text-danger' : 'text-success';
  return (
    <span className={`font-semibold tabular-nums ${tone}`}>
      {zero ? '' : negative ? '−' : '+'}
      {formatAmount(value.replace(/^-/, ''))}
    </span>
  );
}

/** The sums of the betting record and the profit report (one definition on the server: bet-totals.ts). */
export function BetTotals({ totals, currency, label }: { totals: TBetSums; currency: string; label: string }) {
  const { t } = useTranslation('betRecords');
  const cells: [string, React.ReactNode][] = [
    [t('sums.bets'), <span className="font-semibold text-ink tabular-nums">{totals.bets}</span>],
    [t('sums.stake'), <span className="font-semibold text-ink tabular-nums">{formatAmount(totals.stake)}</span>],
    [
      t('sums.validStake'),
      <span className="font-semibold text-ink tabular-nums">{formatAmount(totals.validStake)}</span>,
    ],
    [t('sums.payout'), <span className="font-semibold text-ink tabular-nums">{formatAmount(totals.payout)}</span>],
    [t('sums.profit'), <SignedAmount value={totals.profit} />],
    [t('sums.inPlay'), <span className="font-semibold text-gold tabular-nums">{formatAmount(totals.inPlay)}</span>],
  ];
  return (
    <section aria-label={label} className="rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
      <p className="mb-2 text-ink-soft text-xs">{t('inCurrency', { currency })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cells.map(([term, value]) => (
          <div key={term} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-night/40 px-3 py-2">
            <dt className="truncate text-ink-soft text-xs">{term}</dt>
            <dd className="text-base">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
