import type { TMission, TMissionState } from '@gemilang/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { Fact } from '../../shared/ui/fact';
import { showToast } from '../../shared/ui/toast';
import { useClaimReward } from './api';
import { GoalProgress } from './goal-progress';
import { goalText } from './goal-words';

/** What the member can do stands out (gold); done is green; what is over is grey. */
const stateTones: Record<TMissionState, string> = {
  upcoming: 'bg-raised text-ink-soft',
  in_progress: 'bg-gold/15 text-gold',
  reached: 'bg-warning/15 text-warning',
  claimable: 'bg-gold text-night',
  rewarded: 'bg-success/15 text-success',
  lapsed: 'bg-raised text-ink-soft',
  missed: 'bg-raised text-ink-soft',
};

export function StateBadge({ state }: { state: TMissionState }) {
  const { t } = useTranslation('missions');
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs ${stateTones[state]}`}>
      {t(`state.${state}`)}
    </span>
  );
}

/** The claim on a card: the reward centre's claim of the card's reward, once per press. */
export function ClaimButton({ rewardId, amount, currency }: { rewardId: string; amount: string; currency: string }) {
  const { t } = useTranslation('missions');
  const claim = useClaimReward();
  const money = formatMoney(currency, amount);
  return (
    <Button
      size="md"
      loading={claim.isPending}
      disabled={claim.isPending}
      onClick={() =>
        claim.mutate(rewardId, {
          onSuccess: () => showToast({ tone: 'success', title: t('claimed', { amount: money }) }),
          onError: (error) => showToast({ tone: 'danger', title: t('claimFailed'), description: error.message }),
        })
      }
    >
      {t('claim', { amount: money })}
    </Button>
  );
}

type GoalItem = Pick<
  TMission,
  'id' | 'title' | 'goal' | 'scope' | 'target' | 'progress' | 'percent' | 'reward' | 'state' | 'rewardId'
>;

/**
 * A mission's or a daily task's card: its title and goal in words, its state, the progress bar, the reward, and the
 * claim button while the reward waits for the member; `facts` adds the window's dates for a mission.
 */
export function GoalCard({ item, currency, facts }: { item: GoalItem; currency: string; facts?: ReactNode }) {
  const { t } = useTranslation('missions');
  const goal = goalText(t, item, currency);
  return (
    <li className="rounded-xl border border-line bg-surface p-4">
      <article aria-label={item.title} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex min-w-0 flex-col">
            <h3 className="font-semibold text-ink text-sm">{item.title}</h3>
            <p className="text-ink-soft text-xs">{goal}</p>
          </div>
          <StateBadge state={item.state} />
        </div>
        {item.state !== 'upcoming' ? (
          <GoalProgress
            label={goal}
            goal={item.goal}
            progress={item.progress}
            target={item.target}
            percent={item.percent}
            currency={currency}
          />
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-6">
            <Fact label={t('reward')} value={formatMoney(currency, item.reward)} />
            {facts}
          </dl>
          {item.state === 'claimable' && item.rewardId ? (
            <ClaimButton rewardId={item.rewardId} amount={item.reward} currency={currency} />
          ) : null}
        </div>
        {item.state === 'reached' ? <p className="text-ink-soft text-xs">{t('reachedHint')}</p> : null}
      </article>
    </li>
  );
}
