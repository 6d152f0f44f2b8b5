import {
  feedbackAdminRoutes,
  feedbackStates,
  feedbackTypes,
  maxFeedbackReply,
  type TAdminFeedback,
  type TFeedbackState,
  type TFeedbackType,
} from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { type Column, RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, TextArea } from '../../shared/ui/field';
import { FilterBar, FilterInput, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';

const pageSize = 50;
const feedbackKey = ['feedback'] as const;
const tones = { new: 'warn', replied: 'ok' } as const;

const isState = (v: string | null): v is TFeedbackState => feedbackStates.includes(v as TFeedbackState);
const isType = (v: string | null): v is TFeedbackType => feedbackTypes.includes(v as TFeedbackType);

/** One feedback in full, and the reply box while it waits: the member receives the reply as a platform message. */
function FeedbackDetail({ item, onReplied }: { item: TAdminFeedback; onReplied: () => Promise<unknown> }) {
  const { t } = useTranslation('feedback');
  const { timeZone } = useMerchant();
  const [reply, setReply] = useState('');
  const send = useMutation({
    mutationFn: () => callApi(feedbackAdminRoutes.reply, { params: { id: item.id }, body: { reply: reply.trim() } }),
    onSuccess: async () => {
      setReply('');
      await onReplied();
    },
  });
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </>
  );
  return (
    <div className="space-y-4 text-[13px]">
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1">
        {row(t('columns.member'), <span className="font-medium">{item.memberName}</span>)}
        {row(t('columns.sentAt'), <span className="tabular-nums">{formatDateTime(item.createdAt, timeZone)}</span>)}
        {row(t('columns.type'), t(`types.${item.type}`))}
        {row(t('columns.contact'), item.contact || <span className="text-ink-faint">{t('noContact')}</span>)}
        {row(t('columns.state'), <Badge tone={tones[item.state]}>{t(`states.${item.state}`)}</Badge>)}
      </dl>
      <section aria-label={t('detail.content')} className="rounded border border-line bg-sunken p-3">
        <p className="whitespace-pre-wrap">{item.content}</p>
      </section>
      {item.state === 'replied' ? (
        <section aria-label={t('detail.reply')} className="space-y-1 rounded border border-ok/30 bg-ok-soft p-3">
          <p className="text-[12px] text-ink-soft">
            {t('detail.repliedBy', { name: item.repliedBy ?? '', at: formatDateTime(item.repliedAt, timeZone) })}
          </p>
          <p className="whitespace-pre-wrap">{item.reply}</p>
        </section>
      ) : (
        <form
          className="space-y-2"
          aria-label={t('detail.replyForm')}
          onSubmit={(e) => {
            e.preventDefault();
            if (reply.trim() !== '') send.mutate();
          }}
        >
          <Field
            label={t('detail.replyLabel')}
            hint={t('detail.replyHint', { n: reply.length, max: maxFeedbackReply })}
            error={send.isError ? errorMessage(send.error) : undefined}
          >
            {(props) => (
              <TextArea
                {...props}
                rows={5}
                maxLength={maxFeedbackReply}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="primary" disabled={reply.trim() === '' || send.isPending}>
            <Send aria-hidden className="size-3.5" />
            {t('detail.send')}
          </Button>
        </form>
      )}
    </div>
  );
}

/**
 * The feedback inbox (docs/product.md, Feedback): members' feedback by state and question type, those waiting first and oldest
 * first. Opening one shows what the member wrote and how to reach them; a reply is sent once and reaches the
 * member as a platform message. The admin's and customer service's (access operator).
 */
export function FeedbackInboxPage() {
  const { t } = useTranslation('feedback');
  const { timeZone } = useMerchant();
  const queryClient = useQueryClient();
  const { params, page, update } = useListParams('feedback');
  // The inbox opens on what waits; "All" is its own value so the address can say it.
  const stateParam = params.get('state') ?? 'new';
  const state = isState(stateParam) ? stateParam : undefined;
  const typeParam = params.get('type');
  const type = isType(typeParam) ? typeParam : undefined;
  const member = params.get('member') ?? '';
  const openId = params.get('feedback');
  const [memberDraft, setMemberDraft] = useState(member);
  const filter = { state, type, member: member || undefined };
  const query = useQuery({
    queryKey: [...feedbackKey, 'list', stateParam, type ?? '', member, page],
    queryFn: () => callApi(feedbackAdminRoutes.list, { query: { ...filter, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const listed = query.data?.items.find((f) => f.id === openId);
  // A feedback opened by its address, or just replied to on a list of waiting ones, is read by itself.
  const one = useQuery({
    queryKey: [...feedbackKey, 'one', openId],
    queryFn: () => callApi(feedbackAdminRoutes.one, { params: { id: openId ?? '' } }),
    enabled: openId !== null && /^[1-9]\d{0,17}$/.test(openId) && !listed,
  });
  const open = listed ?? one.data ?? null;
  const waiting = query.data?.waiting;
  // The inbox as its filters stand, every page (ADR 067), with the replies.
  const exportColumns: CsvColumn<TAdminFeedback>[] = [
    { header: t('columns.sentAt'), value: (f) => formatDateTime(f.createdAt, timeZone) },
    { header: t('columns.member'), value: (f) => f.memberName },
    { header: t('columns.type'), value: (f) => t(`types.${f.type}`) },
    { header: t('columns.content'), value: (f) => f.content },
    { header: t('columns.contact'), value: (f) => f.contact },
    { header: t('columns.state'), value: (f) => t(`states.${f.state}`) },
    { header: t('detail.replyLabel'), value: (f) => f.reply },
    { header: t('columns.repliedBy'), value: (f) => f.repliedBy },
    { header: t('csv.repliedAt'), value: (f) => formatDateTime(f.repliedAt, timeZone) },
  ];

  return (
    <ListPage
      title={t('title')}
      description={waiting === undefined ? t('description') : `${t('description')} ${t('waiting', { count: waiting })}`}
      actions={
        <ExportButton
          fileName="feedback.csv"
          load={(p, size) => callApi(feedbackAdminRoutes.list, { query: { ...filter, page: p, pageSize: size } })}
          columns={exportColumns}
        />
      }
      filters={
        <FilterBar label={t('filters')} onSubmit={() => update({ member: memberDraft.trim(), page: null })}>
          <FilterSelect
            label={t('columns.state')}
            className="w-40"
            value={stateParam}
            allValue="all"
            codes={feedbackStates}
            codeLabel={(s) => t(`states.${s}`)}
            onChange={(v) => update({ state: v === 'new' ? null : v, page: null })}
          />
          <FilterSelect
            label={t('columns.type')}
            className="w-40"
            value={type ?? ''}
            codes={feedbackTypes}
            codeLabel={(c) => t(`types.${c}`)}
            onChange={(v) => update({ type: v || null, page: null })}
          />
          <FilterInput
            label={t('columns.member')}
            className="w-44"
            value={memberDraft}
            autoComplete="off"
            onChange={(e) => setMemberDraft(e.target.value)}
          />
        </FilterBar>
      }
      query={query}
      rowKey={(f) => f.id}
      selectedKey={openId}
      onRowClick={(f) => update({ feedback: f.id })}
      onPage={(p) => update({ page: String(p) })}
      empty={{
        title: stateParam === 'new' && !type && !member ? t('emptyTitle') : t('emptyFilteredTitle'),
        hint: t('emptyHint'),
      }}
      columns={
        [
          {
            id: 'sent',
            header: t('columns.sentAt'),
            className: 'tabular-nums whitespace-nowrap',
            cell: (f) => (
              <RowButton label={t('openOf', { member: f.memberName })} onClick={() => update({ feedback: f.id })}>
                {formatDateTime(f.createdAt, timeZone)}
              </RowButton>
            ),
          },
          {
            id: 'member',
            header: t('columns.member'),
            cell: (f) => (
              <span className="flex flex-col">
                <span className="font-medium">{f.memberName}</span>
                {/* On a phone the type column gives way: the type reads under the name. */}
                <span className="text-[11px] text-ink-soft sm:hidden">{t(`types.${f.type}`)}</span>
              </span>
            ),
          },
          {
            id: 'type',
            header: t('columns.type'),
            className: 'hidden sm:table-cell',
            cell: (f) => t(`types.${f.type}`),
          },
          {
            id: 'content',
            header: t('columns.content'),
            className: 'hidden max-w-80 sm:table-cell',
            cell: (f) => <span className="line-clamp-2 text-[12px]">{f.content}</span>,
          },
          {
            id: 'state',
            header: t('columns.state'),
            cell: (f) => <Badge tone={tones[f.state]}>{t(`states.${f.state}`)}</Badge>,
          },
          {
            id: 'replied',
            header: t('columns.repliedBy'),
            className: 'hidden md:table-cell',
            cell: (f) => f.repliedBy ?? <span className="text-ink-faint">—</span>,
          },
        ] satisfies Column<TAdminFeedback>[]
      }
    >
      <Drawer
        open={openId !== null}
        onOpenChange={(o) => {
          if (!o) update({ feedback: null });
        }}
        title={open ? t('drawerTitle', { member: open.memberName }) : t('title')}
      >
        {open ? (
          <FeedbackDetail
            key={open.id}
            item={open}
            onReplied={() => queryClient.invalidateQueries({ queryKey: feedbackKey })}
          />
        ) : one.isError ? (
          <p role="alert" className="text-[13px] text-bad">
            {errorMessage(one.error)}
          </p>
        ) : null}
      </Drawer>
    </ListPage>
  );
}
