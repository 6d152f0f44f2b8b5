import { type TAdminWithdrawalRow, type TWithdrawalQueueView, withdrawalRoutes } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Ban, CircleCheck, HandCoins, Wallet } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { useMay } from '../../shared/session';
import { Button } from '../../shared/ui/button';
import { RowButton } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterDays, FilterInput } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { MemberWithLinks } from './linked-mark';
import { type WithdrawalAction, WithdrawalActionDialog } from './withdrawal-action-dialog';
import { StateBadges, WithdrawalDrawer } from './withdrawal-drawer';
import { isOpen, moneyOf } from './withdrawal-labels';
import { WithdrawalSettingsPanel } from './withdrawal-settings-panel';

const pageSize = 50;
const tabs = ['open', 'awaiting', 'disputed', 'confirmed', 'rejected', 'all'] as const;

function RowActions({ row, onAction }: { row: TAdminWithdrawalRow; onAction: (a: WithdrawalAction) => void }) {
  const { t } = useTranslation('withdrawals');
  // Risk staff review and may refuse; paying and settling a report are finance's (ADR 069).
  const mayPay = useMay('cashier');
  const named = { id: row.id, username: row.username };
  const act = (kind: WithdrawalAction['kind']) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    onAction({ row, kind });
  };
  if (isOpen(row)) {
    return (
      <div className="flex justify-end gap-1">
        {mayPay ? (
          <>
            <Button size="sm" variant="primary" aria-label={t('payFullNamed', named)} onClick={act('payFull')}>
              <Wallet aria-hidden className="size-3.5" />
              {t('payFull')}
            </Button>
            <Button size="sm" aria-label={t('payPartNamed', named)} onClick={act('payPart')}>
              <HandCoins aria-hidden className="size-3.5" />
              {t('payPart')}
            </Button>
          </>
        ) : null}
        <Button size="sm" aria-label={t('rejectNamed', named)} onClick={act('reject')}>
          <Ban aria-hidden className="size-3.5" />
          {t('reject')}
        </Button>
      </div>
    );
  }
  if (row.disputed && mayPay) {
    return (
      <div className="flex justify-end">
        <Button size="sm" variant="primary" aria-label={t('resolveNamed', named)} onClick={act('resolve')}>
          <CircleCheck aria-hidden className="size-3.5" />
          {t('resolve')}
        </Button>
      </div>
    );
  }
  return null;
}

/**
 * The cashier's withdrawal queue: open requests oldest first (the default), then what waits for the
 * member, reported non-arrivals and the rest. Pay all or a part, reject the remainder with a note,
 * resolve a not-received report after looking at the member's proof. Refreshes every half minute.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation('withdrawals');
  const { timeZone } = useMerchant();
  const { params, page, update } = useListParams('withdrawal');
  const view = (params.get('view') ?? 'open') as TWithdrawalQueueView;
  const member = params.get('member') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const openId = params.get('withdrawal');
  const [draft, setDraft] = useState({ member, from, to });
  const [action, setAction] = useState<WithdrawalAction | null>(null);

  const filters = { view, member, from, to };
  const query = useQuery({
    queryKey: ['withdrawals', 'queue', filters, page],
    queryFn: () => callApi(withdrawalRoutes.adminQueue, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });

  // The queue as its view and filters stand, every page (ADR 067); the account number stays masked (ADR 051).
  const exportColumns: CsvColumn<TAdminWithdrawalRow>[] = [
    { header: t('columns.id'), value: (r) => r.id },
    { header: t('columns.requested'), value: (r) => formatDateTime(r.createdAt, timeZone) },
    { header: t('columns.member'), value: (r) => r.username },
    { header: t('csv.linkedAccounts'), value: (r) => r.linkedAccounts },
    { header: t('columns.amount'), value: (r) => r.amount },
    { header: t('columns.paid'), value: (r) => r.paidAmount },
    { header: t('columns.remaining'), value: (r) => r.remainingAmount },
    { header: t('detail.released'), value: (r) => r.releasedAmount },
    { header: t('common:csv.currency'), value: (r) => r.currency },
    {
      header: t('columns.state'),
      value: (r) => [t(`states.${r.state}`), r.disputed ? t('states.disputed') : ''].filter(Boolean).join(' · '),
    },
    { header: t('detail.confirmation'), value: (r) => (r.confirmation ? t(`confirmations.${r.confirmation}`) : '') },
    { header: t('csv.bankName'), value: (r) => r.bankName },
    { header: t('csv.accountNumber'), value: (r) => r.accountNumber },
    { header: t('csv.accountName'), value: (r) => r.accountName },
    { header: t('detail.lastPaid'), value: (r) => formatDateTime(r.lastPaidAt, timeZone) },
    { header: t('detail.confirmedAt'), value: (r) => formatDateTime(r.confirmedAt, timeZone) },
    { header: t('detail.rejectNote'), value: (r) => r.rejectNote },
  ];

  const counts = query.data?.counts;
  const countOf = (tab: (typeof tabs)[number]) =>
    counts && (tab === 'open' || tab === 'awaiting' || tab === 'disputed') ? ` (${counts[tab]})` : '';

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      actions={
        <ExportButton
          fileName="withdrawals.csv"
          load={(p, size) => callApi(withdrawalRoutes.adminQueue, { query: { ...filters, page: p, pageSize: size } })}
          columns={exportColumns}
        />
      }
      filters={
        <>
          <fieldset className="flex flex-wrap gap-1 border-b border-line p-2">
            <legend className="sr-only">{t('views')}</legend>
            {tabs.map((tab) => (
              <Button
                key={tab}
                size="sm"
                variant={view === tab ? 'primary' : 'ghost'}
                aria-pressed={view === tab}
                onClick={() => update({ view: tab === 'open' ? null : tab, page: null })}
              >
                {t(`viewNames.${tab}`)}
                {countOf(tab)}
              </Button>
            ))}
          </fieldset>
          <FilterBar
            label={t('filters')}
            onSubmit={() => update({ member: draft.member.trim(), from: draft.from, to: draft.to, page: null })}
          >
            <FilterInput
              label={t('member')}
              className="min-w-0 flex-1 basis-48"
              type="search"
              maxLength={64}
              value={draft.member}
              placeholder={t('memberPlaceholder')}
              onChange={(e) => setDraft((d) => ({ ...d, member: e.target.value }))}
            />
            <FilterDays
              fromLabel={t('from')}
              toLabel={t('to')}
              className="w-40"
              value={{ from: draft.from, to: draft.to }}
              onChange={(days) => setDraft((d) => ({ ...d, ...days }))}
            />
          </FilterBar>
        </>
      }
      query={query}
      empty={{ title: t(`empty.${view}`, { defaultValue: t('empty.all') }), hint: t('emptyHint') }}
      rowKey={(r) => r.id}
      selectedKey={openId}
      onRowClick={(r) => update({ withdrawal: r.id })}
      onPage={(p) => update({ page: String(p) })}
      columns={[
        {
          id: 'id',
          header: t('columns.id'),
          className: 'tabular whitespace-nowrap',
          cell: (r) => (
            <RowButton
              label={t('openNamed', { id: r.id, username: r.username })}
              onClick={() => update({ withdrawal: r.id })}
            >
              #{r.id}
            </RowButton>
          ),
        },
        { id: 'member', header: t('columns.member'), cell: (r) => <MemberWithLinks row={r} /> },
        {
          id: 'amount',
          header: t('columns.amount'),
          className: 'tabular whitespace-nowrap text-right',
          cell: (r) => moneyOf(r, r.amount),
        },
        {
          id: 'paid',
          header: t('columns.paid'),
          className: 'hidden sm:table-cell tabular whitespace-nowrap text-right',
          cell: (r) => moneyOf(r, r.paidAmount),
        },
        {
          id: 'remaining',
          header: t('columns.remaining'),
          className: 'tabular whitespace-nowrap text-right',
          cell: (r) => moneyOf(r, r.remainingAmount),
        },
        { id: 'state', header: t('columns.state'), cell: (r) => <StateBadges row={r} /> },
        {
          id: 'bank',
          header: t('columns.bank'),
          className: 'hidden lg:table-cell',
          cell: (r) => (
            <span className="whitespace-nowrap">
              {r.bankName} <span className="font-mono">{r.accountNumber}</span>
            </span>
          ),
        },
        {
          id: 'requested',
          header: t('columns.requested'),
          className: 'hidden md:table-cell tabular whitespace-nowrap',
          cell: (r) => formatDateTime(r.createdAt, timeZone),
        },
        {
          id: 'actions',
          header: t('common:table.actions'),
          className: 'text-right',
          cell: (r) => <RowActions row={r} onAction={setAction} />,
        },
      ]}
    >
      <WithdrawalSettingsPanel />
      <WithdrawalDrawer
        id={openId}
        timeZone={timeZone}
        onClose={() => update({ withdrawal: null })}
        onAction={(row, kind) => setAction({ row, kind })}
      />
      {action ? (
        <WithdrawalActionDialog
          key={`${action.row.id}-${action.kind}`}
          action={action}
          onClose={() => setAction(null)}
        />
      ) : null}
    </ListPage>
  );
}
