import type { TPointItem } from '@gemilang/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import { ItemPrice, TypeBadge } from './item-card';
import { limitWords, stockWords } from './item-words';
import { itemArt } from './points-math';

/** An item's detail: its picture, price, the brand's description, its stock and the member's limit. */
export function ItemDetailDialog({
  item,
  currency,
  onClose,
  action,
}: {
  item: TPointItem | null;
  currency: string;
  onClose: () => void;
  /** The redeem button (or why not), at the foot of the detail. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('points');
  return (
    <Modal open={item !== null} onClose={onClose} title={item?.name ?? ''} size="lg">
      {item ? (
        <div className="flex flex-col gap-5 sm:flex-row">
          <img
            src={itemArt(item)}
            alt=""
            width={400}
            height={300}
            className="aspect-[4/3] w-full shrink-0 rounded-xl bg-raised object-cover sm:w-64"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-4">
            <div className="flex flex-col items-start gap-2">
              <TypeBadge type={item.type} />
              <ItemPrice item={item} currency={currency} large />
            </div>
            {item.description ? (
              <p className="whitespace-pre-line break-words text-ink text-sm leading-relaxed">{item.description}</p>
            ) : null}
            <dl className="grid grid-cols-2 gap-3 rounded-xl border border-line bg-night/40 p-3 text-sm">
              <div className="flex flex-col gap-0.5">
                <dt className="text-ink-soft text-xs">{t('item.stock')}</dt>
                <dd className="font-semibold text-ink">{stockWords(t, item)}</dd>
              </div>
              <div className="flex flex-col gap-0.5">
                <dt className="text-ink-soft text-xs">{t('item.limit')}</dt>
                <dd className="font-semibold text-ink">{limitWords(t, item)}</dd>
              </div>
              {item.needsDelivery ? <p className="col-span-2 text-ink-soft text-xs">{t('item.delivered')}</p> : null}
            </dl>
            {action ? <div className="flex flex-wrap gap-3">{action}</div> : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
