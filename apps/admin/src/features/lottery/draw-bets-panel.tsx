import { betStatuses, lotteryAdminRoutes, type TBetStatus } from '@gemilang/contract';
import { selectionLabel } from '@gemilang/games';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Select } from '../../shared/ui/field';
import { PagedTable } from '../../shared/ui/paged-table';
import { Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { betTypeLabel } from './bet-labels';
import { betStatusTone, exponentOf, money } from './lottery-format';

const pageSize = 50;

/** A draw's bets, newest first, by status and bet type, under the whole draw's count, stake and payout. */
export function DrawBetsPanel({ drawId }: { drawId: string }) {
  const { t } = useTranslation('lottery');
  const { timeZone } = useMerchant();
  const ids = { status: useId(), betType: useId() };
  const [status, setStatus] = useState<TBetStatus | ''>('');
  const [betType, setBetType] = useState('');
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: ['lottery', 'bets', drawId, status, betType, page],
    queryFn: () =>
      callApi(lotteryAdminRoutes.drawBets, { params: { id: drawId }, query: { status, betType, page, pageSize } }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
  const data = bets.data;
  const fmt = (amount: string) => (data ? money(data.currency, amount, exponentOf(amount)) : amount);
  return (
    <Panel
      title={t('bets.title')}
      description={
        data
          ? t('bets.totals', {
              bets: data.totals.count.toLocaleString('en'),
              stake: fmt(data.totals.stake),
              payout: fmt(data.totals.payout),
            })
          : undefined
      }
      actions={
        <>
          <div className="flex items-center gap-2">
            <label htmlFor={ids.status} className="text-xs whitespace-nowrap text-ink-soft">
              {t('filters.status')}
            </label>
            <Select
              id={ids.status}
              className="w-32"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as TBetStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('common:filters.all')}</option>
              {betStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`betStatus.${s}`)}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={ids.betType} className="text-xs whitespace-nowrap text-ink-soft">
              {t('filters.betType')}
            </label>
            <Select
              id={ids.betType}
              className="w-36"
              value={betType}
              onChange={(e) => {
                setBetType(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('common:filters.all')}</option>
              {data?.betTypes.map((b) => (
                <option key={b} value={b}>
                  {b}
                </option>
              ))}
            </Select>
          </div>
        </>
      }
    >
      <PagedTable
        query={bets}
        caption={t('bets.title')}
        empty={{ title: t('bets.emptyTitle'), hint: t('bets.emptyHint') }}
        rowKey={(r) => r.id}
        onPage={setPage}
        above={(b) =>
          status || betType ? (
            <p className="border-b border-line px-3 py-1.5 text-xs text-ink-soft">
              {t('bets.filtered', {
                bets: b.filtered.count.toLocaleString('en'),
                stake: fmt(b.filtered.stake),
                payout: fmt(b.filtered.payout),
              })}
            </p>
          ) : null
        }
        columns={[
          {
            id: 'placed',
            header: t('columns.placedAt'),
            className: 'tabular whitespace-nowrap hidden md:table-cell',
            cell: (r) => formatDateTime(r.placedAt, timeZone),
          },
          { id: 'member', header: t('columns.member'), className: 'font-medium', cell: (r) => r.username },
          { id: 'betType', header: t('columns.betType'), cell: (r) => betTypeLabel(t, r.betType) },
          {
            id: 'selection',
            header: t('columns.selection'),
            className: 'tabular',
            cell: (r) => selectionLabel(t, r.selection),
          },
          {
            id: 'stake',
            header: t('columns.stake'),
            className: 'tabular text-right whitespace-nowrap',
            cell: (r) => fmt(r.stake),
          },
          {
            id: 'potential',
            header: t('columns.potentialWin'),
            className: 'tabular text-right whitespace-nowrap hidden sm:table-cell',
            cell: (r) => fmt(r.potentialWin),
          },
          {
            id: 'status',
            header: t('columns.status'),
            cell: (r) => <Badge tone={betStatusTone[r.status]}>{t(`betStatus.${r.status}`)}</Badge>,
          },
          {
            id: 'payout',
            header: t('columns.payout'),
            className: 'tabular text-right whitespace-nowrap',
            cell: (r) => (r.payout === null ? '—' : fmt(r.payout)),
          },
        ]}
      />
    </Panel>
  );
}
