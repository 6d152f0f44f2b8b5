import { drawStatuses, lotteryAdminRoutes, type TAdminDraw, type TDrawStatus } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { type CsvColumn, withPageCurrency } from '../../shared/lib/csv';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ExportButton } from '../../shared/ui/export-button';
import { Field, Input, Select } from '../../shared/ui/field';
import { PagedTable } from '../../shared/ui/paged-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { DrawActionDialog } from './draw-action-dialog';
import { drawStatusTone, exponentOf, money, todayIn } from './lottery-format';
import { useLotteryGames } from './use-lottery-games';

const pageSize = 50;

/**
 * The draw calendar: a day's draws of every game or one, by status, with their bets and stake. A draw opens
 * its own page (liability, bets); an open or closed one can be voided here with a reason.
 */
export function LotteryDrawsPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchant();
  const games = useLotteryGames();
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState<TDrawStatus | ''>('');
  // Null until the operator picks a day: today in the brand's zone.
  const [dayChoice, setDayChoice] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<TAdminDraw | null>(null);
  const day = dayChoice ?? todayIn(merchant.timeZone);

  const draws = useQuery({
    queryKey: ['lottery', 'draws', gameCode, day, status, page],
    queryFn: () => callApi(lotteryAdminRoutes.draws, { query: { gameCode, day, status, page, pageSize } }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  // The day's draws as the filters stand, every page (ADR 067).
  const exportColumns: CsvColumn<TAdminDraw & { currency: string }>[] = [
    { header: t('columns.game'), value: (d) => d.gameName },
    { header: t('columns.draw'), value: (d) => d.drawNumber },
    { header: t('csv.station'), value: (d) => d.station },
    { header: t('columns.opensAt'), value: (d) => formatDateTime(d.opensAt, merchant.timeZone) },
    { header: t('columns.cutoffAt'), value: (d) => formatDateTime(d.cutoffAt, merchant.timeZone) },
    { header: t('columns.drawAt'), value: (d) => formatDateTime(d.drawAt, merchant.timeZone) },
    { header: t('columns.status'), value: (d) => t(`drawStatus.${d.status}`) },
    { header: t('columns.bets'), value: (d) => d.betCount },
    { header: t('columns.stake'), value: (d) => d.stakeTotal },
    { header: t('common:csv.currency'), value: (d) => d.currency },
    { header: t('draw.settledAt'), value: (d) => formatDateTime(d.settledAt, merchant.timeZone) },
    { header: t('columns.seedHash'), value: (d) => d.seedHash },
  ];
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('draws.title')}
        description={t('draws.description')}
        actions={
          <ExportButton
            fileName={`lottery-draws-${day}.csv`}
            load={withPageCurrency((p, size) =>
              callApi(lotteryAdminRoutes.draws, { query: { gameCode, day, status, page: p, pageSize: size } }),
            )}
            columns={exportColumns}
          />
        }
      />
      <Panel
        title={t('draws.listTitle')}
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <Field label={t('filters.game')}>
              {(field) => (
                <Select
                  {...field}
                  className="w-40"
                  value={gameCode}
                  onChange={(e) => filter(setGameCode)(e.target.value)}
                >
                  <option value="">{t('common:filters.all')}</option>
                  {games.data?.games.map((g) => (
                    <option key={g.code} value={g.code}>
                      {g.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('filters.day')}>
              {(field) => (
                <Input
                  {...field}
                  type="date"
                  className="w-36"
                  value={day}
                  onChange={(e) => e.target.value && filter(setDayChoice)(e.target.value)}
                />
              )}
            </Field>
            <Field label={t('filters.status')}>
              {(field) => (
                <Select
                  {...field}
                  className="w-32"
                  value={status}
                  onChange={(e) => filter(setStatus)(e.target.value as TDrawStatus | '')}
                >
                  <option value="">{t('common:filters.all')}</option>
                  {drawStatuses.map((s) => (
                    <option key={s} value={s}>
                      {t(`drawStatus.${s}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        }
      >
        <PagedTable
          query={draws}
          caption={t('draws.listTitle')}
          empty={{ title: t('draws.emptyTitle'), hint: t('draws.emptyHint') }}
          rowKey={(d) => d.id}
          onPage={setPage}
          columns={(result) => [
            {
              id: 'draw',
              header: t('columns.draw'),
              cell: (d) => (
                <Link
                  to={`/lottery/draws/${d.id}`}
                  className="font-medium text-accent hover:underline"
                  aria-label={t('draws.open', { game: d.gameName, draw: d.drawNumber })}
                >
                  <span className="block">{d.gameName}</span>
                  <span className="tabular text-xs whitespace-nowrap text-ink-soft">{d.drawNumber}</span>
                </Link>
              ),
            },
            {
              id: 'opens',
              header: t('columns.opensAt'),
              className: 'tabular whitespace-nowrap hidden lg:table-cell',
              cell: (d) => formatDateTime(d.opensAt, merchant.timeZone),
            },
            {
              id: 'cutoff',
              header: t('columns.cutoffAt'),
              className: 'tabular whitespace-nowrap hidden md:table-cell',
              cell: (d) => formatDateTime(d.cutoffAt, merchant.timeZone),
            },
            {
              id: 'drawAt',
              header: t('columns.drawAt'),
              className: 'tabular whitespace-nowrap',
              cell: (d) => formatDateTime(d.drawAt, merchant.timeZone).slice(11),
            },
            {
              id: 'status',
              header: t('columns.status'),
              cell: (d) => <Badge tone={drawStatusTone[d.status]}>{t(`drawStatus.${d.status}`)}</Badge>,
            },
            {
              id: 'bets',
              header: t('columns.bets'),
              className: 'tabular text-right hidden sm:table-cell',
              cell: (d) => d.betCount.toLocaleString('en'),
            },
            {
              id: 'stake',
              header: t('columns.stake'),
              className: 'tabular text-right whitespace-nowrap',
              cell: (d) => money(result.currency, d.stakeTotal, exponentOf(d.stakeTotal)),
            },
            {
              id: 'seed',
              header: t('columns.seedHash'),
              className: 'hidden xl:table-cell',
              cell: (d) =>
                d.seedHash ? (
                  <code className="text-[11px] text-ink-soft" title={d.seedHash}>
                    {d.seedHash.slice(0, 12)}…
                  </code>
                ) : (
                  '—'
                ),
            },
            {
              id: 'actions',
              header: t('common:table.actions'),
              className: 'w-px text-right whitespace-nowrap',
              cell: (d) =>
                d.voidable ? (
                  <Button
                    size="sm"
                    aria-label={t('void.named', { game: d.gameName, draw: d.drawNumber })}
                    onClick={() => setVoiding(d)}
                  >
                    <Ban aria-hidden className="size-3.5" />
                    <span className="hidden sm:inline">{t('void.action')}</span>
                  </Button>
                ) : null,
            },
          ]}
        />
      </Panel>
      <DrawActionDialog action="void" draw={voiding} onClose={() => setVoiding(null)} />
    </div>
  );
}
