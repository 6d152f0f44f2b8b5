import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { useDailyTasks } from './api';
import { GoalCard } from './goal-card';

/**
 * Today's tasks (the brand's day: midnight to midnight in its zone, whatever the phone's clock says), each with its
 * progress since midnight; every task starts again at the next midnight, said above the list.
 */
export function DailyTasksTab() {
  const { t } = useTranslation('missions');
  const query = useDailyTasks();
  const timeZone = useMerchant()?.timeZone;
  if (query.isError) {
    return <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data || !timeZone) {
    return (
      <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const { items, currency, resetsAt } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        heading="h3"
        icon={<ListChecks size={24} aria-hidden="true" />}
        title={t('dailyEmpty.title')}
        text={t('dailyEmpty.text')}
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-ink-soft text-sm">{t('resets', { at: formatDateTime(resetsAt, timeZone) })}</p>
      <ul aria-label={t('tabs.daily')} className="flex flex-col gap-3">
        {items.map((task) => (
          <GoalCard key={task.id} item={task} currency={currency} />
        ))}
      </ul>
    </div>
  );
}
