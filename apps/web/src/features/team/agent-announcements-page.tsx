import { contentRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { useSession } from '../../shared/session';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { RichText } from '../../shared/ui/rich-text';
import { Loading } from './agent-ui';

/** The agent centre's announcements (first entry): what the operator tells its agents, newest first. */
export function AgentAnnouncementsPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession()?.token ?? '';
  const merchant = useMerchant();
  const notices = useQuery({
    queryKey: ['agent-announcements', token, i18n.language],
    queryFn: () => callApi(contentRoutes.agentAnnouncements),
    enabled: token !== '',
    retry: false,
  });
  if (notices.isError) return <LoadFailed message={notices.error.message} onRetry={() => void notices.refetch()} />;
  if (!notices.data) return <Loading rows={3} />;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('announcements.title')}</h2>
      {notices.data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          compact
          icon={<Megaphone size={24} aria-hidden="true" />}
          title={t('announcements.emptyTitle')}
          text={t('announcements.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {notices.data.items.map((notice, i) => (
            <li key={notice.id}>
              <details open={i === 0} className="group rounded-xl border border-line bg-surface/60 p-3 sm:p-4">
                <summary className="flex cursor-pointer list-none items-start justify-between gap-3">
                  <span className="font-semibold text-ink">{notice.title}</span>
                  <time className="shrink-0 text-ink-soft text-xs tabular-nums" dateTime={notice.timestamp}>
                    {formatDateTime(notice.timestamp, merchant?.timeZone ?? 'UTC')}
                  </time>
                </summary>
                <RichText html={notice.content} className="mt-3 text-ink-soft text-sm" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
