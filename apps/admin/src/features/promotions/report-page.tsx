import { promotionsAdminRoutes, type TOfferReport } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { ListPage } from '../../shared/ui/list-page';
import { useLocalized } from './localized';
import { OfferStateBadge } from './offer-state-badge';

const asPage = (report: TOfferReport) => ({
  ...report,
  page: 1,
  pageSize: Math.max(1, report.items.length),
  total: report.items.length,
});

/**
 * What each offer cost and brought: claims and claimants; bonus granted, converted to cash and forfeited;
 * turnover; and the claimants' net gaming revenue (stakes less payouts on settled bets since their grant).
 */
export function PromotionReportPage() {
  const { t } = useTranslation('promotions');
  const localized = useLocalized();
  const query = useQuery({
    queryKey: ['promotions', 'report'],
    queryFn: () => callApi(promotionsAdminRoutes.report, {}),
    select: asPage,
  });
  const m = (value: string) => money(query.data?.currency ?? '', value);
  const right = 'tabular text-right whitespace-nowrap';
  return (
    <ListPage
      title={t('report.title')}
      description={t('report.description')}
      query={query}
      rowKey={(r) => r.offerId}
      onPage={() => undefined}
      empty={{ title: t('report.emptyTitle'), hint: t('report.emptyHint') }}
      columns={[
        {
          id: 'offer',
          header: t('columns.offer'),
          cell: (r) => (
            <span className="flex flex-col">
              <span className="font-medium">{localized(r.title)}</span>
              <span className="text-[11px] text-ink-faint">{r.code}</span>
            </span>
          ),
        },
        { id: 'state', header: t('columns.state'), cell: (r) => <OfferStateBadge state={r.state} /> },
        { id: 'claims', header: t('report.claims'), className: right, cell: (r) => `${r.claims} / ${r.claimants}` },
        { id: 'granted', header: t('report.granted'), className: right, cell: (r) => m(r.granted) },
        { id: 'converted', header: t('report.converted'), className: right, cell: (r) => m(r.converted) },
        { id: 'forfeited', header: t('report.forfeited'), className: right, cell: (r) => m(r.forfeited) },
        { id: 'turnover', header: t('report.turnover'), className: right, cell: (r) => m(r.turnover) },
        {
          id: 'ngr',
          header: t('report.ngr'),
          className: right,
          cell: (r) => (
            <span className={r.netGamingRevenue.startsWith('-') ? 'text-bad' : 'text-ok'}>{m(r.netGamingRevenue)}</span>
          ),
        },
      ]}
    />
  );
}
