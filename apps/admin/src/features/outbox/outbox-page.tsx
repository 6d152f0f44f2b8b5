import { adminRoutes, outboxChannels, type TOutboxMessage } from '@gemilang/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NotFound } from '../../app/not-found';
import { callApi } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { useSession } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { ExportButton } from '../../shared/ui/export-button';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';

type Channel = (typeof outboxChannels)[number];
const pageSize = 50;

function ChannelTable({ channel, onOpen }: { channel: Channel; onOpen: (m: TOutboxMessage) => void }) {
  const { t } = useTranslation('outbox');
  const { timeZone } = useMerchant();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['outbox', channel, page],
    queryFn: () => callApi(adminRoutes.outbox, { query: { channel, page, pageSize } }),
    placeholderData: keepPreviousData,
    // Someone waiting for a code should not have to reload.
    refetchInterval: 10_000,
  });
  return (
    <PagedTable
      query={query}
      caption={t(`tabs.${channel}`)}
      empty={{ title: t(`empty.${channel}Title`), hint: t('empty.hint') }}
      rowKey={(m) => m.id}
      onRowClick={onOpen}
      onPage={setPage}
      columns={[
        {
          id: 'time',
          header: t('columns.time'),
          className: 'tabular whitespace-nowrap',
          cell: (m) => <RowButton onClick={() => onOpen(m)}>{formatDateTime(m.createdAt, timeZone)}</RowButton>,
        },
        { id: 'to', header: t('columns.to'), className: 'whitespace-nowrap', cell: (m) => m.destination },
        ...(channel === 'email'
          ? [{ id: 'subject', header: t('columns.subject'), cell: (m: TOutboxMessage) => m.subject || '—' }]
          : []),
        {
          id: 'body',
          header: t('columns.body'),
          className: channel === 'email' ? 'hidden md:table-cell max-w-96 truncate' : 'min-w-48',
          cell: (m) => m.body,
        },
        {
          id: 'provider',
          header: t('columns.provider'),
          className: 'hidden lg:table-cell text-ink-soft',
          cell: (m) => m.provider,
        },
      ]}
    />
  );
}

/** Only where the server said at sign-in that it keeps a dev outbox for this operator; elsewhere no page. */
export function OutboxPage() {
  return useSession()?.devOutbox === true ? <Outbox /> : <NotFound />;
}

function Outbox() {
  const { t } = useTranslation('outbox');
  const { timeZone } = useMerchant();
  const [params, setParams] = useSearchParams();
  const channel: Channel = params.get('channel') === 'email' ? 'email' : 'sms';
  const [open, setOpen] = useState<TOutboxMessage | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const queryClient = useQueryClient();

  const exportColumns: CsvColumn<TOutboxMessage>[] = [
    { header: t('csv.id'), value: (m) => m.id },
    { header: t('columns.time'), value: (m) => formatDateTime(m.createdAt, timeZone) },
    { header: t('columns.channel'), value: (m) => t(`tabs.${m.channel}`) },
    { header: t('columns.to'), value: (m) => m.destination },
    { header: t('columns.subject'), value: (m) => m.subject },
    { header: t('columns.body'), value: (m) => m.body },
    { header: t('columns.provider'), value: (m) => m.provider },
  ];

  return (
    <div>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <Button
              size="sm"
              disabled={refreshing}
              onClick={async () => {
                setRefreshing(true);
                await queryClient.refetchQueries({ queryKey: ['outbox', channel] }).finally(() => setRefreshing(false));
              }}
            >
              <RefreshCw aria-hidden className={`size-3.5 ${refreshing ? 'animate-spin' : ''}`} />
              {t('common:actions.refresh')}
            </Button>
            <ExportButton
              fileName={`outbox-${channel}.csv`}
              load={(p, size) => callApi(adminRoutes.outbox, { query: { channel, page: p, pageSize: size } })}
              columns={exportColumns}
            />
          </>
        }
      />
      <Panel>
        <Tabs.Root
          value={channel}
          onValueChange={(v) => setParams(v === 'sms' ? {} : { channel: v }, { replace: true })}
        >
          <Tabs.List aria-label={t('tabsLabel')} className="flex gap-1 border-b border-line px-2">
            {outboxChannels.map((c) => (
              <Tabs.Trigger
                key={c}
                value={c}
                className="-mb-px border-b-2 border-transparent px-3 py-2 text-[13px] text-ink-soft hover:text-ink data-[state=active]:border-accent data-[state=active]:font-medium data-[state=active]:text-accent"
              >
                {t(`tabs.${c}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {outboxChannels.map((c) => (
            <Tabs.Content key={c} value={c} className="focus:outline-none">
              {c === channel ? <ChannelTable channel={c} onOpen={setOpen} /> : null}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Panel>
      <Drawer
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open ? open.destination : ''}
        description={open ? formatDateTime(open.createdAt, timeZone) : undefined}
      >
        {open ? (
          <dl className="space-y-2 text-[13px]">
            <div className="grid grid-cols-[6rem_1fr] gap-2">
              <dt className="text-ink-soft">{t('columns.channel')}</dt>
              <dd>{t(`tabs.${open.channel}`)}</dd>
            </div>
            <div className="grid grid-cols-[6rem_1fr] gap-2">
              <dt className="text-ink-soft">{t('columns.provider')}</dt>
              <dd>{open.provider}</dd>
            </div>
            {open.subject ? (
              <div className="grid grid-cols-[6rem_1fr] gap-2">
                <dt className="text-ink-soft">{t('columns.subject')}</dt>
                <dd>{open.subject}</dd>
              </div>
            ) : null}
            <div>
              <dt className="mb-1 text-ink-soft">{t('columns.body')}</dt>
              <dd className="rounded bg-sunken p-2 whitespace-pre-wrap">{open.body}</dd>
            </div>
          </dl>
        ) : null}
      </Drawer>
    </div>
  );
}
