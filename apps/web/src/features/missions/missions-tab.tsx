import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Fact } from '../../shared/ui/fact';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useMissions } from './api';
import { GoalCard } from './goal-card';

/** The missions: open ones first with their progress, then those to come, then those just ended. */
export function MissionsTab() {
  const { t } = useTranslation('missions');
  const query = useMissions();
  const timeZone = useMerchant()?.timeZone;
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-32" />
        <Skeleton className="h-32" />
      </div>
    );
  }
  const { items, currency } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        heading="h3"
        icon={<Target size={24} aria-hidden="true" />}
        title={t('missionsEmpty.title')}
        text={t('missionsEmpty.text')}
      />
    );
  }
  return (
    <ul aria-label={t('tabs.missions')} className="flex flex-col gap-3">
      {items.map((mission) => (
        <GoalCard
          key={mission.id}
          item={mission}
          currency={currency}
          facts={
            mission.state === 'upcoming' ? (
              <Fact label={t('starts')} value={formatDateTime(mission.startsAt, timeZone)} />
            ) : (
              <Fact label={t('ends')} value={formatDateTime(mission.endsAt, timeZone)} />
            )
          }
        />
      ))}
    </ul>
  );
}
