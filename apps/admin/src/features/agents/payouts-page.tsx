import { type TAdminPayout, type TStatusTotal, teamAdminRoutes } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { QueryView } from '../../shared/ui/data-table';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterInput } from '../../shared/ui/filter-bar';
import { PagedTable } from '../../shared/ui/paged-table';
import { Pager } from '../../shared/ui/pager';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { codeLabel, kindOptions, payoutStatusOptions, payoutStatusTone, toneOf } from './agents-labels';
import { CodeSelect } from './code-select';
import { PayoutsTable } from './payouts-table';

const pageSize = 50;
const filterKeys = ['kind', 'status', 'contractId', 'upline', 'downline', 'from', 'to'] as const;
type Filters = Record<(typeof filterKeys)[number], string>;

function StatusTotals({ totals, currency }: { totals: TStatusTotal[]; currency: string }) {
  const { t } = useTranslation('agents');
  return (
    <ul className="flex flex-wrap gap-1.5">
      {totals.map((s) => (
        <li key={s.status}>
          <Badge tone={toneOf(payoutStatusTone, s.status)}>
            {codeLabel(t, 'payoutStatus', s.status)} {s.count} · {money(currency, s.amount)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the settlement jobs did: each kind's periods as the runs' results (the job keeps no run log, ADR 039)
 * and every payout with its state and the ledger entry that paid it, with totals over all the filters match.
 */
export function AgentPayoutsPage() {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchant();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'runs' ? 'runs' : 'payouts';
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(filters);

  const payouts = useQuery({
    queryKey: ['agents', 'payouts', filters, page],
    queryFn: () => callApi(teamAdminRoutes.payouts, { query: { ...filters, page, pageSize } }),
    enabled: view === 'payouts',
    placeholderData: keepPreviousData,
  });
  const runs = useQuery({
    queryKey: ['agents', 'runs', filters.kind, filters.from, filters.to, page],
    queryFn: () =>
      callApi(teamAdminRoutes.payoutRuns, {
        query: { kind: filters.kind, from: filters.from, to: filters.to, page, pageSize },
      }),
    enabled: view === 'runs',
    placeholderData: keepPreviousData,
  });

  const apply = (next: Filters, nextView: string, nextPage = 1) => {
    const out = new URLSearchParams();
    if (nextView === 'runs') out.set('view', 'runs');
    for (const k of filterKeys) if (next[k].trim()) out.set(k, next[k].trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = () => apply(draft, view);
  const text = (key: 'upline' | 'downline' | 'from' | 'to' | 'contractId', label: string, type = 'text') => (
    <FilterInput
      label={label}
      className="w-36"
      type={type}
      maxLength={64}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );
  const exportColumns: CsvColumn<TAdminPayout>[] = [
    { header: t('csv.payout'), value: (r) => r.id },
    { header: t('columns.contract'), value: (r) => r.contractId },
    { header: t('columns.kind'), value: (r) => codeLabel(t, 'kinds', r.kind) },
    { header: t('csv.periodStart'), value: (r) => formatDateTime(r.periodStart, timeZone) },
    { header: t('csv.periodEnd'), value: (r) => formatDateTime(r.periodEnd, timeZone) },
    { header: t('columns.upline'), value: (r) => r.upline },
    { header: t('columns.downline'), value: (r) => r.downline },
    { header: t('columns.base'), value: (r) => r.base },
    { header: t('columns.tier'), value: (r) => r.tier },
    { header: t('csv.rate'), value: (r) => r.rate },
    { header: t('columns.amount'), value: (r) => r.amount },
    { header: t('columns.status'), value: (r) => codeLabel(t, 'payoutStatus', r.status) },
    { header: t('columns.entry'), value: (r) => r.entryId },
  ];

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('payouts.title')}
        description={t('payouts.description')}
        actions={
          view === 'payouts' ? (
            <ExportButton
              fileName="agent-payouts.csv"
              load={(p, size) => callApi(teamAdminRoutes.payouts, { query: { ...filters, page: p, pageSize: size } })}
              columns={exportColumns}
            />
          ) : null
        }
      />
      <fieldset className="inline-flex rounded border border-line-strong bg-panel p-0.5">
        <legend className="sr-only">{t('payouts.view')}</legend>
        {(['payouts', 'runs'] as const).map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => apply(filters, v)}
            className={`rounded px-3 py-1 text-[13px] ${view === v ? 'bg-accent text-white' : 'text-ink-soft hover:bg-sunken'}`}
          >
            {t(`payouts.views.${v}`)}
          </button>
        ))}
      </fieldset>
      <Panel>
        <FilterBar label={t('payouts.filters')} onSubmit={submit}>
          <CodeSelect
            label={t('filters.kind')}
            group="kinds"
            codes={kindOptions}
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            className="w-40"
          />
          {view === 'payouts' ? (
            <>
              <CodeSelect
                label={t('filters.payoutStatus')}
                group="payoutStatus"
                codes={payoutStatusOptions}
                value={draft.status}
                onChange={(status) => setDraft({ ...draft, status })}
                className="w-32"
              />
              {text('upline', t('filters.upline'))}
              {text('downline', t('filters.downline'))}
              {text('contractId', t('filters.contractId'))}
            </>
          ) : null}
          {text('from', t('filters.periodFrom'), 'date')}
          {text('to', t('filters.periodTo'), 'date')}
        </FilterBar>
      </Panel>
      {view === 'payouts' ? (
        <Panel title={t('payouts.listTitle')}>
          <QueryView
            query={payouts}
            isEmpty={(p) => p.items.length === 0}
            empty={<EmptyState title={t('payouts.emptyTitle')} hint={t('payouts.emptyHint')} />}
          >
            {(result) => (
              <>
                <section
                  aria-label={t('payouts.totals')}
                  className="flex flex-wrap items-center gap-3 border-b border-line p-3 text-[13px]"
                >
                  <span className="font-semibold tabular">
                    {t('payouts.total', {
                      n: result.totals.count,
                      amount: money(result.currency, result.totals.amount),
                    })}
                  </span>
                  <StatusTotals totals={result.totals.byStatus} currency={result.currency} />
                </section>
                <PayoutsTable
                  caption={t('payouts.listTitle')}
                  rows={result.items}
                  currency={result.currency}
                  timeZone={timeZone}
                />
                <Pager
                  page={result.page}
                  pageSize={result.pageSize}
                  total={result.total}
                  onPage={(p) => apply(filters, view, p)}
                />
              </>
            )}
          </QueryView>
        </Panel>
      ) : (
        <Panel title={t('payouts.runsTitle')} description={t('payouts.runsHint')}>
          <PagedTable
            query={runs}
            caption={t('payouts.runsTitle')}
            empty={{ title: t('payouts.runsEmptyTitle'), hint: t('payouts.emptyHint') }}
            rowKey={(r) => `${r.kind}:${r.periodStart}`}
            onPage={(p) => apply(filters, view, p)}
            columns={(result) => [
              {
                id: 'period',
                header: t('columns.period'),
                className: 'tabular whitespace-nowrap',
                cell: (r) => (
                  <>
                    <span className="block">{formatDateTime(r.periodStart, timeZone)}</span>
                    <span className="block text-xs text-ink-soft">→ {formatDateTime(r.periodEnd, timeZone)}</span>
                  </>
                ),
              },
              { id: 'kind', header: t('columns.kind'), cell: (r) => codeLabel(t, 'kinds', r.kind) },
              {
                id: 'recorded',
                header: t('columns.recordedAt'),
                className: 'hidden md:table-cell tabular whitespace-nowrap',
                cell: (r) => formatDateTime(r.recordedAt, timeZone),
              },
              {
                id: 'paid',
                header: t('columns.lastPaidAt'),
                className: 'hidden lg:table-cell tabular whitespace-nowrap',
                cell: (r) => formatDateTime(r.lastPaidAt, timeZone) || '—',
              },
              {
                id: 'states',
                header: t('columns.states'),
                cell: (r) => <StatusTotals totals={r.byStatus} currency={result.currency} />,
              },
              {
                id: 'amount',
                header: t('columns.amount'),
                className: 'tabular text-right whitespace-nowrap',
                cell: (r) => money(result.currency, r.amount),
              },
            ]}
          />
        </Panel>
      )}
    </div>
  );
}
