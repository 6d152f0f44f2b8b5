import { agentsAdminRoutes, contractStatuses } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input } from '../../shared/ui/field';
import { Pager } from '../../shared/ui/pager';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
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
    queryFn: () => callApi(agentsAdminRoutes.contracts, { query: { ...filters, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const apply = (next: Filters, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const k of filterKeys) if (next[k].trim()) out.set(k, next[k].trim());
    if (nextPage > 1) out.set('page', String(nextPage));
    setParams(out);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const text = (key: 'upline' | 'downline' | 'from' | 'to', label: string, type = 'text') => (
    <Field label={label}>
      {(props) => (
        <Input
          {...props}
          type={type}
          maxLength={64}
          className={type === 'date' ? 'w-36' : 'w-40'}
          value={draft[key]}
          onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        />
      )}
    </Field>
  );
  const filtered = filterKeys.some((k) => filters[k]);

  return (
    <div className="space-y-3">
      <PageHeader title={t('contracts.title')} description={t('contracts.description')} />
      <Panel>
        <form onSubmit={submit} aria-label={t('contracts.filters')} className="flex flex-wrap items-end gap-2 p-3">
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
          <Button type="submit" variant="primary">
            <Search aria-hidden className="size-4" />
            {t('common:actions.search')}
          </Button>
        </form>
      </Panel>
      <Panel title={t('contracts.listTitle')}>
        <QueryView
          query={contracts}
          isEmpty={(p) => p.items.length === 0}
          empty={
            <EmptyState
              title={t('contracts.emptyTitle')}
              hint={filtered ? t('contracts.emptyFilteredHint') : t('contracts.emptyHint')}
            />
          }
        >
          {(result) => (
            <>
              <DataTable
                caption={t('contracts.listTitle')}
                rows={result.items}
                rowKey={(c) => c.id}
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
                      <Badge tone={toneOf(contractStatusTone, c.status)}>
                        {codeLabel(t, 'contractStatus', c.status)}
                      </Badge>
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
              <Pager
                page={result.page}
                pageSize={result.pageSize}
                total={result.total}
                onPage={(p) => apply(filters, p)}
              />
            </>
          )}
        </QueryView>
      </Panel>
    </div>
  );
}
