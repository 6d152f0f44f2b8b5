import { supportChatAdminRoutes, supportChatMaxText, type TSupportChatOfflineMessage } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Button } from '../../shared/ui/button';
import { Select, TextArea } from '../../shared/ui/field';
import { Pager } from '../../shared/ui/pager';
import { EmptyState, ErrorState, InlineMessage, Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { consoleKeys } from './api';

const pageSize = 20;

/** How to reach a visitor who left a message (ADR 070): their number or address, ready to call or write to. */
function VisitorContact({ contact }: { contact: NonNullable<TSupportChatOfflineMessage['contact']> }) {
  const { t } = useTranslation('supportConsole');
  return (
    <p className="text-[12px]">
      <span className="text-ink-soft">{t(contact.kind === 'phone' ? 'offline.phone' : 'offline.email')}</span>{' '}
      <a
        className="font-medium break-all text-accent hover:underline"
        href={`${contact.kind === 'phone' ? 'tel:' : 'mailto:'}${contact.value}`}
      >
        {contact.value}
      </a>
    </p>
  );
}

/**
 * A visitor's message waiting (ADR 070): the console says it is answered outside the site, at the contact, and
 * staff then mark it answered.
 */
function MarkAnswered({ item }: { item: TSupportChatOfflineMessage }) {
  const { t } = useTranslation('supportConsole');
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => callApi(supportChatAdminRoutes.markOfflineAnswered, { params: { id: item.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
  return (
    <div className="space-y-2">
      <p className="text-[12px] text-ink-soft">{t('offline.visitorNote')}</p>
      {mark.isError ? <InlineMessage tone="bad">{errorMessage(mark.error)}</InlineMessage> : null}
      <Button
        variant="primary"
        aria-label={t('offline.markAnsweredOf', { contact: item.contact?.value ?? '' })}
        disabled={mark.isPending}
        onClick={() => mark.mutate()}
      >
        <CheckCheck aria-hidden className="size-3.5" />
        {t('offline.markAnswered')}
      </Button>
    </div>
  );
}

function OfflineItem({ item }: { item: TSupportChatOfflineMessage }) {
  const { t } = useTranslation('supportConsole');
  const { timeZone } = useMerchant();
  const id = useId();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const send = useMutation({
    mutationFn: () =>
      callApi(supportChatAdminRoutes.answerOffline, { params: { id: item.id }, body: { text: answer.trim() } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.all }),
  });
  const visitor = item.memberId === null;
  return (
    <li className="space-y-2 rounded border border-line bg-panel p-3 text-[13px]">
      <p className="flex flex-wrap items-center justify-between gap-2 text-[12px] text-ink-soft">
        <span className="font-medium text-ink">{visitor ? t('offline.visitor') : item.username}</span>
        <span className="tabular-nums">{formatDateTime(item.createdAt, timeZone)}</span>
      </p>
      {item.contact ? <VisitorContact contact={item.contact} /> : null}
      <p className="whitespace-pre-wrap break-words">{item.text}</p>
      {visitor && item.answeredAt !== null ? (
        <p className="rounded border border-ok/30 bg-ok-soft p-2 text-[12px] text-ink-soft">
          {t('offline.markedBy', {
            name: item.answeredBy?.username ?? '',
            at: formatDateTime(item.answeredAt, timeZone),
          })}
        </p>
      ) : visitor ? (
        <MarkAnswered item={item} />
      ) : item.answer !== null ? (
        <div className="space-y-1 rounded border border-ok/30 bg-ok-soft p-2">
          <p className="text-[12px] text-ink-soft">
            {t('offline.answeredBy', {
              name: item.answeredBy?.username ?? '',
              at: formatDateTime(item.answeredAt, timeZone),
            })}
          </p>
          <p className="whitespace-pre-wrap break-words">{item.answer}</p>
        </div>
      ) : (
        <form
          className="space-y-2"
          aria-label={t('offline.answerOf', { name: item.username ?? '' })}
          onSubmit={(e) => {
            e.preventDefault();
            if (answer.trim()) send.mutate();
          }}
        >
          <label htmlFor={`${id}-answer`} className="text-[12px] text-ink-soft">
            {t('offline.answer')}
          </label>
          <TextArea
            id={`${id}-answer`}
            rows={3}
            maxLength={supportChatMaxText}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
          {send.isError ? <InlineMessage tone="bad">{errorMessage(send.error)}</InlineMessage> : null}
          <Button type="submit" variant="primary" disabled={answer.trim() === '' || send.isPending}>
            <Send aria-hidden className="size-3.5" />
            {t('offline.send')}
          </Button>
        </form>
      )}
    </li>
  );
}

/**
 * Messages left while nobody was online, waiting ones first: a member's answer reaches their messages; a visitor's
 * is answered at their contact, outside the site, and marked answered (ADR 070).
 */
export function OfflineTab() {
  const { t } = useTranslation('supportConsole');
  const id = useId();
  const [state, setState] = useState<'waiting' | 'answered' | ''>('waiting');
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: consoleKeys.offline(state, page),
    queryFn: () =>
      callApi(supportChatAdminRoutes.offlineMessages, { query: { state: state || undefined, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  return (
    <section aria-label={t('offline.title')} className="space-y-3">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-state`} className="text-[12px] text-ink-soft">
          {t('offline.state')}
        </label>
        <span className="w-48">
          <Select
            id={`${id}-state`}
            value={state}
            onChange={(e) => {
              setState(e.target.value as typeof state);
              setPage(1);
            }}
          >
            <option value="waiting">{t('offline.waiting')}</option>
            <option value="answered">{t('offline.answered')}</option>
            <option value="">{t('offline.all')}</option>
          </Select>
        </span>
      </div>
      {query.isPending ? (
        <Skeleton rows={4} />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('offline.emptyTitle')} hint={t('offline.emptyHint')} />
      ) : (
        <>
          <ul className="space-y-2">
            {query.data.items.map((item) => (
              <OfflineItem key={item.id} item={item} />
            ))}
          </ul>
          <Pager page={page} pageSize={pageSize} total={query.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
