import type { TBetSums } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';
import { SignedAmount } from '../../shared/ui/signed-amount';

/** The sums of the betting record and the profit report (one definition on the server: bet-totals.ts). */
export function BetTotals({ totals, currency, label }: { totals: TBetSums; currency: string; label: string }) {
  const { t } = useTranslation('betRecords');
  const plain = (value: string) => ({ value, tone: 'text-ink' });
  const cells = [
    { term: t('sums.bets'), ...plain(String(totals.bets)) },
    { term: t('sums.stake'), ...plain(formatAmount(totals.stake)) },
    { term: t('sums.validStake'), ...plain(formatAmount(totals.validStake)) },
    { term: t('sums.payout'), ...plain(formatAmount(totals.payout)) },
    { term: t('sums.profit'), signed: totals.profit },
    { term: t('sums.inPlay'), value: formatAmount(totals.inPlay), tone: 'text-gold' },
  ];
  return (
    <section aria-label={label} className="rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
      <p className="mb-2 text-ink-soft text-xs">{t('inCurrency', { currency })}</p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cells.map((cell) => (
          <div key={cell.term} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-night/40 px-3 py-2">
            <dt className="truncate text-ink-soft text-xs">{cell.term}</dt>
            <dd className="text-base">
              {cell.signed !== undefined ? (
                <SignedAmount plus strong value={cell.signed} />
              ) : (
                <span className={`font-semibold tabular-nums ${cell.tone}`}>{cell.value}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
