import { lotteryAdminRoutes } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { Field, Input, Select } from '../../shared/ui/field';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { exponentOf, money, todayIn } from './lottery-format';
import { useLotteryGames } from './use-lottery-games';

/** A week back from a day: the report's first range. */
function weekBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 6);
  return d.toISOString().slice(0, 10);
}

/**
 * The house's profit and loss per day and game: settled bets, stake, payout and stake minus payout, by the
 * day they were settled in the brand's zone, with the range's totals.
 */
export function LotteryProfitLossPage() {
  const { t } = useTranslation('lottery');
  const merchant = useMerchant();
  const games = useLotteryGames();
  const today = todayIn(merchant.timeZone);
  const [range, setRange] = useState<{ from: string; to: string; gameCode: string } | null>(null);
  const [draft, setDraft] = useState<{ from: string; to: string; gameCode: string } | null>(null);
  const applied = range ?? { from: weekBefore(today), to: today, gameCode: '' };
  const form = draft ?? applied;
  const report = useQuery({
    queryKey: ['lottery', 'pnl', applied],
    queryFn: () => callApi(lotteryAdminRoutes.profitLoss, { query: applied }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
  });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setRange(form);
  };
  const gameName = (code: string) => games.data?.games.find((g) => g.code === code)?.name ?? code;

  return (
    <div className="space-y-3">
      <PageHeader title={t('pnl.title')} description={t('pnl.description')} />
      <Panel>
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 p-3">
          <Field label={t('filters.from')}>
            {(field) => (
              <Input
                {...field}
                type="date"
                className="w-36"
                value={form.from}
                max={form.to}
                onChange={(e) => setDraft({ ...form, from: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('filters.to')}>
            {(field) => (
              <Input
                {...field}
                type="date"
                className="w-36"
                value={form.to}
                min={form.from}
                onChange={(e) => setDraft({ ...form, to: e.target.value })}
              />
            )}
          </Field>
          <Field label={t('filters.game')}>
            {(field) => (
              <Select
                {...field}
                className="w-40"
                value={form.gameCode}
                onChange={(e) => setDraft({ ...form, gameCode: e.target.value })}
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
          <Button type="submit" variant="primary">
            {t('pnl.show')}
          </Button>
        </form>
      </Panel>
      <Panel
        title={t('pnl.listTitle')}
        description={
          report.data
            ? t('pnl.totals', {
                bets: report.data.totals.bets.toLocaleString('en'),
                stake: money(report.data.currency, report.data.totals.stake, exponentOf(report.data.totals.stake)),
                payout: money(report.data.currency, report.data.totals.payout, exponentOf(report.data.totals.payout)),
                profit: money(report.data.currency, report.data.totals.profit, exponentOf(report.data.totals.profit)),
              })
            : undefined
        }
      >
        <QueryView
          query={report}
          isEmpty={(r) => r.rows.length === 0}
          empty={<EmptyState title={t('pnl.emptyTitle')} hint={t('pnl.emptyHint')} />}
        >
          {(r) => {
            const fmt = (amount: string) => money(r.currency, amount, exponentOf(amount));
            const signed = (amount: string) => (
              <span className={amount.startsWith('-') ? 'text-bad' : 'text-ok'}>{fmt(amount)}</span>
            );
            return (
              <DataTable
                caption={t('pnl.listTitle')}
                rows={[...r.rows, { day: '', gameCode: '', ...r.totals }]}
                rowKey={(row) => `${row.day}:${row.gameCode}`}
                columns={[
                  {
                    id: 'day',
                    header: t('columns.day'),
                    className: 'tabular whitespace-nowrap',
                    cell: (row) => (row.day ? row.day : <strong>{t('pnl.total')}</strong>),
                  },
                  {
                    id: 'game',
                    header: t('columns.game'),
                    cell: (row) => (row.gameCode ? gameName(row.gameCode) : ''),
                  },
                  {
                    id: 'bets',
                    header: t('columns.bets'),
                    className: 'tabular text-right',
                    cell: (row) => row.bets.toLocaleString('en'),
                  },
                  {
                    id: 'stake',
                    header: t('columns.stake'),
                    className: 'tabular text-right whitespace-nowrap',
                    cell: (row) => fmt(row.stake),
                  },
                  {
                    id: 'payout',
                    header: t('columns.payout'),
                    className: 'tabular text-right whitespace-nowrap',
                    cell: (row) => fmt(row.payout),
                  },
                  {
                    id: 'profit',
                    header: t('columns.profit'),
                    className: 'tabular text-right whitespace-nowrap font-medium',
                    cell: (row) => signed(row.profit),
                  },
                ]}
              />
            );
          }}
        </QueryView>
      </Panel>
    </div>
  );
}
