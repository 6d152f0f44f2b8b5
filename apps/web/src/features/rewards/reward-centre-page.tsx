import { rewardPrograms, type TRewardProgram } from '@gemilang/contract';
import { Gift, Sparkles } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMerchant } from '../../shared/api/site-queries';
import { closeDialog } from '../../shared/dialogs';
import { formatDateTime, formatMoney } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { Skeleton } from '../../shared/ui/skeleton';
import { TabPanel, useTabIds } from '../../shared/ui/tab-panel';
import { showToast } from '../../shared/ui/toast';
import { type RewardView, useClaimAllRewards, useClaimReward, useRebateToday, useRewardCentre } from './api';
import { RebateLines, RewardItem } from './reward-item';

const views: RewardView[] = ['open', 'history'];

/** The rewards of one tab: a program filter, the list, and its pages. */
function RewardList({ view }: { view: RewardView }) {
  const { t } = useTranslation('rewards');
  const [program, setProgram] = useState<TRewardProgram | null>(null);
  const [page, setPage] = useState(1);
  const query = useRewardCentre(view, program, page);
  const claim = useClaimReward();
  const timeZone = useMerchant()?.timeZone;
  const filterId = useId();

  const onClaim = (id: string) =>
    claim.mutate(id, {
      onSuccess: (result) =>
        showToast({
          tone: 'success',
          title: t('claimed', { amount: formatMoney(query.data?.currency ?? '', result.amount) }),
        }),
    });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={filterId} className="text-ink-soft text-sm">
          {t('filter')}
        </label>
        <select
          id={filterId}
          value={program ?? ''}
          onChange={(event) => {
            setProgram((event.target.value || null) as TRewardProgram | null);
            setPage(1);
          }}
          className="min-h-10 rounded-lg border border-line bg-raised px-3 text-ink text-sm"
        >
          <option value="">{t('allPrograms')}</option>
          {rewardPrograms.map((p) => (
            <option key={p} value={p}>
              {t(`program.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {claim.isError ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-danger text-sm">
          {t('claimFailed')}: {claim.error.message}
        </p>
      ) : null}
      {query.isError ? (
        <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !query.data || !timeZone ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<Gift size={24} aria-hidden="true" />}
          title={t(view === 'open' ? 'emptyOpenTitle' : 'emptyHistoryTitle')}
          text={t(view === 'open' ? 'emptyOpenText' : 'emptyHistoryText')}
          actions={
            <Button asChild variant="secondary">
              <Link to="/promotions" onClick={() => closeDialog()}>
                {t('toPromotions')}
              </Link>
            </Button>
          }
        />
      ) : (
        <>
          <ul aria-label={t(`view.${view}`)} className="flex flex-col gap-3">
            {query.data.items.map((reward) => (
              <RewardItem
                key={reward.id}
                reward={reward}
                currency={query.data.currency}
                timeZone={timeZone}
                onClaim={onClaim}
                claiming={claim.isPending}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.ceil(query.data.total / query.data.pageSize)}
            onPage={setPage}
            ns="rewards"
            keyPrefix="pager"
          />
        </>
      )}
    </div>
  );
}

/** What waits for the member's claim, and one button to claim it all. */
function WaitingSummary() {
  const { t } = useTranslation('rewards');
  const query = useRewardCentre('open', null, 1);
  const claimAll = useClaimAllRewards();
  const data = query.data;
  if (!data) return null;
  const money = (value: string) => formatMoney(data.currency, value);
  return (
    <section
      aria-label={t('waitingLabel')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/50 bg-gradient-to-br from-gold/15 via-surface to-surface p-4"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 place-items-center rounded-full bg-gold text-night">
          <Sparkles size={22} aria-hidden="true" />
        </span>
        <div className="flex flex-col">
          <span className="text-ink-soft text-xs">{t('waitingLabel')}</span>
          <span className="font-bold text-gold text-xl tabular-nums">{money(data.waitingAmount)}</span>
          <span className="text-ink-soft text-xs">{t('waitingCount', { count: data.waitingCount })}</span>
        </div>
      </div>
      <Button
        disabled={data.waitingCount === 0 || claimAll.isPending}
        onClick={() =>
          claimAll.mutate(undefined, {
            onSuccess: (result) =>
              showToast({
                tone: 'success',
                title: t('claimedAll', { count: result.claimed, amount: money(result.amount) }),
              }),
          })
        }
      >
        {t('claimAll')}
      </Button>
      {claimAll.isError ? (
        <p role="alert" className="w-full text-danger text-sm">
          {t('claimFailed')}: {claimAll.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** Today's rebate so far: what the day's valid bets would pay if it ended now; paid after midnight. */
function RebateToday() {
  const { t } = useTranslation('rewards');
  const query = useRebateToday();
  const timeZone = useMerchant()?.timeZone;
  const data = query.data;
  if (!data?.enabled || !timeZone) return null;
  return (
    <section aria-label={t('today.title')} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-ink text-sm">{t('today.title')}</h3>
        <span className="font-bold text-gold text-lg tabular-nums">{formatMoney(data.currency, data.amount)}</span>
      </div>
      {data.lines.length > 0 ? (
        <RebateLines lines={data.lines} currency={data.currency} />
      ) : (
        <p className="text-ink-soft text-sm">{t('today.none')}</p>
      )}
      <p className="text-ink-soft text-xs">{t('today.note', { at: formatDateTime(data.periodEnd, timeZone) })}</p>
    </section>
  );
}

/**
 * Member centre, reward centre (entry 10; ADR 059): everything the member earned from the loyalty programs —
 * rebates, VIP rewards, missions, races, check-ins, daily tasks, red envelopes, friends — waiting to be claimed or
 * being paid, and the history, each with what it came from. A claimed reward becomes a bonus (its turnover shows in
 * the bonus details).
 */
export function RewardCentrePage() {
  const { t } = useTranslation('rewards');
  const [view, setView] = useState<RewardView>('open');
  const ids = useTabIds();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
        <p className="text-ink-soft text-sm">{t('intro')}</p>
      </div>
      <WaitingSummary />
      <RebateToday />
      <Tabs.Root value={view} onValueChange={(value) => setView(value as RewardView)} className="flex flex-col gap-3">
        <Tabs.List aria-label={t('views')} className="grid grid-cols-2 gap-1 rounded-xl bg-night/70 p-1">
          {views.map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              {...ids(v)}
              className="min-h-10 rounded-lg px-3 font-medium text-ink-soft text-sm transition-colors hover:text-ink focus-visible:outline-2 focus-visible:outline-gold data-[state=active]:bg-raised data-[state=active]:text-gold data-[state=active]:shadow"
            >
              {t(`view.${v}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {views.map((v) => (
          <TabPanel key={v} ids={ids(v)} selected={v === view} className="outline-none">
            <RewardList view={v} />
          </TabPanel>
        ))}
      </Tabs.Root>
    </div>
  );
}
