import { pointItemTypes, type TPointItem, type TPointItemType } from '@gemilang/contract';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Skeleton } from '../../shared/ui/skeleton';
import { usePointCatalogue } from './api';
import { FilterChips } from './filter-chips';
import { ItemCard } from './item-card';
import { ItemDetailDialog } from './item-detail-dialog';
import { unavailableReason } from './points-math';
import { RedeemDialog } from './redeem-dialog';

function typeOf(value: string | null): TPointItemType | null {
  return (pointItemTypes as readonly string[]).includes(value ?? '') ? (value as TPointItemType) : null;
}

/**
 * The catalogue by exchange type (all, promotion, life services, gifts): a segmented control kept in the address
 * (`?type=gift`), the items as cards, and an item's detail in a dialog. The dialog follows the item by its id, so
 * a catalogue read again (a redemption took stock) shows the item as it is now.
 */
export function CatalogueTab({ balance, onShowRecords }: { balance: string; onShowRecords: () => void }) {
  const { t } = useTranslation('points');
  const catalogue = usePointCatalogue();
  const [params, setParams] = useSearchParams();
  const type = typeOf(params.get('type'));
  const [openId, setOpenId] = useState<string | null>(null);
  const [redeemId, setRedeemId] = useState<string | null>(null);

  const choose = (next: TPointItemType | null) =>
    setParams(
      (current) => {
        if (next) current.set('type', next);
        else current.delete('type');
        return current;
      },
      { replace: true },
    );

  const items = (catalogue.data?.items ?? []).filter((item) => type === null || item.type === type);
  const currency = catalogue.data?.currency ?? '';
  const byId = (id: string | null) => catalogue.data?.items.find((item) => item.id === id) ?? null;
  const open = byId(openId);

  /** The redeem button of a card or of the detail, or why the item cannot be redeemed now. */
  const redeemButton = (item: TPointItem, size: 'sm' | 'lg') => {
    const reason = unavailableReason(item, balance);
    return (
      <Button
        size={size}
        variant={reason ? 'secondary' : 'primary'}
        // A reason ("Mata tidak mencukupi") may wrap on a narrow card rather than spill out of it.
        className={size === 'sm' ? 'w-full whitespace-normal! text-center leading-tight' : undefined}
        disabled={reason !== null}
        aria-label={
          reason
            ? t('item.unavailableItem', { reason: t(`item.unavailable.${reason}`), name: item.name })
            : t('item.redeemItem', { name: item.name })
        }
        onClick={() => {
          setOpenId(null);
          setRedeemId(item.id);
        }}
      >
        {reason ? t(`item.unavailable.${reason}`) : t('item.redeem')}
      </Button>
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <FilterChips
        legend={t('catalogue.types')}
        options={[null, ...pointItemTypes]}
        value={type}
        labelOf={(value) => t(`type.${value ?? 'all'}`)}
        onChange={choose}
      />

      {catalogue.isError ? (
        <LoadFailed
          title={t('catalogue.error')}
          message={catalogue.error.message}
          onRetry={() => void catalogue.refetch()}
        />
      ) : !catalogue.data ? (
        <div
          role="status"
          aria-busy="true"
          aria-label={t('catalogue.loading')}
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-72 rounded-xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          heading="h3"
          icon={<Gift size={24} aria-hidden="true" />}
          title={type ? t('catalogue.emptyTypeTitle', { type: t(`type.${type}`) }) : t('catalogue.emptyTitle')}
          text={type ? t('catalogue.emptyTypeText') : t('catalogue.emptyText')}
          actions={
            type ? (
              <Button variant="secondary" onClick={() => choose(null)}>
                {t('catalogue.seeAll')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul
          aria-label={type ? t(`type.${type}`) : t('type.all')}
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
        >
          {items.map((item) => (
            <ItemCard
              key={item.id}
              item={item}
              currency={currency}
              onOpen={() => setOpenId(item.id)}
              action={redeemButton(item, 'sm')}
            />
          ))}
        </ul>
      )}

      <ItemDetailDialog
        item={open}
        currency={currency}
        onClose={() => setOpenId(null)}
        action={open ? redeemButton(open, 'lg') : null}
      />
      <RedeemDialog
        item={byId(redeemId)}
        balance={balance}
        currency={currency}
        onClose={() => setRedeemId(null)}
        onShowRecords={onShowRecords}
      />
    </div>
  );
}
