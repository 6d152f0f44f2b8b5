import { gamesAdminRoutes, type TAdminRound } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { type CsvColumn, withPageCurrency } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { ExportButton } from '../../shared/ui/export-button';
import { FilterBar, FilterInput } from '../../shared/ui/filter-bar';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { roundStatusTone } from './games-format';

const pageSize = 50;
const noFilters = { username: '', roundId: '', from: '', to: '' };

/**
 * Round lookup: a vendor's rounds by member, the vendor's round id or the days they opened on (brand
 * zone), newest first. The search runs when the operator asks; a round opens its page with every call.
 */
export function GameRoundsPage() {
  const { t } = useTranslation('games');
  const merchant = useMerchant();
  const [draft, setDraft] = useState(noFilters);
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(1);
  const rounds = useQuery({
    queryKey: ['games', 'rounds', filters, page],
    queryFn: () => callApi(gamesAdminRoutes.rounds, { query: { ...filters, page, pageSize } }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
  });
  const submit = () => {
    setFilters({
      username: draft.username.trim(),
      roundId: draft.roundId.trim(),
      from: draft.from,
      to: draft.to,
    });
    setPage(1);
  };
  // The rounds the last search found, every page (ADR 067).
  const exportColumns: CsvColumn<TAdminRound & { currency: string }>[] = [
    { header: t('columns.round'), value: (r) => r.roundId },
    { header: t('columns.vendor'), value: (r) => r.vendor },
    { header: t('columns.game'), value: (r) => r.gameName },
    { header: t('columns.member'), value: (r) => r.username },
    { header: t('columns.openedAt'), value: (r) => formatDateTime(r.openedAt, merchant.timeZone) },
    { header: t('round.endedAt'), value: (r) => formatDateTime(r.endedAt, merchant.timeZone) },
    { header: t('columns.status'), value: (r) => t(`roundStatus.${r.status}`) },
    { header: t('columns.debited'), value: (r) => r.debited },
    { header: t('columns.credited'), value: (r) => r.credited },
    { header: t('round.rolledBack'), value: (r) => r.rolledBack },
    { header: t('common:csv.currency'), value: (r) => r.currency },
  ];
  const input = (key: keyof typeof noFilters, label: string, type = 'text') => (
    <FilterInput
      label={label}
      className={type === 'date' ? 'w-36' : 'w-44'}
      type={type}
      value={draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
    />
  );

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('rounds.title')}
        description={t('rounds.description')}
        actions={
          <ExportButton
            fileName="game-rounds.csv"
            load={withPageCurrency((p, size) =>
              callApi(gamesAdminRoutes.rounds, { query: { ...filters, page: p, pageSize: size } }),
            )}
            columns={exportColumns}
          />
        }
      />
      <Panel>
        <FilterBar label={t('rounds.search')} onSubmit={submit}>
          {input('username', t('filters.username'))}
          {input('roundId', t('filters.roundId'))}
          {input('from', t('filters.from'), 'date')}
          {input('to', t('filters.to'), 'date')}
        </FilterBar>
      </Panel>
      <Panel title={t('rounds.listTitle')}>
        <PagedTable
          query={rounds}
          caption={t('rounds.listTitle')}
          empty={{ title: t('rounds.emptyTitle'), hint: t('rounds.emptyHint') }}
          rowKey={(r) => r.id}
          onPage={setPage}
          columns={(result) => [
            {
              id: 'round',
              header: t('columns.round'),
              cell: (r) => (
                <Link
                  to={`/game-rounds/${r.id}`}
                  className="font-medium text-accent hover:underline"
                  aria-label={t('rounds.open', { round: r.roundId, member: r.username })}
                >
                  <span className="block break-all">{r.roundId}</span>
                  <span className="text-xs text-ink-soft">
                    {r.vendor} · {r.gameName}
                  </span>
                </Link>
              ),
            },
            { id: 'member', header: t('columns.member'), cell: (r) => r.username },
            {
              id: 'opened',
              header: t('columns.openedAt'),
              className: 'tabular whitespace-nowrap hidden md:table-cell',
              cell: (r) => formatDateTime(r.openedAt, merchant.timeZone),
            },
            {
              id: 'status',
              header: t('columns.status'),
              cell: (r) => <Badge tone={roundStatusTone[r.status]}>{t(`roundStatus.${r.status}`)}</Badge>,
            },
            {
              id: 'debited',
              header: t('columns.debited'),
              className: 'tabular text-right whitespace-nowrap',
              cell: (r) => money(result.currency, r.debited),
            },
            {
              id: 'credited',
              header: t('columns.credited'),
              className: 'tabular text-right whitespace-nowrap hidden sm:table-cell',
              cell: (r) => money(result.currency, r.credited),
            },
          ]}
        />
      </Panel>
    </div>
  );
}
