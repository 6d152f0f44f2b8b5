import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';

/**
 * How far the turnover has come, in whole percent (floored: 99.9 % is not yet done). The amounts are decimal
 * strings of one currency; a ratio of them needs no exact arithmetic. Nothing needed counts as done.
 */
export function turnoverPercent(done: string, needed: string): number {
  const need = Number(needed);
  if (!(need > 0)) return 100;
  const ratio = Math.floor((Number(done) / need) * 100);
  return Math.min(100, Math.max(0, Number.isFinite(ratio) ? ratio : 0));
}

/** Turnover done of needed as a bar with its percent, readable by a screen reader as a progress bar. */
export function TurnoverProgress({ done, needed, currency }: { done: string; needed: string; currency: string }) {
  const { t } = useTranslation('promotions');
  const percent = turnoverPercent(done, needed);
  const label = t('bonus.turnover');
  const words = t('bonus.turnoverOf', { done: formatMoney(currency, done), needed: formatMoney(currency, needed) });
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-ink-soft">{label}</span>
        <span className="font-semibold text-gold tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% · ${words}`}
        className="h-2.5 overflow-hidden rounded-full bg-night"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-pressed to-gold transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-ink-soft text-xs tabular-nums">{words}</p>
    </div>
  );
}
