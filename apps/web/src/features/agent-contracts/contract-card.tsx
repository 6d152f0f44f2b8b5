import type { TContract } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../shared/format';

/** A contract's parties, status and tiers, as a card; its actions come from the page (children). */
export function ContractCard({
  contract,
  title,
  children,
}: {
  contract: TContract;
  title: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('agentContracts');
  const tone =
    contract.status === 'signed'
      ? 'bg-success/15 text-success'
      : contract.status === 'offered'
        ? 'bg-gold/15 text-gold'
        : 'bg-raised text-ink-soft';
  return (
    <article aria-label={title} className="flex flex-col gap-3 rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h4 className="truncate font-semibold text-ink">{title}</h4>
          <p className="text-ink-soft text-xs">
            {t(`periods.${contract.period}`)} · {t('topRate', { rate: contract.topRate })}
          </p>
        </div>
        <span className={`rounded-full px-2 py-0.5 font-medium text-xs ${tone}`}>
          {t(`statuses.${contract.status}`)}
        </span>
      </header>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">{t('tiersOf', { title })}</caption>
          <thead className="text-ink-soft text-xs">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('tier')}
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                {t('conditions')}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {t('rate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {contract.tiers.map((tier, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: tiers are ordered and have no other identity
              <tr key={i}>
                <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
                  {i + 1}
                </th>
                <td className="py-1.5 pr-3 text-ink-soft">
                  {[
                    tier.minValidBet ? t('condition.validBet', { amount: formatAmount(tier.minValidBet) }) : null,
                    tier.minTeamLoss ? t('condition.teamLoss', { amount: formatAmount(tier.minTeamLoss) }) : null,
                    tier.minActive ? t('condition.active', { count: tier.minActive }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('condition.none')}
                </td>
                <td className="py-1.5 text-right font-semibold text-gold tabular-nums">{tier.rate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </article>
  );
}
