import { depositKinds, depositRoutes, depositStates } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi, errorMessage } from '../../shared/api/client';
import { toCsv } from '../../shared/lib/csv';
import { fetchAllPages } from '../../shared/lib/fetch-all';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { DataTable, QueryView, RowButton } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, Input, inputClass, Select } from '../../shared/ui/field';
import { Pager } from '../../shared/ui/pager';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
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
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = stateParam === null ? 'pending' : stateParam === 'all' ? '' : stateParam;
  const kind = params.get('kind') ?? '';
  const member = params.get('member') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
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

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: 'deposit' in change });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ member: draft.member.trim(), from: draft.from, to: draft.to, page: null });
  };

  const exportCsv = async () => {
    const rows = await fetchAllPages((p, size) =>
      callApi(depositRoutes.adminQueue, { query: { ...filters, page: p, pageSize: size } }),
    );
    return toCsv(
      [
        'id',
        'createdAt',
        'username',
        'kind',
        'method',
        'amount',
        'currency',
        'state',
        'reference',
        'gatewayOrderId',
        'decidedBy',
        'decidedAt',
        'note',
      ],
      rows.map((d) => [
        d.id,
        formatDateTime(d.createdAt, timeZone),
        d.username,
        d.kind,
        d.methodName,
        d.amount,
        d.currency,
        d.state,
        d.reference,
        d.gatewayOrderId,
        d.decidedBy,
        formatDateTime(d.decidedAt, timeZone),
        d.note,
      ]),
    );
  };

  const filtered = Boolean(kind || member || from || to || stateParam !== null);

  return (
    <div>
      <PageHeader
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
            <ExportButton fileName="deposits.csv" build={exportCsv} />
          </>
        }
      />
      <Panel>
        <form
          aria-label={t('filters')}
          onSubmit={submit}
          className="flex flex-wrap items-end gap-2 border-b border-line p-3"
        >
          <div className="w-48">
            <Field label={t('state')}>
              {(props) => (
                <Select
                  {...props}
                  value={stateParam === null ? 'pending' : stateParam}
                  onChange={(e) => update({ state: e.target.value, page: null })}
                >
                  <option value="all">{t('common:filters.all')}</option>
                  {depositStates.map((s) => (
                    <option key={s} value={s}>
                      {t(`states.${s}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="w-40">
            <Field label={t('kind')}>
              {(props) => (
                <Select {...props} value={kind} onChange={(e) => update({ kind: e.target.value, page: null })}>
                  <option value="">{t('common:filters.all')}</option>
                  {depositKinds.map((k) => (
                    <option key={k} value={k}>
                      {t(`kinds.${k}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="min-w-0 flex-1 basis-40">
            <Field label={t('member')}>
              {(props) => (
                <Input
                  {...props}
                  type="search"
                  maxLength={64}
                  value={draft.member}
                  placeholder={t('memberPlaceholder')}
                  onChange={(e) => setDraft((d) => ({ ...d, member: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <div className="w-36">
            <Field label={t('from')}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={draft.from}
                  onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <div className="w-36">
            <Field label={t('to')}>
              {(props) => (
                <Input
                  {...props}
                  type="date"
                  value={draft.to}
                  onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
                />
              )}
            </Field>
          </div>
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            {t('common:actions.search')}
          </Button>
        </form>
        <QueryView
          query={query}
          isEmpty={(p) => p.items.length === 0}
          empty={
            <EmptyState
              title={filtered ? t('emptyFilteredTitle') : t('emptyTitle')}
              hint={filtered ? t('emptyFilteredHint') : t('emptyHint')}
            />
          }
        >
          {(result) => (
            <>
              <DataTable
                caption={t('title')}
                rows={result.items}
                rowKey={(d) => d.id}
                selectedKey={openId}
                onRowClick={(d) => update({ deposit: d.id })}
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
              />
              <Pager
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                onPage={(p) => update({ page: String(p) })}
              />
            </>
          )}
        </QueryView>
      </Panel>
      <DepositDrawer
        deposit={query.data?.items.find((d) => d.id === openId) ?? null}
        timeZone={timeZone}
        onClose={() => update({ deposit: null })}
        onDecide={setDecision}
      />
      <DecisionDialog decision={decision} onDone={() => setDecision(null)} />
    </div>
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
            <textarea
              {...props}
              rows={3}
              maxLength={500}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={`${inputClass} h-auto py-1.5`}
            />
          )}
        </Field>
      )}
    </ConfirmDialog>
  );
}
