/**
 * How far an amount has come towards what is needed, in whole percent (floored: 99.9 % is not yet there). The
 * amounts are decimal strings of one currency; a ratio of them needs no exact arithmetic. Nothing needed counts as
 * done.
 */
export function percentOf(done: string, needed: string): number {
  const need = Number(needed);
  if (!(need > 0)) return 100;
  const ratio = Math.floor((Number(done) / need) * 100);
  return Math.min(100, Math.max(0, Number.isFinite(ratio) ? ratio : 0));
}

/**
 * A gold bar a screen reader reads as a progress bar named `label`, with the amounts in `words` ("MYR 250.00 of
 * MYR 1,000.00"): the label and percent above it and the words under it, or (`compact`, where a card's title
 * names it already) the words and percent under it.
 */
export function ProgressBar({
  label,
  percent,
  words,
  compact = false,
}: {
  label: string;
  percent: number;
  words: string;
  compact?: boolean;
}) {
  const bar = (
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
  );
  if (compact) {
    return (
      <div className="flex flex-col gap-1.5">
        {bar}
        <div className="flex items-baseline justify-between gap-3 text-xs">
          <span className="text-ink-soft tabular-nums">{words}</span>
          <span className="font-semibold text-gold tabular-nums">{percent}%</span>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="text-ink-soft">{label}</span>
        <span className="font-semibold text-gold tabular-nums">{percent}%</span>
      </div>
      {bar}
      <p className="text-ink-soft text-xs tabular-nums">{words}</p>
    </div>
  );
}
