import type { TVipProgress } from '@gemilang/contract';
import { formatMoney } from '../../shared/format';

/**
 * How far a count has come towards what a level needs, in whole percent (floored: 99.9 % is not yet there).
 * Nothing needed counts as done. The amounts are decimal strings of one currency.
 */
export function progressPercent(progress: TVipProgress): number {
  const need = Number(progress.needed);
  if (!(need > 0)) return 100;
  const ratio = Math.floor((Number(progress.counted) / need) * 100);
  return Math.min(100, Math.max(0, Number.isFinite(ratio) ? ratio : 0));
}

/** A labelled bar a screen reader reads as a progress bar, with its amounts under it. */
export function ProgressBar({
  label,
  progress,
  currency,
  words,
}: {
  label: string;
  progress: TVipProgress;
  currency: string;
  /** The amounts in words: "MYR 250.00 of MYR 1,000.00". */
  words: (counted: string, needed: string) => string;
}) {
  const percent = progressPercent(progress);
  const text = words(formatMoney(currency, progress.counted), formatMoney(currency, progress.needed));
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
        aria-valuetext={`${percent}% · ${text}`}
        className="h-2.5 overflow-hidden rounded-full bg-night"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-gold-pressed to-gold transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-ink-soft text-xs tabular-nums">{text}</p>
    </div>
  );
}
