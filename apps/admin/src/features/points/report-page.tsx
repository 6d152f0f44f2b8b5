import { pointsAdminRoutes, type TPointReport } from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { QueryView } from '../../shared/ui/data-table';
import { FilterBar, FilterDays } from '../../shared/ui/filter-bar';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { useMerchant } from '../../shared/use-merchant';
import { pointsKey, pointsText } from './points-format';

type Range = { from: string; to: string };

/** This month so far in the brand's zone: its first day to today. */
export function thisMonth(timeZone: string, now = new Date()): Range {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

type Figure = { key: string; value: string; tone?: 'ok' | 'bad' };

function figuresOf(r: TPointReport): { title: string; figures: Figure[] }[] {
  const p = pointsText;
  const m = (value: string) => money(r.currency, value);
  return [
    {
      title: 'issued',
      figures: [
        { key: 'earned', value: p(r.earned) },
        { key: 'fromDeposits', value: p(r.fromDeposits) },
        { key: 'adjusted', value: p(r.adjusted), tone: r.adjusted.startsWith('-') ? 'bad' : undefined },
      ],
    },
    {
      title: 'spent',
      figures: [
        { key: 'redeemed', value: p(r.redeemed) },
        { key: 'held', value: p(r.held) },
        { key: 'converted', value: p(r.converted) },
      ],
    },
    {
      title: 'cash',
      figures: [
        { key: 'conversionCash', value: m(r.conversionCash) },
        { key: 'itemMoney', value: m(r.itemMoney) },
      ],
    },
    {
      title: 'now',
      figures: [
        { key: 'outstanding', value: p(r.outstanding) },
        { key: 'members', value: String(r.members) },
      ],
    },
  ];
}

/**
 * Points issued, spent and outstanding over a range of the brand's days (ADR 064): earned from bets and deposits,
 * adjusted by staff, redeemed and converted to cash, held by redemptions still waiting, what the conversions paid
 * and what members paid in money for items; the points in members' accounts now and how many hold some.
 */
export function PointsReportPage() {
  const { t } = useTranslation('points');
  const merchant = useMerchant();
  const [range, setRange] = useState<Range | null>(null);
  const [draft, setDraft] = useState<Range | null>(null);
  const applied = range ?? thisMonth(merchant.timeZone);
  const form = draft ?? applied;
  const report = useQuery({
    queryKey: [...pointsKey, 'report', applied],
    queryFn: () => callApi(pointsAdminRoutes.report, { query: applied }),
    enabled: !merchant.isPending,
    placeholderData: keepPreviousData,
  });
  return (
    <div className="space-y-3">
      <PageHeader title={t('report.title')} description={t('report.description')} />
      <Panel>
        <FilterBar label={t('report.filters')} onSubmit={() => setRange(form)}>
          <FilterDays
            fromLabel={t('report.from')}
            toLabel={t('report.to')}
            className="w-36"
            value={form}
            onChange={setDraft}
          />
        </FilterBar>
      </Panel>
      <QueryView query={report}>
        {(r) => (
          <div className="grid gap-3 md:grid-cols-2">
            {figuresOf(r).map((group) => (
              <Panel
                key={group.title}
                title={t(`report.group.${group.title}`)}
                labelledBy={`points-report-${group.title}`}
                description={t(`report.groupHint.${group.title}`, { from: r.from, to: r.to })}
              >
                <dl className="divide-y divide-line">
                  {group.figures.map((f) => (
                    <div key={f.key} className="flex items-baseline justify-between gap-3 px-3 py-2">
                      <dt className="text-ink-soft">{t(`report.${f.key}`)}</dt>
                      <dd
                        className={`font-medium tabular-nums whitespace-nowrap ${f.tone === 'bad' ? 'text-bad' : 'text-ink'}`}
                      >
                        {f.value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Panel>
            ))}
          </div>
        )}
      </QueryView>
    </div>
  );
}
