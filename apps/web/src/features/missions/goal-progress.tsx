import type { TMissionGoal } from '@gemilang/contract';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../shared/ui/progress-bar';
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
  return <ProgressBar compact label={label} percent={percent} words={words} />;
}
