import { contractStatuses, type TContract, teamAdminRoutes } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterInput } from '../../shared/ui/filter-bar';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { codeLabel, contractStatusTone, kindOptions, toneOf } from './agents-labels';
import { CodeSelect } from './code-select';

const pageSize = 50;
const filterKeys = ['kind', 'status', 'upline', 'downline', 'from', 'to'] as const;
type Filters = Record<(typeof filterKeys)[number], string>;

/**
 * The brand's agents' contracts by kind, state, either party and the days offered on; each opens its page
 * with its history and payouts. Filters live in the address, so a filtered list can be shared.
 */
export function AgentContractsPage() {
  const { t } = useTranslation('agents');
  const { timeZone } = useMerchant();
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Filters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState(filters);
  const contracts = useQuery({
    queryKey: ['agents', 'contracts', filters, page],
    queryFn: () => callApi(teamAdminRoutes.contracts, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filters, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const k of filterKeys) if (next[k].trim()) out.set(k, next[k].trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = () => apply(draft);
  const text = (key: 'upline' | 'downline' | 'from' | 'to', label: string, type = 'text') => (
    <FilterInput
      label={label}
      className={type === 'date' ? 'w-36' : 'w-40'}
      type={type}
      maxLength={64}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );
  const filtered = filterKeys.some((k) => filters[k]);
  // The contracts as the filters stand, every page (ADR 067).
  const exportColumns: CsvColumn<TContract>[] = [
    { header: t('columns.contract'), value: (c) => c.id },
    { header: t('columns.kind'), value: (c) => codeLabel(t, 'kinds', c.kind) },
    { header: t('columns.upline'), value: (c) => c.upline },
    { header: t('columns.downline'), value: (c) => c.downline },
    { header: t('columns.status'), value: (c) => codeLabel(t, 'contractStatus', c.status) },
    { header: t('csv.topRate'), value: (c) => c.topRate },
    { header: t('columns.period'), value: (c) => codeLabel(t, 'periods', c.period) },
    { header: t('columns.offeredAt'), value: (c) => formatDateTime(c.offeredAt, timeZone) },
    { header: t('csv.decidedAt'), value: (c) => formatDateTime(c.decidedAt, timeZone) },
    { header: t('columns.endedAt'), value: (c) => formatDateTime(c.endedAt, timeZone) },
    {
      header: t('csv.endReason'),
      value: (c) => (c.endReason ? t(`reasons.${c.endReason}`, { defaultValue: c.endReason }) : ''),
    },
  ];

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('contracts.title')}
        description={t('contracts.description')}
        actions={
          <ExportButton
            fileName="agent-contracts.csv"
            load={(p, size) => callApi(teamAdminRoutes.contracts, { query: { ...filters, page: p, pageSize: size } })}
            columns={exportColumns}
          />
        }
      />
      <Panel>
        <FilterBar label={t('contracts.filters')} onSubmit={submit}>
          <CodeSelect
            label={t('filters.kind')}
            group="kinds"
            codes={kindOptions}
            value={draft.kind}
            onChange={(kind) => setDraft({ ...draft, kind })}
            className="w-40"
          />
          <CodeSelect
            label={t('filters.contractStatus')}
            group="contractStatus"
            codes={contractStatuses}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
            className="w-36"
          />
          {text('upline', t('filters.upline'))}
          {text('downline', t('filters.downline'))}
          {text('from', t('filters.offeredFrom'), 'date')}
          {text('to', t('filters.offeredTo'), 'date')}
        </FilterBar>
      </Panel>
      <Panel title={t('contracts.listTitle')}>
        <PagedTable
          query={contracts}
          caption={t('contracts.listTitle')}
          empty={{
            title: t('contracts.emptyTitle'),
            hint: filtered ? t('contracts.emptyFilteredHint') : t('contracts.emptyHint'),
          }}
          rowKey={(c) => c.id}
          onPage={(p) => apply(filters, p)}
          columns={[
            {
              id: 'contract',
              header: t('columns.contract'),
              cell: (c) => (
                <Link
                  to={`/agent-contracts/${c.id}`}
                  className="font-medium text-accent hover:underline"
                  aria-label={t('contracts.open', { id: c.id, upline: c.upline, downline: c.downline })}
                >
                  #{c.id} · {codeLabel(t, 'kinds', c.kind)}
                </Link>
              ),
            },
            {
              id: 'parties',
              header: t('columns.parties'),
              cell: (c) => (
                <span className="break-all">
                  {c.upline} → {c.downline}
                </span>
              ),
            },
            {
              id: 'status',
              header: t('columns.status'),
              cell: (c) => (
                <Badge tone={toneOf(contractStatusTone, c.status)}>{codeLabel(t, 'contractStatus', c.status)}</Badge>
              ),
            },
            {
              id: 'rate',
              header: t('columns.topRate'),
              className: 'tabular text-right',
              cell: (c) => `${c.topRate}%`,
            },
            {
              id: 'period',
              header: t('columns.period'),
              className: 'hidden md:table-cell',
              cell: (c) => codeLabel(t, 'periods', c.period),
            },
            {
              id: 'offered',
              header: t('columns.offeredAt'),
              className: 'hidden sm:table-cell tabular whitespace-nowrap',
              cell: (c) => formatDateTime(c.offeredAt, timeZone),
            },
            {
              id: 'ended',
              header: t('columns.endedAt'),
              className: 'hidden lg:table-cell tabular whitespace-nowrap',
              cell: (c) => formatDateTime(c.endedAt, timeZone) || '—',
            },
          ]}
        />
      </Panel>
    </div>
  );
}
