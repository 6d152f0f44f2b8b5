import { depositKinds, depositRoutes, depositStates, type TAdminDeposit } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { RowButton } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, TextArea } from '../../shared/ui/field';
import { FilterBar, FilterDays, FilterInput, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { type Decision, DepositActions } from './deposit-actions';
import { DepositDrawer } from './deposit-drawer';
import { depositMoney, stateTone } from './deposit-labels';

const pageSize = 50;

/**
 * The cashier's deposit queue: bank transfers waiting for a decision first (the default filter), every
 * deposit by state, kind, member and days otherwise. A row opens its detail with the receipt; approve,
 * reject (the member reads the reason) and, for an online payment, a check with the gateway. Refreshes
 * itself every half minute so new requests show up while the cashier works.
 */
export function DepositsPage() {
  const { t } = useTranslation('deposits');
  const merchant = useMerchant();
  const { timeZone } = merchant;
  const currency = merchant.data?.currency ?? '';
  const { params, page, update } = useListParams('deposit');
  const stateParam = params.get('state');
  const state = stateParam === null ? 'pending' : stateParam === 'all' ? '' : stateParam;
  const kind = params.get('kind') ?? '';
  const member = params.get('member') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const openId = params.get('deposit');
  const [draft, setDraft] = useState({ member, from, to });
  const [decision, setDecision] = useState<Decision | null>(null);

  const filters = { state, kind, member, from, to };
  const query = useQuery({
    queryKey: ['deposits', 'queue', filters, page],
    queryFn: () => callApi(depositRoutes.adminQueue, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

  const exportColumns: CsvColumn<TAdminDeposit>[] = [
    { header: t('columns.id'), value: (d) => d.id },
    { header: t('columns.created'), value: (d) => formatDateTime(d.createdAt, timeZone) },
    { header: t('columns.member'), value: (d) => d.username },
    { header: t('kind'), value: (d) => t(`kinds.${d.kind}`) },
    { header: t('columns.method'), value: (d) => d.methodName },
    { header: t('columns.amount'), value: (d) => d.amount },
    { header: t('common:csv.currency'), value: (d) => d.currency },
    { header: t('columns.state'), value: (d) => t(`states.${d.state}`) },
    { header: t('columns.reference'), value: (d) => d.reference },
    { header: t('csv.gatewayOrder'), value: (d) => d.gatewayOrderId },
    { header: t('columns.decidedBy'), value: (d) => d.decidedBy },
    { header: t('csv.decidedAt'), value: (d) => formatDateTime(d.decidedAt, timeZone) },
    { header: t('csv.note'), value: (d) => d.note },
  ];

  const filtered = Boolean(kind || member || from || to || stateParam !== null);

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <>
          {query.data ? (
            <span className="text-[13px] text-ink-soft" aria-live="polite">
              {t('waiting', {
                count: query.data.waitingCount,
                total: depositMoney({ currency, amount: query.data.waitingTotal }).trim(),
              })}
            </span>
          ) : null}
          <Button size="sm" onClick={() => void query.refetch()} aria-busy={query.isFetching || undefined}>
            <RefreshCw aria-hidden className={`size-3.5 ${query.isFetching ? 'animate-spin' : ''}`} />
            {t('common:actions.refresh')}
          </Button>
          <ExportButton
            fileName="deposits.csv"
            load={(p, size) => callApi(depositRoutes.adminQueue, { query: { ...filters, page: p, pageSize: size } })}
            columns={exportColumns}
          />
        </>
      }
      filters={
        <FilterBar
          label={t('filters')}
          onSubmit={() => update({ member: draft.member.trim(), from: draft.from, to: draft.to, page: null })}
        >
          <FilterSelect
            label={t('state')}
            className="w-48"
            value={stateParam === null ? 'pending' : stateParam}
            allValue="all"
            codes={depositStates}
            codeLabel={(s) => t(`states.${s}`)}
            onChange={(value) => update({ state: value, page: null })}
          />
          <FilterSelect
            label={t('kind')}
            className="w-40"
            value={kind}
            codes={depositKinds}
            codeLabel={(k) => t(`kinds.${k}`)}
            onChange={(value) => update({ kind: value, page: null })}
          />
          <FilterInput
            label={t('member')}
            className="min-w-0 flex-1 basis-40"
            type="search"
            maxLength={64}
            value={draft.member}
            placeholder={t('memberPlaceholder')}
            onChange={(e) => setDraft((d) => ({ ...d, member: e.target.value }))}
          />
          <FilterDays
            fromLabel={t('from')}
            toLabel={t('to')}
            className="w-36"
            value={{ from: draft.from, to: draft.to }}
            onChange={(days) => setDraft((d) => ({ ...d, ...days }))}
          />
        </FilterBar>
      }
      query={query}
      empty={{
        title: filtered ? t('emptyFilteredTitle') : t('emptyTitle'),
        hint: filtered ? t('emptyFilteredHint') : t('emptyHint'),
      }}
      rowKey={(d) => d.id}
      selectedKey={openId}
      onRowClick={(d) => update({ deposit: d.id })}
      onPage={(p) => update({ page: String(p) })}
      columns={[
        {
          id: 'id',
          header: t('columns.id'),
          className: 'tabular',
          cell: (d) => (
            <RowButton
              label={t('openNamed', { id: d.id, username: d.username })}
              onClick={() => update({ deposit: d.id })}
            >
              #{d.id}
            </RowButton>
          ),
        },
        {
          id: 'created',
          header: t('columns.created'),
          className: 'tabular whitespace-nowrap',
          cell: (d) => formatDateTime(d.createdAt, timeZone),
        },
        {
          id: 'member',
          header: t('columns.member'),
          cell: (d) => <span className="font-medium">{d.username}</span>,
        },
        {
          id: 'method',
          header: t('columns.method'),
          className: 'hidden md:table-cell',
          cell: (d) => d.methodName,
        },
        {
          id: 'amount',
          header: t('columns.amount'),
          className: 'tabular text-right whitespace-nowrap',
          cell: (d) => depositMoney(d),
        },
        {
          id: 'reference',
          header: t('columns.reference'),
          className: 'hidden lg:table-cell max-w-48 truncate',
          cell: (d) => d.reference || d.gatewayOrderId || '—',
        },
        {
          id: 'state',
          header: t('columns.state'),
          cell: (d) => <Badge tone={stateTone[d.state]}>{t(`states.${d.state}`)}</Badge>,
        },
        {
          id: 'decidedBy',
          header: t('columns.decidedBy'),
          className: 'hidden xl:table-cell',
          cell: (d) => d.decidedBy ?? (d.state === 'credited' ? t('byGateway') : '—'),
        },
        {
          id: 'actions',
          header: t('common:table.actions'),
          className: 'w-px text-right whitespace-nowrap',
          cell: (d) => <DepositActions deposit={d} onDecide={setDecision} />,
        },
      ]}
    >
      <DepositDrawer
        deposit={query.data?.items.find((d) => d.id === openId) ?? null}
        timeZone={timeZone}
        onClose={() => update({ deposit: null })}
        onDecide={setDecision}
      />
      <DecisionDialog decision={decision} onDone={() => setDecision(null)} />
    </ListPage>
  );
}

function DecisionDialog({ decision, onDone }: { decision: Decision | null; onDone: () => void }) {
  const { t } = useTranslation('deposits');
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const mutation = useMutation({
    mutationFn: ({ deposit, action }: Decision) => {
      const params = { id: deposit.id };
      if (action === 'approve') return callApi(depositRoutes.adminApprove, { params, body: { note: note.trim() } });
      if (action === 'reject') return callApi(depositRoutes.adminReject, { params, body: { note: note.trim() } });
      return callApi(depositRoutes.adminCheck, { params });
    },
    onSuccess: async () => {
      setNote('');
      onDone();
      await queryClient.invalidateQueries({ queryKey: ['deposits', 'queue'] });
    },
  });
  if (!decision) return null;
  const { deposit, action } = decision;
  const named = { id: deposit.id, amount: depositMoney(deposit), username: deposit.username };
  const rejecting = action === 'reject';
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) {
          mutation.reset();
          setNote('');
          onDone();
        }
      }}
      title={t(`dialog.${action}Title`, named)}
      description={t(`dialog.${action}Text`, named)}
      confirmLabel={t(`dialog.${action}Confirm`)}
      danger={rejecting}
      pending={mutation.isPending}
      canConfirm={!rejecting || note.trim() !== ''}
      error={mutation.isError ? errorMessage(mutation.error) : null}
      onConfirm={() => mutation.mutate(decision)}
    >
      {action === 'check' ? null : (
        <Field
          label={rejecting ? t('dialog.reason') : t('dialog.note')}
          hint={rejecting ? t('dialog.reasonHint') : t('dialog.noteHint')}
        >
          {(props) => (
            <TextArea {...props} rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
