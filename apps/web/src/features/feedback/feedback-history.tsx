import type { TMemberFeedback } from '@gemilang/contract';
import { MessageSquareReply, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { Skeleton } from '../../shared/ui/skeleton';
import { FEEDBACK_PAGE_SIZE, type useMyFeedback } from './api';

function FeedbackItem({ item, timeZone }: { item: TMemberFeedback; timeZone: string }) {
  const { t } = useTranslation('feedback');
  const replied = item.state === 'replied';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full bg-raised px-2.5 py-1 font-medium text-ink text-xs">
          {t(`types.${item.type}`)}
        </span>
        <span
          className={`rounded-full px-2.5 py-1 font-medium text-xs ${replied ? 'bg-success/15 text-success' : 'bg-gold/15 text-gold'}`}
        >
          {t(`states.${item.state}`)}
        </span>
      </div>
      <p className="break-words text-ink text-sm">{item.content}</p>
      <p className="text-ink-soft text-xs">
        {t('history.sentAt', { date: formatDateTime(item.createdAt, timeZone) })}
        {item.contact ? ` · ${t('history.contact', { contact: item.contact })}` : ''}
      </p>
      {replied && item.reply ? (
        <div className="flex gap-3 rounded-lg border border-gold/30 bg-gold/5 p-3">
          <MessageSquareReply size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-gold" />
          <div className="flex min-w-0 flex-col gap-1">
            <p className="font-medium text-gold text-xs">
              {t('history.reply', { date: formatDateTime(item.repliedAt, timeZone) })}
            </p>
            <p className="whitespace-pre-line break-words text-ink text-sm">{item.reply}</p>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** The member's own feedback, newest first, each with the staff's reply once there is one. */
export function FeedbackHistory({
  query,
  page,
  onPage,
}: {
  query: ReturnType<typeof useMyFeedback>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('feedback');
  const timeZone = useMerchant()?.timeZone;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / FEEDBACK_PAGE_SIZE));
  return (
    <section aria-labelledby="feedback-history" className="flex flex-col gap-4">
      <h2 id="feedback-history" className="font-semibold text-ink text-lg">
        {t('history.title')}
      </h2>
      {query.isPending || !timeZone ? (
        <div role="status" aria-busy="true" aria-label={t('history.loading')} className="flex flex-col gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed title={t('history.error')} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<MessagesSquare size={24} aria-hidden="true" />}
          title={t('history.emptyTitle')}
          text={t('history.emptyText')}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((item) => (
              <FeedbackItem key={item.id} item={item} timeZone={timeZone} />
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={onPage} ns="feedback" keyPrefix="history" />
        </>
      )}
    </section>
  );
}
