import { dashboardAdminRoutes, type StaffAccess, type TDashboard, type TDashboardFigures } from '@gemilang/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayOpen } from '../../app/nav';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { useBackOfficeLive } from '../../shared/live';
import { useSession } from '../../shared/session';
import { BarChart, chartColors, LineChart } from '../../shared/ui/charts';
import { QueryView } from '../../shared/ui/data-table';
import { FilterBar, FilterDays } from '../../shared/ui/filter-bar';
import { LiveBadge } from '../../shared/ui/live-badge';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';

/**
 * How often the figures are read again without a hint: the live channel says when the business moved (ADR 071), so
 * this only catches what it cannot (a day turning over); while the channel is down, every 30 s as before (ADR 067).
 */
export const DASHBOARD_REFRESH_MS = 30_000;
export const DASHBOARD_LIVE_REFRESH_MS = 300_000;

type Range = { from: string; to: string };

/** The last 7 brand days, today included: the range a dashboard opens on. */
export function lastWeek(timeZone: string, now = new Date()): Range {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 6);
  return { from: from.toISOString().slice(0, 10), to };
}

const queues: { key: keyof TDashboard['queues']; path: string; access: StaffAccess }[] = [
  { key: 'deposits', path: '/deposits', access: 'cashier' },
  { key: 'withdrawals', path: '/withdrawals', access: 'withdrawalReview' },
  { key: 'applications', path: '/promotions/applications', access: 'promotions' },
  { key: 'redemptions', path: '/points/redemptions', access: 'promotions' },
  { key: 'chats', path: '/support-chat', access: 'support' },
  { key: 'feedback', path: '/feedback', access: 'support' },
];

function Figures({ f, currency, title, id }: { f: TDashboardFigures; currency: string; title: string; id: string }) {
  const { t } = useTranslation('dashboard');
  const m = (v: string) => money(currency, v);
  const signed = (v: string) => (v.startsWith('-') ? 'text-bad' : 'text-ink');
  const rows: { key: string; value: string; tone?: string }[] = [
    { key: 'deposits', value: `${m(f.deposits)} (${f.depositCount})` },
    { key: 'withdrawals', value: m(f.withdrawals) },
    { key: 'netCash', value: m(f.netCash), tone: signed(f.netCash) },
    { key: 'ggr', value: m(f.ggr), tone: signed(f.ggr) },
    { key: 'bonusCost', value: m(f.bonusCost) },
    { key: 'ngr', value: m(f.ngr), tone: signed(f.ngr) },
    { key: 'activePlayers', value: f.activePlayers.toLocaleString('en') },
    { key: 'newPlayers', value: f.newPlayers.toLocaleString('en') },
    { key: 'firstDepositors', value: f.firstDepositors.toLocaleString('en') },
  ];
  return (
    <Panel
      title={title}
      labelledBy={id}
      description={f.from === f.to ? f.from : t('rangeDays', { from: f.from, to: f.to })}
    >
      <dl className="divide-y divide-line">
        {rows.map((r) => (
          <div key={r.key} className="flex items-baseline justify-between gap-3 px-3 py-1.5">
            <dt className="text-ink-soft">{t(`figures.${r.key}`)}</dt>
            <dd className={`m-0 font-medium tabular-nums whitespace-nowrap ${r.tone ?? 'text-ink'}`}>{r.value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto border-t border-line">
        <table className="w-full text-xs">
          <caption className="px-3 pt-2 text-left font-medium text-ink-soft">{t('byProduct')}</caption>
          <thead>
            <tr className="text-ink-faint">
              <th scope="col" className="px-3 py-1 text-left font-normal">
                {t('columns.product')}
              </th>
              <th scope="col" className="px-3 py-1 text-right font-normal">
                {t('columns.stake')}
              </th>
              <th scope="col" className="px-3 py-1 text-right font-normal">
                {t('columns.payout')}
              </th>
              <th scope="col" className="px-3 py-1 text-right font-normal">
                {t('columns.ggr')}
              </th>
            </tr>
          </thead>
          <tbody>
            {f.products.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-2 text-ink-faint">
                  {t('noBets')}
                </td>
              </tr>
            ) : (
              f.products.map((p) => (
                <tr key={p.product}>
                  <th scope="row" className="px-3 py-1 text-left font-normal">
                    {t(`reports:products.${p.product}`)}
                  </th>
                  <td className="px-3 py-1 text-right tabular-nums">{p.stake}</td>
                  <td className="px-3 py-1 text-right tabular-nums">{p.payout}</td>
                  <td className={`px-3 py-1 text-right tabular-nums ${signed(p.ggr)}`}>{p.ggr}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  );
}

function Charts({ d }: { d: TDashboard }) {
  const { t } = useTranslation('dashboard');
  const days = d.days.map((x) => x.day);
  const products = [...new Set(d.days.flatMap((x) => x.products.map((p) => p.product)))];
  const amount = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 0 });
  const count = (n: number) => n.toLocaleString('en');
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <Panel title={t('charts.revenue')} labelledBy="chart-revenue" description={d.currency}>
        <BarChart
          label={t('charts.revenue')}
          days={days}
          stacked
          format={amount}
          series={products.map((product, i) => ({
            key: product,
            label: t(`reports:products.${product}`),
            color: chartColors[i % chartColors.length] as string,
            values: d.days.map((x) => Number(x.products.find((p) => p.product === product)?.ggr ?? 0)),
          }))}
        />
      </Panel>
      <Panel title={t('charts.players')} labelledBy="chart-players">
        <LineChart
          label={t('charts.players')}
          days={days}
          format={count}
          series={[
            {
              key: 'active',
              label: t('figures.activePlayers'),
              color: '#4e79a7',
              values: d.days.map((x) => x.activePlayers),
            },
            { key: 'new', label: t('figures.newPlayers'), color: '#f28e2b', values: d.days.map((x) => x.newPlayers) },
          ]}
        />
      </Panel>
      <Panel title={t('charts.cash')} labelledBy="chart-cash" description={d.currency}>
        <BarChart
          label={t('charts.cash')}
          days={days}
          format={amount}
          series={[
            {
              key: 'in',
              label: t('figures.deposits'),
              color: '#59a14f',
              values: d.days.map((x) => Number(x.deposits)),
            },
            {
              key: 'out',
              label: t('figures.withdrawals'),
              color: '#e15759',
              values: d.days.map((x) => Number(x.withdrawals)),
            },
          ]}
        />
      </Panel>
    </div>
  );
}

/**
 * The back office's first page for the admin and marketing roles (ADR 067): today and a range of the brand's days
 * (cash in and out, gaming revenue by product, bonus cost, players), the queues waiting for staff with a link to
 * each one's page the operator may open, and the last 30 days as charts. Read again when the live channel hints
 * that the business moved (ADR 071), and every 30 s while it is down.
 */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const merchant = useMerchant();
  const session = useSession();
  const [range, setRange] = useState<Range | null>(null);
  const [draft, setDraft] = useState<Range | null>(null);
  const applied = range ?? lastWeek(merchant.timeZone);
  const form = draft ?? applied;
  const queryClient = useQueryClient();
  const live = useBackOfficeLive('dashboard', (message) => {
    if (message.type === 'dashboard') void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  });
  const query = useQuery({
    queryKey: ['dashboard', applied],
    queryFn: () => callApi(dashboardAdminRoutes.dashboard, { query: applied }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
    refetchInterval: live === 'live' ? DASHBOARD_LIVE_REFRESH_MS : DASHBOARD_REFRESH_MS,
  });
  return (
    <div className="space-y-3">
      <PageHeader
        title={t('title')}
        description={
          query.data
            ? t('descriptionAsOf', {
                zone: query.data.timeZone,
                time: formatDateTime(query.data.asOf, query.data.timeZone),
              })
            : t('description')
        }
        actions={<LiveBadge state={live} />}
      />
      <Panel>
        <FilterBar label={t('filters')} onSubmit={() => setRange(form)}>
          <FilterDays fromLabel={t('from')} toLabel={t('to')} className="w-36" value={form} onChange={setDraft} />
        </FilterBar>
      </Panel>
      <QueryView query={query}>
        {(d) => (
          <div className="space-y-3">
            <Panel title={t('queues.title')} labelledBy="dashboard-queues">
              <ul className="grid grid-cols-2 gap-px bg-line sm:grid-cols-4">
                {queues.map((q) => {
                  const body = (
                    <>
                      <span className="text-xl font-semibold tabular-nums text-ink">{d.queues[q.key]}</span>
                      <span className="text-xs text-ink-soft">{t(`queues.${q.key}`)}</span>
                    </>
                  );
                  return (
                    <li key={q.key} className="bg-panel">
                      {mayOpen(q.access, session?.role) ? (
                        <Link to={q.path} className="flex flex-col gap-0.5 px-3 py-2 hover:bg-accent-soft">
                          {body}
                        </Link>
                      ) : (
                        <div className="flex flex-col gap-0.5 px-3 py-2">{body}</div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </Panel>
            <div className="grid gap-3 md:grid-cols-2">
              <Figures f={d.today} currency={d.currency} title={t('today')} id="dashboard-today" />
              <Figures f={d.range} currency={d.currency} title={t('range')} id="dashboard-range" />
            </div>
            <Charts d={d} />
          </div>
        )}
      </QueryView>
    </div>
  );
}
