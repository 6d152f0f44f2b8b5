import type { TPointConfig } from '@gemilang/contract';
import { ArrowRightLeft, Coins, Infinity as Forever } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { formatPoints } from './points-math';

/**
 * The member's points, large and gold (VISUAL.md: gold is for money and the main action), with "points do not
 * expire" beside them and, when the brand converts points to cash, the rate and the way to do it.
 */
export function BalanceCard({
  balance,
  conversion,
  currency,
  onConvert,
}: {
  balance: string;
  conversion: TPointConfig['conversion'];
  currency: string;
  onConvert: () => void;
}) {
  const { t } = useTranslation('points');
  return (
    <section
      aria-label={t('balance.label')}
      className="relative overflow-hidden rounded-2xl border border-gold/40 bg-gradient-to-br from-gold/20 via-surface to-surface p-5 sm:p-6"
    >
      <div
        aria-hidden="true"
        className="-right-16 -top-16 pointer-events-none absolute size-56 rounded-full bg-gold/10 blur-2xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold text-night shadow-gold/30 shadow-lg">
            <Coins size={28} aria-hidden="true" />
          </span>
          <div className="flex min-w-0 flex-col">
            <span className="text-ink-soft text-sm">{t('balance.label')}</span>
            <span className="font-bold text-3xl text-gold tabular-nums sm:text-4xl" data-testid="points-balance">
              {formatPoints(balance)}
            </span>
            <span className="mt-1 flex items-center gap-1.5 text-ink-soft text-xs">
              <Forever size={14} aria-hidden="true" className="text-gold" />
              {t('balance.noExpiry')}
            </span>
          </div>
        </div>
        {conversion ? (
          <div className="flex flex-col gap-2 sm:items-end">
            <Button size="lg" onClick={onConvert}>
              <ArrowRightLeft size={18} aria-hidden="true" />
              {t('balance.convert')}
            </Button>
            <span className="text-ink-soft text-xs tabular-nums">
              {t('balance.rate', {
                points: formatPoints(conversion.points),
                amount: formatMoney(currency, conversion.amount),
              })}
            </span>
          </div>
        ) : null}
      </div>
    </section>
  );
}
