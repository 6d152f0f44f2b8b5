import type { TPointItem } from '@gemilang/contract';
import { Coins, Package, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/format';
import { coversCard } from '../../shared/ui/card-cover';
import { limitWords, stockWords } from './item-words';
import { formatPoints, isZero, itemArt } from './points-math';

const typeTone = {
  promotion: 'bg-crimson/90 text-ink',
  life: 'bg-success/90 text-night',
  gift: 'bg-gold text-night',
} as const;

/** The item's exchange type as a small badge over its picture. */
export function TypeBadge({ type }: { type: TPointItem['type'] }) {
  const { t } = useTranslation('points');
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs ${typeTone[type]}`}
    >
      {t(`type.${type}`)}
    </span>
  );
}

/** What the item costs: its points in gold, and the money it asks besides, if any. */
export function ItemPrice({ item, currency, large = false }: { item: TPointItem; currency: string; large?: boolean }) {
  const { t } = useTranslation('points');
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      {/* The unit in a smaller type, so "2,800.00 mata" keeps to one line on a 360 px phone's card. */}
      <span className="inline-flex items-baseline gap-1 text-gold">
        <Coins size={large ? 20 : 16} aria-hidden="true" className="self-center" />
        <span className={`font-bold tabular-nums ${large ? 'text-2xl' : 'text-base sm:text-lg'}`}>
          {formatPoints(item.points)}
        </span>{' '}
        <span className={`font-semibold ${large ? 'text-base' : 'text-xs sm:text-sm'}`}>{t('unit')}</span>
      </span>
      {isZero(item.amount) ? null : (
        <span className="font-semibold text-ink text-sm tabular-nums">
          {t('item.plusMoney', { amount: formatMoney(currency, item.amount) })}
        </span>
      )}
    </p>
  );
}

/**
 * One item of the catalogue: its picture, type, name, price, stock and the member's limit. The name's button
 * covers the card and opens the item's detail; `action` (the redeem button) sits above that cover.
 */
export function ItemCard({
  item,
  currency,
  onOpen,
  action,
}: {
  item: TPointItem;
  currency: string;
  onOpen: () => void;
  action?: ReactNode;
}) {
  const { t } = useTranslation('points');
  const soldOut = item.stock.left !== null && item.stock.left <= 0;
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-gold/60">
      <div className="relative">
        <img
          src={itemArt(item)}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          className={`aspect-[4/3] w-full bg-raised object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none ${soldOut ? 'opacity-50 grayscale' : ''}`}
        />
        <span className="absolute top-2 left-2">
          <TypeBadge type={item.type} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="font-semibold text-ink leading-snug">
          <button type="button" onClick={onOpen} className={`text-left ${coversCard}`}>
            {item.name}
          </button>
        </h3>
        <ItemPrice item={item} currency={currency} />
        <dl className="mt-auto flex flex-col gap-1 pt-1 text-ink-soft text-xs">
          <div className="flex items-center gap-1.5">
            <Package size={14} aria-hidden="true" className="shrink-0 text-gold" />
            <dt className="sr-only">{t('item.stock')}</dt>
            <dd className={soldOut ? 'font-semibold text-danger' : undefined}>{stockWords(t, item)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <UserRound size={14} aria-hidden="true" className="shrink-0 text-gold" />
            <dt className="sr-only">{t('item.limit')}</dt>
            <dd>{limitWords(t, item)}</dd>
          </div>
        </dl>
        {action ? <div className="relative z-10 pt-1">{action}</div> : null}
      </div>
    </li>
  );
}
