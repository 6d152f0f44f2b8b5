import type { TVipProgress } from '@gemilang/contract';
import { formatMoney } from '../../shared/format';
import { ProgressBar, percentOf } from '../../shared/ui/progress-bar';

/** How far a count has come towards what a level needs, in whole percent (shared/ui/progress-bar.tsx). */
export const progressPercent = (progress: TVipProgress) => percentOf(progress.counted, progress.needed);

/** A level's count as a labelled bar, with its amounts under it. */
export function VipProgressBar({
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
  return (
    <ProgressBar
      label={label}
      percent={progressPercent(progress)}
      words={words(formatMoney(currency, progress.counted), formatMoney(currency, progress.needed))}
    />
  );
}
