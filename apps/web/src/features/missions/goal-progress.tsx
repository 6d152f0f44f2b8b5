import type { TMissionGoal } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { goalFigure } from './goal-words';

/**
 * How far a goal has come, as a bar with its percent (floored by the server: 100 only when reached), readable by a
 * screen reader as a progress bar named after the goal it measures.
 */
export function GoalProgress({
  label,
  goal,
  progress,
  target,
  percent,
  currency,
}: {
  label: string;
  goal: TMissionGoal;
  progress: string;
  target: string;
  percent: number;
  currency: string;
}) {
  const { t } = useTranslation('missions');
  const words = t('progressOf', {
    progress: goalFigure(goal, progress, currency),
    target: goalFigure(goal, target, currency),
  });
  return (
    <div className="flex flex-col gap-1.5">
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
      <div className="flex items-baseline justify-between gap-3 text-xs">
        <span className="text-ink-soft tabular-nums">{words}</span>
        <span className="font-semibold text-gold tabular-nums">{percent}%</span>
      </div>
    </div>
  );
}
