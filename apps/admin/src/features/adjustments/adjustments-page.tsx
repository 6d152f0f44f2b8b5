import { adjustmentStates, adminLedgerRoutes, type TAdjustment, type TAdjustmentState } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatAmount } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { useSession } from '../../shared/session';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog';
import { QueryView } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, Select, TextArea } from '../../shared/ui/field';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { ReasonDialog } from '../../shared/ui/reason-dialog';
import { Skeleton } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { AdjustmentForm } from './adjustment-form';
import { ThresholdPanel } from './threshold-panel';

const pageSize = 50;
const stateTone = { pending: 'warn', applied: 'ok', rejected: 'neutral' } as const;

/**
 * Manual balance adjustments: ask for one (member, signed amount, reason), see them all, and decide the
 * ones waiting for a second administrator. The one who asked never sees approve or reject on their own.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation('adjustments');
  const settings = useQuery({
    queryKey: ['adjustments', 'settings'],
    queryFn: () => callApi(adminLedgerRoutes.adjustmentSettings),
  });

  return (
    <div className="space-y-3">
      <PageHeader title={t('title')} description={t('description')} />
      {settings.data ? (
        <>
          <AdjustmentForm
            currency={settings.data.currency}
            exponent={settings.data.exponent}
            threshold={settings.data.approvalThreshold}
          />
          <AdjustmentList exponent={settings.data.exponent} />
          <ThresholdPanel key={settings.data.approvalThreshold} settings={settings.data} />
        </>
      ) : (
        <Panel>
          <QueryView query={settings}>{() => <Skeleton rows={3} />}</QueryView>
        </Panel>
      )}
    </div>
  );
}

type Decision = { adjustment: TAdjustment; action: 'approve' | 'reject' };

function AdjustmentList({ exponent }: { exponent: number }) {
  const { t } = useTranslation('adjustments');
  const { timeZone } = useMerchant();
  const session = useSession();
  const queryClient = useQueryClient();
  const filterId = useId();
  const [state, setState] = useState<TAdjustmentState | ''>('pending');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [note, setNote] = useState('');

  const query = useQuery({
    queryKey: ['adjustments', 'list', state, page],
    queryFn: () => callApi(adminLedgerRoutes.adjustments, { query: { state, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ adjustment, action }: Decision) =>
      action === 'approve'
        ? callApi(adminLedgerRoutes.approveAdjustment, { params: { id: adjustment.id }, body: { note: note.trim() } })
        : callApi(adminLedgerRoutes.rejectAdjustment, { params: { id: adjustment.id }, body: { reason: note.trim() } }),
    onSuccess: async () => {
      setDecision(null);
      setNote('');
      await queryClient.invalidateQueries({ queryKey: ['adjustments', 'list'] });
    },
  });
  const ask = (adjustment: TAdjustment, action: Decision['action']) => {
    decide.reset();
    setNote('');
    setDecision({ adjustment, action });
  };
  // The adjustments of the state chosen, every page (ADR 067); a debit keeps its minus sign.
  const exportColumns: CsvColumn<TAdjustment>[] = [
    { header: t('csv.id'), value: (a) => a.id },
    { header: t('columns.created'), value: (a) => formatDateTime(a.createdAt, timeZone) },
    { header: t('columns.member'), value: (a) => a.username },
    { header: t('columns.amount'), value: (a) => a.amount },
    { header: t('common:csv.currency'), value: (a) => a.currency },
    { header: t('columns.reason'), value: (a) => a.reason },
    { header: t('columns.state'), value: (a) => t(`states.${a.state}`) },
    { header: t('columns.requestedBy'), value: (a) => a.requestedBy.username },
    { header: t('columns.decidedBy'), value: (a) => a.decidedBy?.username },
    { header: t('csv.decidedAt'), value: (a) => formatDateTime(a.decidedAt, timeZone) },
    { header: t('csv.decisionNote'), value: (a) => a.decisionNote },
    { header: t('csv.entry'), value: (a) => a.entryId },
  ];
  const money = (a: TAdjustment) => `${a.currency} ${formatAmount(a.amount, exponent)}`;

  return (
    <Panel
      title={t('list.title')}
      description={query.data ? t('list.pending', { count: query.data.pending }) : undefined}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={filterId} className="text-xs text-ink-soft">
            {t('list.state')}
          </label>
          <Select
            id={filterId}
            className="w-36"
            value={state}
            onChange={(e) => {
              setState(e.target.value as TAdjustmentState | '');
              setPage(1);
            }}
          >
            <option value="">{t('common:filters.all')}</option>
            {adjustmentStates.map((s) => (
              <option key={s} value={s}>
                {t(`states.${s}`)}
              </option>
            ))}
          </Select>
          <ExportButton
            fileName="adjustments.csv"
            load={(p, size) => callApi(adminLedgerRoutes.adjustments, { query: { state, page: p, pageSize: size } })}
            columns={exportColumns}
          />
        </div>
      }
    >
      <PagedTable
        query={query}
        caption={t('list.title')}
        empty={{ title: t('list.emptyTitle'), hint: t('list.emptyHint') }}
        rowKey={(a) => a.id}
        onPage={setPage}
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
            cell: (a) => <span className="font-medium">{a.username}</span>,
          },
          {
            id: 'amount',
            header: t('columns.amount'),
            className: 'tabular text-right whitespace-nowrap',
            cell: (a) => <span className={a.amount.startsWith('-') ? 'text-bad' : 'text-ok'}>{money(a)}</span>,
          },
          { id: 'reason', header: t('columns.reason'), className: 'max-w-64', cell: (a) => a.reason },
          {
            id: 'state',
            header: t('columns.state'),
            cell: (a) => <Badge tone={stateTone[a.state]}>{t(`states.${a.state}`)}</Badge>,
          },
          {
            id: 'requestedBy',
            header: t('columns.requestedBy'),
            className: 'hidden md:table-cell',
            cell: (a) => a.requestedBy.username,
          },
          {
            id: 'decidedBy',
            header: t('columns.decidedBy'),
            className: 'hidden md:table-cell',
            cell: (a) =>
              a.decidedBy ? (
                <span>
                  {a.decidedBy.username}
                  {a.decisionNote ? <span className="block text-xs text-ink-soft">{a.decisionNote}</span> : null}
                </span>
              ) : a.state === 'applied' ? (
                <span className="text-ink-soft">{t('list.autoApplied')}</span>
              ) : (
                '—'
              ),
          },
          {
            id: 'actions',
            header: t('common:table.actions'),
            className: 'w-px text-right whitespace-nowrap',
            cell: (a) =>
              a.state !== 'pending' ? null : a.requestedBy.username === session?.username ? (
                <span className="text-xs text-ink-soft">{t('list.awaitingOther')}</span>
              ) : (
                <div className="flex justify-end gap-1">
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={t('list.approveNamed', { amount: money(a), username: a.username })}
                    onClick={() => ask(a, 'approve')}
                  >
                    <Check aria-hidden className="size-3.5" />
                    {t('list.approve')}
                  </Button>
                  <Button
                    size="sm"
                    aria-label={t('list.rejectNamed', { amount: money(a), username: a.username })}
                    onClick={() => ask(a, 'reject')}
                  >
                    <X aria-hidden className="size-3.5" />
                    {t('list.reject')}
                  </Button>
                </div>
              ),
          },
        ]}
      />
      {decision?.action === 'approve' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDecision(null)}
          title={t('decide.approveTitle', {
            amount: money(decision.adjustment),
            username: decision.adjustment.username,
          })}
          description={t('decide.approveText', {
            requester: decision.adjustment.requestedBy.username,
            reason: decision.adjustment.reason,
          })}
          confirmLabel={t('list.approve')}
          pending={decide.isPending}
          error={decide.isError ? errorMessage(decide.error) : null}
          onConfirm={() => decide.mutate(decision)}
        >
          <Field label={t('decide.note')}>
            {(props) => (
              <TextArea {...props} rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
            )}
          </Field>
        </ConfirmDialog>
      ) : null}
      <ReasonDialog
        open={decision?.action === 'reject'}
        onOpenChange={(open) => !open && setDecision(null)}
        title={
          decision
            ? t('decide.rejectTitle', { amount: money(decision.adjustment), username: decision.adjustment.username })
            : ''
        }
        description={t('decide.rejectText')}
        confirmLabel={t('list.reject')}
        danger
        pending={decide.isPending}
        error={decide.isError ? errorMessage(decide.error) : null}
        onConfirm={() => decision && decide.mutate(decision)}
        reason={note}
        onReasonChange={setNote}
      />
    </Panel>
  );
}
