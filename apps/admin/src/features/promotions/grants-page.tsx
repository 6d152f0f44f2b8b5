import { grantStates, promotionsAdminRoutes, type TAdminGrant } from '@gemilang/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, errorMessage } from '../../shared/api/client';
import type { CsvColumn } from '../../shared/lib/csv';
import { money } from '../../shared/lib/money';
import { formatDateTime } from '../../shared/lib/time';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { ExportButton } from '../../shared/ui/export-button';
import { Select } from '../../shared/ui/field';
import { FilterBar, FilterField, FilterInput, FilterSelect } from '../../shared/ui/filter-bar';
import { ListPage } from '../../shared/ui/list-page';
import { useListParams } from '../../shared/use-list-params';
import { useMerchant } from '../../shared/use-merchant';
import { DecisionReasonDialog } from './decision-reason';
import { useLocalized } from './localized';
import { ManualGrantDialog } from './manual-grant-dialog';

const pageSize = 50;
const tones = {
  pending: 'warn',
  active: 'accent',
  completed: 'ok',
  expired: 'neutral',
  forfeited: 'bad',
  cancelled: 'neutral',
} as const;

/**
 * Grants of the brand, newest first, found by member, offer and state: each with its bonus, turnover done and
 * needed, and how it ended. An operator grants by hand or forfeits an open grant, each with a reason.
 */
export function GrantsPage() {
  const { t } = useTranslation('promotions');
  const { timeZone } = useMerchant();
  const localized = useLocalized();
  const queryClient = useQueryClient();
  const { params, page, update } = useListParams();
  const username = params.get('username') ?? '';
  const state = params.get('state') ?? '';
  const offerId = params.get('offerId') ?? '';
  const [typed, setTyped] = useState(username);
  const [granting, setGranting] = useState(false);
  const [forfeiting, setForfeiting] = useState<TAdminGrant | null>(null);
  const [reason, setReason] = useState('');
  const offers = useQuery({
    queryKey: ['promotions', 'offers', '', ''],
    queryFn: () => callApi(promotionsAdminRoutes.offers, {}),
  });
  const query = useQuery({
    queryKey: ['promotions', 'grants', username, state, offerId, page],
    queryFn: () => callApi(promotionsAdminRoutes.grants, { query: { username, state, offerId, page, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const forfeit = useMutation({
    mutationFn: (grant: TAdminGrant) =>
      callApi(promotionsAdminRoutes.forfeitGrant, { params: { id: grant.id }, body: { reason: reason.trim() } }),
    onSuccess: async () => {
      setForfeiting(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['promotions'] });
    },
  });
  const list = offers.data;
  const filter = { username, state, offerId };
  // The grants as the filters stand, every page (ADR 067); amounts as the server writes them.
  const exportColumns: CsvColumn<TAdminGrant>[] = [
    { header: t('csv.grant'), value: (g) => g.id },
    { header: t('columns.created'), value: (g) => formatDateTime(g.createdAt, timeZone) },
    { header: t('columns.member'), value: (g) => g.username },
    { header: t('columns.offer'), value: (g) => localized(g.offerTitle) },
    { header: t('columns.amount'), value: (g) => g.amount },
    { header: t('csv.depositAmount'), value: (g) => g.depositAmount },
    { header: t('csv.turnoverDone'), value: (g) => g.turnoverDone },
    { header: t('csv.turnoverNeeded'), value: (g) => g.turnoverNeeded },
    { header: t('csv.converted'), value: (g) => g.converted },
    { header: t('csv.forfeited'), value: (g) => g.forfeited },
    { header: t('common:csv.currency'), value: (g) => g.currency },
    { header: t('columns.state'), value: (g) => t(`grantStates.${g.state}`) },
    {
      header: t('csv.endReason'),
      value: (g) => (g.reason ? t(`endReasons.${g.reason}`, { defaultValue: g.reason }) : ''),
    },
    { header: t('columns.source'), value: (g) => g.grantedBy ?? t('grants.system') },
    { header: t('csv.sourceRef'), value: (g) => g.sourceRef },
    { header: t('csv.note'), value: (g) => g.note },
    { header: t('csv.expiresAt'), value: (g) => formatDateTime(g.expiresAt, timeZone) },
    { header: t('csv.endedAt'), value: (g) => formatDateTime(g.endedAt, timeZone) },
  ];
  return (
    <ListPage
      title={t('grants.title')}
      description={t('grants.description')}
      actions={
        <>
          <ExportButton
            fileName="promotion-grants.csv"
            load={(p, size) => callApi(promotionsAdminRoutes.grants, { query: { ...filter, page: p, pageSize: size } })}
            columns={exportColumns}
          />
          <Button variant="primary" disabled={!list || list.items.length === 0} onClick={() => setGranting(true)}>
            <Gift aria-hidden className="size-4" />
            {t('grants.manual')}
          </Button>
        </>
      }
      filters={
        <FilterBar label={t('grants.filterLabel')} onSubmit={() => update({ username: typed.trim(), page: null })}>
          <FilterInput
            label={t('columns.member')}
            className="flex-1 basis-48"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <FilterField label={t('columns.offer')} className="w-56">
            {(props) => (
              <Select {...props} value={offerId} onChange={(e) => update({ offerId: e.target.value, page: null })}>
                <option value="">{t('common:filters.all')}</option>
                {(list?.items ?? []).map((o) => (
                  <option key={o.id} value={o.id}>
                    {localized(o.title)}
                  </option>
                ))}
              </Select>
            )}
          </FilterField>
          <FilterSelect
            label={t('columns.state')}
            className="w-40"
            value={state}
            codes={grantStates}
            codeLabel={(s) => t(`grantStates.${s}`)}
            onChange={(v) => update({ state: v, page: null })}
          />
        </FilterBar>
      }
      query={query}
      rowKey={(g) => g.id}
      onPage={(p) => update({ page: String(p) })}
      empty={{ title: t('grants.emptyTitle'), hint: t('grants.emptyHint') }}
      columns={[
        {
          id: 'created',
          header: t('columns.created'),
          className: 'tabular whitespace-nowrap',
          cell: (g) => formatDateTime(g.createdAt, timeZone),
        },
        { id: 'member', header: t('columns.member'), cell: (g) => <span className="font-medium">{g.username}</span> },
        { id: 'offer', header: t('columns.offer'), cell: (g) => localized(g.offerTitle) },
        {
          id: 'amount',
          header: t('columns.amount'),
          className: 'tabular text-right',
          cell: (g) => money(g.currency, g.amount),
        },
        {
          id: 'turnover',
          header: t('columns.turnover'),
          className: 'tabular text-right whitespace-nowrap',
          cell: (g) => `${money(g.currency, g.turnoverDone)} / ${money(g.currency, g.turnoverNeeded)}`,
        },
        {
          id: 'state',
          header: t('columns.state'),
          cell: (g) => (
            <span className="flex flex-col gap-0.5">
              <Badge tone={tones[g.state]}>{t(`grantStates.${g.state}`)}</Badge>
              {g.reason ? (
                <span className="text-[11px] text-ink-soft">
                  {t(`endReasons.${g.reason}`, { defaultValue: g.reason })}
                </span>
              ) : null}
            </span>
          ),
        },
        {
          id: 'source',
          header: t('columns.source'),
          className: 'max-w-48',
          cell: (g) => (
            <span className="text-[12px] text-ink-soft">
              {g.grantedBy ? t('grants.by', { name: g.grantedBy }) : t('grants.system')}
              {g.note ? ` · ${g.note}` : ''}
            </span>
          ),
        },
        {
          id: 'expires',
          header: t('columns.expires'),
          className: 'tabular whitespace-nowrap',
          cell: (g) => formatDateTime(g.endedAt ?? g.expiresAt, timeZone),
        },
        {
          id: 'actions',
          header: t('common:table.actions'),
          cell: (g) =>
            g.state === 'active' || g.state === 'pending' ? (
              <Button
                size="sm"
                variant="danger"
                aria-label={t('grants.forfeitNamed', { username: g.username })}
                onClick={() => {
                  forfeit.reset();
                  setReason('');
                  setForfeiting(g);
                }}
              >
                <Ban aria-hidden className="size-3.5" />
                {t('actions.forfeit')}
              </Button>
            ) : null,
        },
      ]}
    >
      {list ? (
        <ManualGrantDialog
          open={granting}
          onOpenChange={setGranting}
          offers={list.items}
          currency={list.currency}
          exponent={list.exponent}
          username={username}
        />
      ) : null}
      <DecisionReasonDialog
        open={forfeiting !== null}
        onOpenChange={(o) => {
          if (!o) setForfeiting(null);
        }}
        title={t('grants.forfeitTitle', { username: forfeiting?.username ?? '' })}
        description={t('grants.forfeitText')}
        hint={t('common:reason.hint')}
        confirmLabel={t('actions.forfeit')}
        danger
        reason={reason}
        onReasonChange={setReason}
        onConfirm={() => forfeiting && forfeit.mutate(forfeiting)}
        pending={forfeit.isPending}
        error={forfeit.isError ? errorMessage(forfeit.error) : null}
      />
    </ListPage>
  );
}
