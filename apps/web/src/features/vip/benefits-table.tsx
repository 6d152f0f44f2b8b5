import type { TMyVip, TVipLevel } from '@gemilang/contract';
import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney } from '../../shared/format';

/** A rate in basis points as a percent: 115 → "1.15%". */
export const percentOf = (rateBp: number) => `${(rateBp / 100).toFixed(2)}%`;

/** Each level's benefits: what reaching it takes, its rewards, rebate rates, withdrawal limits and service line. */
export function BenefitsTable({ vip }: { vip: TMyVip }) {
  const { t } = useTranslation('vip');
  const headingId = useId();
  const money = (value: string) => (Number(value) > 0 ? formatMoney(vip.currency, value) : '–');
  const rebates = (level: TVipLevel) =>
    level.rebates.length === 0
      ? t('benefits.noRebate')
      : level.rebates
          .map((r) =>
            t('benefits.rate', {
              period: t(`period.${r.period}`),
              product: t(`product.${r.product}`),
              rate: percentOf(r.rateBp),
            }),
          )
          .join(', ');
  const withdrawals = (level: TVipLevel) =>
    level.withdrawalMax === null && level.withdrawalsPerDay === null
      ? t('benefits.standard')
      : [
          level.withdrawalMax === null
            ? null
            : t('benefits.upTo', { amount: formatMoney(vip.currency, level.withdrawalMax) }),
          level.withdrawalsPerDay === null ? null : t('benefits.perDay', { count: level.withdrawalsPerDay }),
        ]
          .filter(Boolean)
          .join(' · ');
  const cell = 'px-3 py-2 align-top';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-ink">
        {t('benefits.title')}
      </h3>
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{t('benefits.title')}</caption>
          <thead className="bg-raised text-ink-soft text-xs">
            <tr>
              <th scope="col" className={cell}>
                {t('benefits.level')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.requires')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.upgrade')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.weekly')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.monthly')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.rebates')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.withdrawals')}
              </th>
              <th scope="col" className={cell}>
                {t('benefits.service')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {vip.levels.map((level) => {
              const mine = level.level === vip.level;
              return (
                <tr
                  key={level.level}
                  aria-current={mine ? 'true' : undefined}
                  className={mine ? 'bg-gold/10' : undefined}
                >
                  <th scope="row" className={`${cell} font-semibold text-ink whitespace-nowrap`}>
                    {t('levelName', { level: level.level, name: level.name })}
                    {mine ? <span className="block font-normal text-gold text-xs">{t('benefits.yours')}</span> : null}
                  </th>
                  <td className={`${cell} tabular-nums`}>
                    {level.level === 0
                      ? t('benefits.everyone')
                      : t('benefits.requirement', {
                          bets: formatAmount(level.minValidBets),
                          deposits: formatAmount(level.minDeposits),
                        })}
                  </td>
                  <td className={`${cell} tabular-nums`}>{money(level.upgradeReward)}</td>
                  <td className={`${cell} tabular-nums`}>{money(level.weeklyReward)}</td>
                  <td className={`${cell} tabular-nums`}>{money(level.monthlyReward)}</td>
                  <td className={cell}>{rebates(level)}</td>
                  <td className={`${cell} tabular-nums`}>{withdrawals(level)}</td>
                  <td className={cell}>
                    {level.vipService ? (
                      <Check size={18} className="text-gold" aria-label={t('benefits.yes')} />
                    ) : (
                      <Minus size={18} className="text-ink-soft" aria-label={t('benefits.no')} />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
