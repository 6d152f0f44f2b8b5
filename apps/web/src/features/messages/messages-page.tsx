import type { TMemberMessage } from '@gemilang/contract';
import { ChevronLeft, ChevronRight, Mail, MailOpen, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { formatDateTime } from '../../shared/format';
import { Button } from '../../shared/ui/button';
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
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6 text-center"
        >
          <p className="text-ink">{t('error')}</p>
          <p className="text-ink-soft text-sm">{query.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <RotateCw size={16} aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface/60 px-6 py-12 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-raised text-ink-soft">
            <Mail size={24} aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-ink">{t('emptyTitle')}</h3>
          <p className="mt-2 max-w-md text-ink-soft text-sm">{t('emptyText')}</p>
        </div>
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
          {pages > 1 ? (
            <nav aria-label={t('pages')} className="flex items-center justify-center gap-3">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('previous')}
                disabled={page <= 1}
                onClick={() => setPage((p) => p - 1)}
              >
                <ChevronLeft size={18} aria-hidden="true" />
              </Button>
              <span className="text-ink-soft text-sm tabular-nums">{t('pageOf', { page, pages })}</span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('next')}
                disabled={page >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                <ChevronRight size={18} aria-hidden="true" />
              </Button>
            </nav>
          ) : null}
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
