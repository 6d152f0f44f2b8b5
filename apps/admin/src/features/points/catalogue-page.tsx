import { pointsAdminRoutes, type TAdminPointItem } from '@gemilang/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../shared/api/client';
import { money } from '../../shared/lib/money';
import { Badge } from '../../shared/ui/badge';
import { Button } from '../../shared/ui/button';
import { DataTable, QueryView } from '../../shared/ui/data-table';
import { PageHeader, Panel } from '../../shared/ui/panel';
import { EmptyState } from '../../shared/ui/states';
import { useMerchant } from '../../shared/use-merchant';
import { ItemArt } from './item-art';
import { ItemDialog } from './item-dialog';
import { pointsKey, pointsText, useLocalized } from './points-format';
import { StockDialog } from './stock-dialog';

const itemsKey = [...pointsKey, 'items'] as const;

/** A dialog being shown: a new item (null) or an existing one. */
type Editing = { item: TAdminPointItem | null } | null;

function StockCell({ item }: { item: TAdminPointItem }) {
  const { t } = useTranslation('points');
  if (item.stockMode === 'unlimited') return <span className="text-ink-soft">{t('stockMode.unlimited')}</span>;
  const left = item.left ?? 0;
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span className={left === 0 ? 'font-medium text-bad' : 'tabular-nums'}>
        {item.stockMode === 'period'
          ? t('stockLeftOfPeriod', { left, stock: item.stock ?? 0, period: t(`periodThis.${item.period ?? 'day'}`) })
          : t('stockLeft', { left })}
      </span>
      <span className="text-[11px] text-ink-soft">{t(`stockMode.${item.stockMode}`)}</span>
    </span>
  );
}

/**
 * The points mall's catalogue (ADR 064): every item, shown or hidden, with its picture, price in points (and
 * money), stock, limit a member, how its redemptions stand and its version; a new item, a change, and stock added
 * or taken off a total stock with a reason.
 */
export function PointsCataloguePage() {
  const { t } = useTranslation('points');
  const merchant = useMerchant();
  const localized = useLocalized();
  const query = useQuery({ queryKey: itemsKey, queryFn: () => callApi(pointsAdminRoutes.items, {}) });
  const [editing, setEditing] = useState<Editing>(null);
  const [stocking, setStocking] = useState<TAdminPointItem | null>(null);
  const currency = query.data?.currency ?? merchant.data?.currency ?? '';
  const right = 'tabular-nums text-right whitespace-nowrap';

  return (
    <div className="space-y-3">
      <PageHeader
        title={t('catalogue.title')}
        description={t('catalogue.description')}
        actions={
          <Button variant="primary" onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden className="size-4" />
            {t('catalogue.new')}
          </Button>
        }
      />
      <Panel>
        <QueryView
          query={query}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState title={t('catalogue.emptyTitle')} hint={t('catalogue.emptyHint')} />}
        >
          {(data) => (
            <DataTable
              caption={t('catalogue.title')}
              rows={data.items}
              rowKey={(item) => item.id}
              columns={[
                {
                  id: 'item',
                  header: t('columns.item'),
                  cell: (item) => (
                    <span className="flex min-w-44 items-center gap-2">
                      <ItemArt src={item.imageUrl} className="size-10 shrink-0" />
                      <span className="flex flex-col">
                        {/* The name opens the item too: on a phone the actions are a scroll away. */}
                        <button
                          type="button"
                          onClick={() => setEditing({ item })}
                          className="rounded text-left font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                        >
                          {localized(item.name)}
                        </button>
                        <span className="text-[11px] text-ink-soft">{t(`type.${item.type}`)}</span>
                      </span>
                    </span>
                  ),
                },
                {
                  id: 'price',
                  header: t('columns.price'),
                  className: right,
                  cell: (item) => (
                    <span className="flex flex-col items-end">
                      <span>{t('pointsValue', { points: pointsText(item.points) })}</span>
                      {item.amount ? (
                        <span className="text-[11px] text-ink-soft">+ {money(data.currency, item.amount)}</span>
                      ) : null}
                      {item.type === 'promotion' && item.bonusAmount ? (
                        <span className="text-[11px] text-ink-soft">
                          {t('bonusOf', {
                            amount: money(data.currency, item.bonusAmount),
                            times: item.turnoverMultiple ?? 0,
                          })}
                        </span>
                      ) : null}
                    </span>
                  ),
                },
                { id: 'stock', header: t('columns.stock'), cell: (item) => <StockCell item={item} /> },
                {
                  id: 'limit',
                  header: t('columns.perMemberLimit'),
                  className: `${right} hidden md:table-cell`,
                  cell: (item) => item.perMemberLimit ?? t('noLimit'),
                },
                {
                  id: 'redemptions',
                  header: t('columns.redemptions'),
                  className: 'hidden whitespace-nowrap text-[12px] md:table-cell',
                  cell: (item) => (
                    <span className="flex flex-col tabular-nums">
                      <span>{t('applyingCount', { count: item.applying })}</span>
                      <span>{t('approvedCount', { count: item.approved })}</span>
                      <span className="text-ink-soft">{t('redeemedCount', { count: item.redeemed })}</span>
                    </span>
                  ),
                },
                {
                  id: 'state',
                  header: t('columns.state'),
                  cell: (item) => (
                    <span className="flex flex-col items-start gap-1">
                      {item.active ? <Badge tone="ok">{t('active')}</Badge> : <Badge tone="warn">{t('hidden')}</Badge>}
                      <span className="text-[11px] text-ink-soft">{t('versionOf', { version: item.version })}</span>
                    </span>
                  ),
                },
                {
                  id: 'actions',
                  header: t('columns.actions'),
                  className: 'w-px whitespace-nowrap',
                  cell: (item) => (
                    <span className="flex gap-1">
                      <Button
                        size="sm"
                        aria-label={t('catalogue.editOf', { name: localized(item.name) })}
                        onClick={() => setEditing({ item })}
                      >
                        {t('catalogue.edit')}
                      </Button>
                      {item.stockMode === 'total' ? (
                        <Button
                          size="sm"
                          aria-label={t('catalogue.stockOf', { name: localized(item.name) })}
                          onClick={() => setStocking(item)}
                        >
                          {t('catalogue.stock')}
                        </Button>
                      ) : null}
                    </span>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
      </Panel>
      {editing ? <ItemDialog item={editing.item} currency={currency} onClose={() => setEditing(null)} /> : null}
      {stocking ? <StockDialog item={stocking} onClose={() => setStocking(null)} /> : null}
    </div>
  );
}
