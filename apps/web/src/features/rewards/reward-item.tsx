import type { TReward, TRewardLine } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Fact } from '../../shared/ui/fact';
import { knownProducts, knownRefusals, programIcons, stateTones } from './reward-words';

/** What the reward came from: its period, and a rebate's lines (each product's valid bets, rate and amount). */
function Origin({ reward, currency, timeZone }: { reward: TReward; currency: string; timeZone: string }) {
  const { t } = useTranslation('rewards');
  const { details } = reward;
  const facts: { label: string; value: string }[] = [];
  if (details.name) facts.push({ label: t('details.name'), value: details.name });
  if (details.level !== undefined) facts.push({ label: t('details.level'), value: `VIP ${details.level}` });
  if (details.rank !== undefined) facts.push({ label: t('details.rank'), value: `#${details.rank}` });
  if (details.day !== undefined)
    facts.push({ label: t('details.day'), value: t('details.dayN', { day: details.day }) });
  if (details.friend) facts.push({ label: t('details.friend'), value: details.friend });
  if (details.periodStart && details.periodEnd)
    facts.push({
      label: t('details.period'),
      value: `${formatDateTime(details.periodStart, timeZone)} – ${formatDateTime(details.periodEnd, timeZone)}`,
    });
  return (
    <>
      {facts.length > 0 ? (
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {facts.map((fact) => (
            <Fact key={fact.label} {...fact} />
          ))}
        </dl>
      ) : null}
      {details.lines && details.lines.length > 0 ? <RebateLines lines={details.lines} currency={currency} /> : null}
    </>
  );
}

/** A rebate's lines: each product's valid bets, the rate applied and what it paid. */
export function RebateLines({ lines, currency }: { lines: TRewardLine[]; currency: string }) {
  const { t } = useTranslation('rewards');
  const money = (value: string) => formatMoney(currency, value);
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[18rem] text-sm">
        <caption className="sr-only">{t('details.linesCaption')}</caption>
        <thead>
          <tr className="text-left text-ink-soft text-xs">
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('details.product')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {t('details.base')}
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-medium">
              {t('details.rate')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('details.amount')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={line.label}>
              <th scope="row" className="py-1.5 pr-2 text-left font-normal text-ink">
                {knownProducts.includes(line.label) ? t(`product.${line.label}`) : line.label}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{money(line.base)}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{(line.rateBp / 100).toFixed(2)}%</td>
              <td className="py-1.5 text-right font-semibold tabular-nums">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One reward: its program, amount and state, when it was earned and until when it may be claimed, what it came from. */
export function RewardItem({
  reward,
  currency,
  timeZone,
  onClaim,
  claiming,
}: {
  reward: TReward;
  currency: string;
  timeZone: string;
  onClaim: (id: string) => void;
  claiming: boolean;
}) {
  const { t } = useTranslation('rewards');
  const Icon = programIcons[reward.program];
  const name = t(`program.${reward.program}`);
  const refusal =
    reward.state === 'refused' ? t(`refusal.${knownRefusals.includes(reward.reason) ? reward.reason : 'other'}`) : null;
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <article aria-label={name} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold/15 text-gold">
            <Icon size={20} aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-1 flex-col">
            <h3 className="font-semibold text-ink text-sm">{name}</h3>
            <time dateTime={reward.earnedAt} className="text-ink-soft text-xs tabular-nums">
              {t('earnedAt', { at: formatDateTime(reward.earnedAt, timeZone) })}
            </time>
          </div>
          <div className="flex flex-col items-end gap-1">
            <span className="font-bold text-gold text-lg tabular-nums">{formatMoney(currency, reward.amount)}</span>
            <span
              className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${stateTones[reward.state]}`}
            >
              {t(`state.${reward.state}`)}
            </span>
          </div>
        </div>
        <Origin reward={reward} currency={currency} timeZone={timeZone} />
        {refusal ? <p className="text-danger text-sm">{refusal}</p> : null}
        {reward.paidAt ? (
          <p className="text-ink-soft text-xs">{t('paidAt', { at: formatDateTime(reward.paidAt, timeZone) })}</p>
        ) : null}
        {reward.state === 'waiting' ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-ink-soft text-xs">{t('claimBy', { at: formatDateTime(reward.claimBy, timeZone) })}</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onClaim(reward.id)}
              disabled={claiming}
              aria-label={t('claimNamed', { name, amount: formatMoney(currency, reward.amount) })}
            >
              {t('claim')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
