import { ArrowRightLeft, Infinity as Forever, Landmark, type LucideIcon, ScrollText, TrendingUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatMoney } from '../../shared/format';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePointConfig } from './api';
import { formatPoints } from './points-math';

function RuleCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h3 className="flex items-center gap-2 font-semibold text-ink">
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gold/10 text-gold">
          <Icon size={18} aria-hidden="true" />
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The points rules (docs/product.md, The points mall: betting unit, points ratio): what each product's valid bets earn, what deposits earn,
 * the rate and minimum of conversion to cash, that points do not expire, and the brand's own notes.
 */
export function RulesTab() {
  const { t } = useTranslation('points');
  const query = usePointConfig();
  const brand = useMerchant()?.name ?? '';
  const titleId = useId();

  if (query.isError) {
    return <LoadFailed title={t('rules.error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <div role="status" aria-busy="true" aria-label={t('rules.loading')} className="flex flex-col gap-3">
        <Skeleton className="h-48" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const config = query.data;
  const money = (value: string) => formatMoney(config.currency, value);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="sr-only">
        {t('rules.title')}
      </h2>
      <RuleCard icon={TrendingUp} title={t('rules.earnTitle')}>
        <p className="text-ink-soft text-sm">{t('rules.earnIntro')}</p>
        {config.rates.length === 0 ? (
          <p className="text-ink text-sm">{t('rules.noRates')}</p>
        ) : (
          <div className="overflow-x-auto rounded-lg border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{t('rules.earnTitle')}</caption>
              <thead className="bg-raised text-ink-soft text-xs">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {t('rules.product')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('rules.bettingUnit')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    {t('rules.pointsRatio')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {config.rates.map((rate) => (
                  <tr key={rate.product} className="bg-surface/60">
                    <th scope="row" className="px-3 py-2 font-normal text-ink">
                      {t(`product.${rate.product}`)}
                    </th>
                    <td className="whitespace-nowrap px-3 py-2 text-right text-ink tabular-nums">
                      {money(rate.bettingUnit)}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-right font-semibold text-gold tabular-nums">
                      {formatPoints(rate.pointsRatio)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </RuleCard>
      <div className="grid gap-4 md:grid-cols-3">
        <RuleCard icon={Landmark} title={t('rules.depositTitle')}>
          <p className="text-ink text-sm">
            {config.deposit
              ? t('rules.depositLine', {
                  unit: money(config.deposit.bettingUnit),
                  points: formatPoints(config.deposit.pointsRatio),
                })
              : t('rules.noDeposit')}
          </p>
        </RuleCard>
        <RuleCard icon={ArrowRightLeft} title={t('rules.conversionTitle')}>
          <p className="text-ink text-sm">
            {config.conversion
              ? t('rules.conversionLine', {
                  points: formatPoints(config.conversion.points),
                  amount: money(config.conversion.amount),
                  min: formatPoints(config.conversion.minPoints),
                })
              : t('rules.noConversion')}
          </p>
        </RuleCard>
        <RuleCard icon={Forever} title={t('rules.expiryTitle')}>
          <p className="text-ink text-sm">{t('rules.expiry')}</p>
        </RuleCard>
      </div>
      {config.notes ? (
        <RuleCard icon={ScrollText} title={t('rules.notesTitle', { brand })}>
          <p className="whitespace-pre-line break-words text-ink-soft text-sm">{config.notes}</p>
        </RuleCard>
      ) : null}
    </section>
  );
}
