import { applicationStates, promotionsAdminRoutes, type TAdminApplication } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RowButton } from '../../shared/ui/data-table';
import { Drawer } from '../../shared/ui/drawer';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { UploadImage } from '../../shared/ui/upload-image';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { DecisionReasonDialog } from './decision-reason';
import { useLocalized } from './localized';

const pageSize = 50;
const tones = { pending: 'warn', approved: 'ok', rejected: 'neutral' } as const;
type Decision = { application: TAdminApplication; action: 'approve' | 'reject' };

/** One application: the member's comment and images, and the decision when there is one. */
function ApplicationDetail({
  application,
  onDecide,
}: {
  application: TAdminApplication;
  onDecide: (d: Decision) => void;
}) {
  const { t } = useTranslation('promotions');
  const { timeZone } = useMerchant();
  const localized = useLocalized();
  const labels = {
    loading: t('applications.imageLoading'),
    failed: t('applications.imageFailed'),
    open: t('applications.imageOpen'),
  };
  return (
    <div className="space-y-3 text-[13px]">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-soft">{t('columns.member')}</dt>
        <dd className="font-medium">{application.username}</dd>
        <dt className="text-ink-soft">{t('columns.offer')}</dt>
        <dd>{localized(application.offerTitle)}</dd>
        <dt className="text-ink-soft">{t('columns.amount')}</dt>
        <dd className="tabular">{money(application.currency, application.amount)}</dd>
        <dt className="text-ink-soft">{t('columns.created')}</dt>
        <dd className="tabular">{formatDateTime(application.createdAt, timeZone)}</dd>
        <dt className="text-ink-soft">{t('columns.state')}</dt>
        <dd>
          <Badge tone={tones[application.state]}>{t(`applicationStates.${application.state}`)}</Badge>
          {application.decidedBy ? (
            <span className="ml-2 text-ink-soft">
              {t('applications.decidedBy', {
                name: application.decidedBy,
                at: formatDateTime(application.decidedAt, timeZone),
              })}
            </span>
          ) : null}
        </dd>
        {application.reason ? (
          <>
            <dt className="text-ink-soft">{t('columns.reason')}</dt>
            <dd>{application.reason}</dd>
          </>
        ) : null}
      </dl>
      <section className="space-y-1">
        <h3 className="text-xs font-medium text-ink-soft">{t('applications.comment')}</h3>
        <p className="rounded border border-line bg-sunken p-2 whitespace-pre-wrap">{application.comment}</p>
      </section>
      <section className="space-y-2">
        <h3 className="text-xs font-medium text-ink-soft">
          {t('applications.images', { count: application.imageIds.length })}
        </h3>
        {application.imageIds.map((id, i) => (
          <UploadImage
            key={id}
            uploadId={id}
            alt={t('applications.imageAlt', { n: i + 1, username: application.username })}
            labels={labels}
          />
        ))}
      </section>
      {application.state === 'pending' ? (
        <div className="flex gap-2">
          <Button variant="primary" onClick={() => onDecide({ application, action: 'approve' })}>
            <Check aria-hidden className="size-4" />
            {t('actions.approve')}
          </Button>
          <Button variant="danger" onClick={() => onDecide({ application, action: 'reject' })}>
            <X aria-hidden className="size-4" />
            {t('actions.reject')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The queue of members' applications, oldest waiting first: read the comment and the images, then approve (the
 * bonus is granted and the member told) or reject with a reason the member reads.
 */
export function ApplicationsPage() {
  const { t } = useTranslation('promotions');
  const { timeZone } = useMerchant();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const { params, page, update } = useListParams('application');
  // The queue opens on what is waiting; "All" is its own value so the address can say it.
  const state = params.get('state') ?? 'pending';
  const openId = params.get('application');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const filter = { state: state === 'all' ? '' : state };
  const query = useQuery({
    queryKey: ['promotions', 'applications', state, page],
    queryFn: () => callApi(promotionsAdminRoutes.applications, { query: { ...filter, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  // The applications as the filter stands, every page (ADR 067); the images are counted, not sent.
  const exportColumns: CsvColumn<TAdminApplication>[] = [
    { header: t('csv.application'), value: (a) => a.id },
    { header: t('columns.created'), value: (a) => formatDateTime(a.createdAt, timeZone) },
    { header: t('columns.member'), value: (a) => a.username },
    { header: t('columns.offer'), value: (a) => localized(a.offerTitle) },
    { header: t('applications.comment'), value: (a) => a.comment },
    { header: t('columns.images'), value: (a) => a.imageIds.length },
    { header: t('columns.amount'), value: (a) => a.amount },
    { header: t('common:csv.currency'), value: (a) => a.currency },
    { header: t('columns.state'), value: (a) => t(`applicationStates.${a.state}`) },
    { header: t('columns.reason'), value: (a) => a.reason },
    { header: t('csv.decidedBy'), value: (a) => a.decidedBy },
    { header: t('csv.decidedAt'), value: (a) => formatDateTime(a.decidedAt, timeZone) },
    { header: t('csv.grant'), value: (a) => a.grantId },
  ];
  const open = query.data?.items.find((a) => a.id === openId) ?? null;
  const decide = useMutation({
    mutationFn: ({ application, action }: Decision) =>
      action === 'approve'
        ? callApi(promotionsAdminRoutes.approveApplication, { params: { id: application.id } })
        : callApi(promotionsAdminRoutes.rejectApplication, {
            params: { id: application.id },
            body: { reason: reason.trim() },
          }),
    onSuccess: async () => {
      setDecision(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
    },
  });
  const ask = (d: Decision) => {
    decide.reset();
    setReason('');
    setDecision(d);
  };
  return (
    <ListPage
      title={t('applications.title')}
      description={
        query.data ? t('applications.pending', { count: query.data.pending }) : t('applications.description')
      }
      actions={
        <ExportButton
          fileName="promotion-applications.csv"
          load={(p, size) =>
            callApi(promotionsAdminRoutes.applications, { query: { ...filter, page: p, pageSize: size } })
          }
          columns={exportColumns}
        />
      }
      filters={
        <FilterBar label={t('applications.filterLabel')}>
          <FilterSelect
            label={t('columns.state')}
            className="w-40"
            value={state}
            allValue="all"
            codes={applicationStates}
            codeLabel={(s) => t(`applicationStates.${s}`)}
            onChange={(v) => update({ state: v === 'pending' ? null : v, page: null })}
          />
        </FilterBar>
      }
      query={query}
      rowKey={(a) => a.id}
      selectedKey={openId}
      onRowClick={(a) => update({ application: a.id })}
      onPage={(p) => update({ page: String(p) })}
      empty={{ title: t('applications.emptyTitle'), hint: t('applications.emptyHint') }}
      columns={[
        {
          id: 'created',
          header: t('columns.created'),
          className: 'tabular whitespace-nowrap',
          cell: (a) => formatDateTime(a.createdAt, timeZone),
        },
        {
          id: 'member',
          header: t('columns.member'),
          cell: (a) => (
            <RowButton
              label={t('applications.openNamed', { username: a.username })}
              onClick={() => update({ application: a.id })}
            >
              {a.username}
            </RowButton>
          ),
        },
        { id: 'offer', header: t('columns.offer'), cell: (a) => localized(a.offerTitle) },
        { id: 'comment', header: t('applications.comment'), className: 'max-w-64 truncate', cell: (a) => a.comment },
        { id: 'images', header: t('columns.images'), className: 'tabular text-right', cell: (a) => a.imageIds.length },
        {
          id: 'amount',
          header: t('columns.amount'),
          className: 'tabular text-right',
          cell: (a) => money(a.currency, a.amount),
        },
        {
          id: 'state',
          header: t('columns.state'),
          cell: (a) => <Badge tone={tones[a.state]}>{t(`applicationStates.${a.state}`)}</Badge>,
        },
      ]}
    >
      <Drawer
        open={open !== null}
        onOpenChange={(o) => {
          if (!o) update({ application: null });
        }}
        title={open ? t('applications.drawerTitle', { username: open.username }) : ''}
      >
        {open ? <ApplicationDetail application={open} onDecide={ask} /> : null}
      </Drawer>
      <ConfirmDialog
        open={decision?.action === 'approve'}
        onOpenChange={(o) => {
          if (!o) setDecision(null);
        }}
        title={t('applications.approveTitle', { username: decision?.application.username ?? '' })}
        description={
          decision
            ? t('applications.approveText', {
                amount: money(decision.application.currency, decision.application.amount),
                offer: localized(decision.application.offerTitle),
              })
            : ''
        }
        confirmLabel={t('actions.approve')}
        onConfirm={() => decision && decide.mutate(decision)}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
      />
      <DecisionReasonDialog
        open={decision?.action === 'reject'}
        onOpenChange={(o) => {
          if (!o) setDecision(null);
        }}
        title={t('applications.rejectTitle', { username: decision?.application.username ?? '' })}
        description={t('applications.rejectText')}
        hint={t('applications.rejectHint')}
        confirmLabel={t('actions.reject')}
        danger
        reason={reason}
        onReasonChange={setReason}
        onConfirm={() => decision && decide.mutate(decision)}
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
      />
    </ListPage>
  );
}
