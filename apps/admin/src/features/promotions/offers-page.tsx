import {
  offerStates,
  promotionCategories,
  promotionsAdminRoutes,
  type TAdminOffer,
  type TAdminOfferList,
} from '@gemilang/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '../../shared/api/client';
import { formatDateTime } from '../../shared/lib/time';
import { useMay } from '../../shared/session';
import { FilterBar, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { useLocalized } from './localized';
import { OfferStateBadge } from './offer-state-badge';
import { OfferStateButtons } from './offer-state-buttons';
import { TurnoverCapPanel } from './turnover-cap-panel';

/** The whole list as one page: a brand has tens of offers, not thousands. */
const asPage = (list: TAdminOfferList) => ({
  ...list,
  page: 1,
  pageSize: Math.max(1, list.items.length),
  total: list.items.length,
});

/** The brand's offers by the hall's order: state, category, period, claims; open one to edit it. */
export function OffersPage() {
  const { t } = useTranslation('promotions');
  const { timeZone } = useMerchant();
  const localized = useLocalized();
  const admin = useMay('operatorAdmin');
  const { params, update } = useListParams();
  const state = params.get('state') ?? '';
  const category = params.get('category') ?? '';
  const query = useQuery({
    queryKey: ['promotions', 'offers', state, category],
    queryFn: () => callApi(promotionsAdminRoutes.offers, { query: { state, category } }),
    placeholderData: keepPreviousData,
    select: asPage,
  });
  const day = (iso: string | null) => (iso ? formatDateTime(iso, timeZone).slice(0, 16) : t('offers.noEnd'));
  return (
    <ListPage
      title={t('offers.title')}
      description={t('offers.description')}
      actions={
        <Link
          to="/promotions/offers/new"
          className="inline-flex h-8 items-center gap-1.5 rounded border border-accent bg-accent px-3 text-[13px] font-medium text-white hover:bg-accent-strong"
        >
          <Plus aria-hidden className="size-4" />
          {t('offers.new')}
        </Link>
      }
      filters={
        <FilterBar label={t('offers.filterLabel')}>
          <FilterSelect
            label={t('offers.state')}
            className="w-40"
            value={state}
            codes={offerStates}
            codeLabel={(s) => t(`states.${s}`)}
            onChange={(v) => update({ state: v })}
          />
          <FilterSelect
            label={t('offers.category')}
            className="w-48"
            value={category}
            codes={promotionCategories}
            codeLabel={(c) => t(`categories.${c}`)}
            onChange={(v) => update({ category: v })}
          />
        </FilterBar>
      }
      query={query}
      rowKey={(o: TAdminOffer) => o.id}
      empty={{ title: t('offers.emptyTitle'), hint: t('offers.emptyHint') }}
      onPage={() => undefined}
      columns={[
        {
          id: 'title',
          header: t('columns.offer'),
          cell: (o) => (
            <Link to={`/promotions/offers/${o.id}`} className="font-medium text-accent hover:underline">
              {localized(o.title)}
              <span className="ml-1 text-[11px] text-ink-faint">{o.code}</span>
            </Link>
          ),
        },
        { id: 'kind', header: t('columns.kind'), cell: (o) => t(`kinds.${o.kind}`) },
        { id: 'category', header: t('columns.category'), cell: (o) => t(`categories.${o.category}`) },
        { id: 'state', header: t('columns.state'), cell: (o) => <OfferStateBadge state={o.state} /> },
        {
          id: 'period',
          header: t('columns.period'),
          className: 'tabular whitespace-nowrap',
          cell: (o) => `${day(o.startsAt)} – ${day(o.endsAt)}`,
        },
        { id: 'claims', header: t('columns.claims'), className: 'tabular text-right', cell: (o) => o.claims },
        { id: 'actions', header: t('common:table.actions'), cell: (o) => <OfferStateButtons offer={o} size="sm" /> },
      ]}
    >
      {admin && query.data ? <TurnoverCapPanel current={query.data.maxTurnoverMultiple} /> : null}
    </ListPage>
  );
}
