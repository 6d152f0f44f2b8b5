import type { TMyVip, TVipLevel } from '@gemilang/contract';
import { Check, Minus } from 'lucide-react';
import { Fragment, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney } from '../../shared/format';
import { useMediaQuery } from '../../shared/ui/use-media-query';

/** A rate in basis points as a percent: 115 → "1.15%". */
export const percentOf = (rateBp: number) => `${(rateBp / 100).toFixed(2)}%`;

/**
 * Each level's benefits: what reaching it takes, its rewards, rebate rates, withdrawal limits and service line; a
 * table on a wide screen, a card per level on a phone.
 */
export function BenefitsTable({ vip }: { vip: TMyVip }) {
  const { t } = useTranslation('vip');
  const headingId = useId();
  const wide = useMediaQuery('(min-width: 640px)');
  const money = (value: string) => (Number(value) > 0 ? formatMoney(vip.currency, value) : '–');
  // One line per rate: a comma list in a narrow column read as one long run of words.
  const rebates = (level: TVipLevel) =>
    level.rebates.length === 0 ? (
      t('benefits.noRebate')
    ) : (
      <ul className="flex flex-col gap-0.5">
        {level.rebates.map((r) => (
          <li key={`${r.period}-${r.product}`} className="whitespace-nowrap">
            {t('benefits.rate', {
              period: t(`period.${r.period}`),
              product: t(`product.${r.product}`),
              rate: percentOf(r.rateBp),
            })}
          </li>
        ))}
      </ul>
    );
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
  const requirement = (level: TVipLevel) =>
    level.level === 0
      ? t('benefits.everyone')
      : t('benefits.requirement', {
          bets: formatAmount(level.minValidBets),
          deposits: formatAmount(level.minDeposits),
        });
  const service = (level: TVipLevel) =>
    level.vipService ? (
      <Check size={18} className="text-gold" aria-label={t('benefits.yes')} />
    ) : (
      <Minus size={18} className="text-ink-soft" aria-label={t('benefits.no')} />
    );
  const cell = 'px-3 py-2 align-top';
  if (!wide) {
    // A phone: one card per level, its benefits as labelled lines (an eight-column table would scroll sideways).
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h3 id={headingId} className="font-semibold text-ink">
          {t('benefits.title')}
        </h3>
        <ul aria-labelledby={headingId} className="flex flex-col gap-2">
          {vip.levels.map((level) => {
            const mine = level.level === vip.level;
            const facts: [string, ReactNode][] = [
              [t('benefits.requires'), requirement(level)],
              [t('benefits.upgrade'), money(level.upgradeReward)],
              [t('benefits.weekly'), money(level.weeklyReward)],
              [t('benefits.monthly'), money(level.monthlyReward)],
              [t('benefits.rebates'), rebates(level)],
              [t('benefits.withdrawals'), withdrawals(level)],
              [t('benefits.service'), service(level)],
            ];
            return (
              <li
                key={level.level}
                aria-current={mine ? 'true' : undefined}
                className={`rounded-xl border p-3 ${mine ? 'border-gold/60 bg-gold/10' : 'border-line bg-surface'}`}
              >
                <p className="font-semibold text-ink">
                  {t('levelName', { level: level.level, name: level.name })}
                  {mine ? <span className="ml-2 font-normal text-gold text-xs">{t('benefits.yours')}</span> : null}
                </p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  {facts.map(([label, value]) => (
                    <Fragment key={label}>
                      <dt className="text-ink-soft">{label}</dt>
                      <dd className="text-ink tabular-nums">{value}</dd>
                    </Fragment>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
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
                  <td className={`${cell} tabular-nums`}>{requirement(level)}</td>
                  <td className={`${cell} tabular-nums`}>{money(level.upgradeReward)}</td>
                  <td className={`${cell} tabular-nums`}>{money(level.weeklyReward)}</td>
                  <td className={`${cell} tabular-nums`}>{money(level.monthlyReward)}</td>
                  <td className={cell}>{rebates(level)}</td>
                  <td className={`${cell} tabular-nums`}>{withdrawals(level)}</td>
                  <td className={cell}>{service(level)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
