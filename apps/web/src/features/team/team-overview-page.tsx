import type { TTeamFigures, TTeamOverview } from '@gemilang/contract';
import { Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMerchant } from '../../shared/api/site-queries';
import { type DayRange, todayIn } from '../../shared/date-range';
import { openDialog } from '../../shared/dialogs';
import { formatAmount } from '../../shared/format';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { SignedAmount } from '../../shared/ui/signed-amount';
import { useMediaQuery } from '../../shared/ui/use-media-query';
import { Loading } from './agent-ui';
import { useTeamOverview } from './api';
import { PeriodFilter } from './period-filter';

const counts = ['headcount', 'newMembers', 'activeMembers'] as const;
const moneyFigures = ['deposits', 'withdrawals', 'validBets', 'wins'] as const;

/**
 * Team overview (agentTeamOverview, the agent centre's default page): for the days chosen, the
 * whole team's headcount, new and active members, deposits, withdrawals, valid bets, wins and profit and
 * loss, then the same per direct downline (a table on wide screens, cards on a phone).
 */
export function TeamOverviewPage() {
  const merchant = useMerchant();
  if (!merchant) return <Loading rows={3} />;
  return <Overview timeZone={merchant.timeZone} />;
}

function Overview({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('agent');
  const today = todayIn(timeZone);
  const [range, setRange] = useState<DayRange>({ from: today, to: today });
  const overview = useTeamOverview(range.from, range.to);
  const data = overview.data;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-ink text-lg">{t('overview.title')}</h2>
      <PeriodFilter today={today} range={range} onChange={setRange} />
      {overview.isError ? (
        <LoadFailed message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <div aria-busy={overview.isFetching || undefined} className="flex flex-col gap-6">
          <TeamFigures data={data} />
          <Branches data={data} />
        </div>
      )}
    </div>
  );
}

function TeamFigures({ data }: { data: TTeamOverview }) {
  const { t } = useTranslation('agent');
  const team = data.team;
  return (
    <section aria-label={t('overview.summary', { from: data.from, to: data.to })} className="flex flex-col gap-3">
      <p className="text-ink-soft text-sm">{t('overview.summary', { from: data.from, to: data.to })}</p>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {counts.map((key) => (
          <Figure key={key} label={t(`overview.figures.${key}`)}>
            <span className="tabular-nums">{team[key]}</span>
          </Figure>
        ))}
        {moneyFigures.map((key) => (
          <Figure key={key} label={t(`overview.figures.${key}`)} unit={data.currency}>
            <span className="tabular-nums">{formatAmount(team[key], data.exponent)}</span>
          </Figure>
        ))}
        <Figure label={t('overview.figures.profitLoss')} unit={data.currency}>
          <SignedAmount value={team.profitLoss} exponent={data.exponent} />
        </Figure>
      </dl>
      <p className="text-ink-soft text-xs">{t('overview.note')}</p>
    </section>
  );
}

function Figure({ label, unit, children }: { label: string; unit?: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-3">
      <dt className="truncate text-ink-soft text-xs">
        {label}
        {unit ? <span className="ml-1 text-ink-soft/70">({unit})</span> : null}
      </dt>
      <dd className="truncate font-semibold text-ink text-lg sm:text-xl">{children}</dd>
    </div>
  );
}

const columns = ['headcount', 'newMembers', 'activeMembers', 'deposits', 'withdrawals', 'validBets', 'wins'] as const;

function cell(row: TTeamFigures, key: (typeof columns)[number], exponent: number): string {
  const value = row[key];
  return typeof value === 'number' ? `${value}` : formatAmount(value, exponent);
}

function Branches({ data }: { data: TTeamOverview }) {
  const { t } = useTranslation('agent');
  const wide = useMediaQuery('(min-width: 768px)');
  if (data.branches.length === 0) {
    return (
      <EmptyState
        heading="h3"
        compact
        icon={<Users size={24} aria-hidden="true" />}
        title={t('overview.branches')}
        text={t('overview.noBranches')}
        actions={
          <Button variant="outline" onClick={() => openDialog('agentCentre', { page: 'registerCentre' })}>
            {t('overview.openRegister')}
          </Button>
        }
      />
    );
  }
  return (
    <section className="flex flex-col gap-3">
      <h3 className="font-semibold text-ink">{t('overview.branches')}</h3>
      {wide ? (
        <div className="overflow-x-auto rounded-xl border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('overview.branches')}</caption>
            <thead className="bg-raised text-ink-soft text-xs">
              <tr>
                <th scope="col" className="px-2 py-2 font-medium">
                  {t('overview.account')}
                </th>
                {columns.map((key) => (
                  <th key={key} scope="col" className="px-2 py-2 text-right font-medium">
                    {t(`overview.figures.${key}`)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2 text-right font-medium">
                  {t('overview.figures.profitLoss')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.branches.map((row) => (
                <tr key={row.account} className="bg-surface/60">
                  <th scope="row" className="px-2 py-2 text-left font-medium text-ink">
                    {row.account}
                    <span className="mt-0.5 block w-fit rounded bg-raised px-1.5 py-0.5 font-normal text-ink-soft text-xs">
                      {t(`kinds.${row.kind}`)}
                    </span>
                  </th>
                  {columns.map((key) => (
                    <td key={key} className="px-2 py-2 text-right text-ink tabular-nums">
                      {cell(row, key, data.exponent)}
                    </td>
                  ))}
                  <td className="px-2 py-2 text-right font-semibold">
                    <SignedAmount value={row.profitLoss} exponent={data.exponent} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul aria-label={t('overview.branches')} className="flex flex-col gap-2">
          {data.branches.map((row) => (
            <li key={row.account} className="rounded-xl border border-line bg-surface/60 p-3">
              <div className="flex items-baseline justify-between gap-3">
                <span className="truncate font-medium text-ink">
                  {row.account}
                  <span className="ml-2 rounded bg-raised px-1.5 py-0.5 font-normal text-ink-soft text-xs">
                    {t(`kinds.${row.kind}`)}
                  </span>
                </span>
                <span className="font-semibold">
                  <span className="sr-only">{t('overview.figures.profitLoss')}: </span>
                  <SignedAmount value={row.profitLoss} exponent={data.exponent} />
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                {columns.map((key) => (
                  <div key={key} className="contents">
                    <dt className="text-ink-soft">{t(`overview.figures.${key}`)}</dt>
                    <dd className="text-right text-ink tabular-nums">{cell(row, key, data.exponent)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
