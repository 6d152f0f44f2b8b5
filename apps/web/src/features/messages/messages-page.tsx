import type { TMemberMessage } from '@gemilang/contract';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Pager } from '../../shared/ui/pager';
import { Skeleton } from '../../shared/ui/skeleton';
import { MESSAGES_PAGE_SIZE, useMarkRead, useMessagePage } from './api';
import { messageText } from './message-text';

/**
 * Platform messages (member centre: messageV2): notices of deposits, withdrawals and adjustments, newest
 * first, each with its title, text and date in the merchant's zone; unread ones are marked and can be
 * marked read one by one or all at once.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const [page, setPage] = useState(1);
  const query = useMessagePage(page);
  const markRead = useMarkRead();
  // Dates are the merchant's: wait for its zone (the shell has it already) rather than show UTC first.
  const timeZone = useMerchant()?.timeZone;
  const unread = query.data?.unread ?? 0;
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / MESSAGES_PAGE_SIZE));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-ink text-lg">{t('title')}</h2>
          {query.data ? (
            <p className="text-ink-soft text-sm" aria-live="polite">
              {unread > 0 ? t('unreadCount', { count: unread }) : t('allRead')}
            </p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          loading={markRead.isPending && markRead.variables?.all === true}
          onClick={() => markRead.mutate({ all: true })}
        >
          <MailOpen size={16} aria-hidden="true" />
          {t('markAllRead')}
        </Button>
      </div>

      {markRead.isError ? (
        <p role="alert" className="text-danger text-sm">
          {markRead.error.message}
        </p>
      ) : null}

      {query.isPending || !timeZone ? (
        <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadFailed title={t('error')} message={query.error.message} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<Mail size={24} aria-hidden="true" />}
          title={t('emptyTitle')}
          text={t('emptyText')}
        />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {query.data.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                timeZone={timeZone}
                pending={markRead.isPending && markRead.variables?.ids?.includes(message.id) === true}
                onRead={() => markRead.mutate({ ids: [message.id] })}
              />
            ))}
          </ul>
          <Pager ns="messages" page={page} pages={pages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function MessageItem({
  message,
  timeZone,
  pending,
  onRead,
}: {
  message: TMemberMessage;
  timeZone: string;
  pending: boolean;
  onRead: () => void;
}) {
  const { t } = useTranslation('messages');
  const text = messageText(message, t, timeZone);
  return (
    <li
      className={[
        'rounded-xl border p-4',
        message.read ? 'border-line bg-surface/60' : 'border-gold/40 bg-raised',
      ].join(' ')}
    >
      <article aria-label={text.title} className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {message.read ? null : (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gold/15 px-2 py-0.5 font-semibold text-gold text-xs">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-gold" />
              {t('unread')}
            </span>
          )}
          <h3 className={`text-sm ${message.read ? 'text-ink-soft' : 'font-semibold text-ink'}`}>{text.title}</h3>
          <time dateTime={message.createdAt} className="ml-auto text-ink-soft text-xs tabular-nums">
            {formatDateTime(message.createdAt, timeZone)}
          </time>
        </div>
        <p className="text-ink text-sm tabular-nums">{text.content}</p>
        {message.read ? null : (
          <div>
            <Button
              variant="ghost"
              size="sm"
              className="-ml-3"
              loading={pending}
              aria-label={t('markReadNamed', { title: text.title, date: formatDateTime(message.createdAt, timeZone) })}
              onClick={onRead}
            >
              {t('markRead')}
            </Button>
          </div>
        )}
      </article>
    </li>
  );
}
