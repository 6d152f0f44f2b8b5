import type { TPointItem } from '@gemilang/contract';
import type { TFunction } from 'i18next';
import { memberLeft } from './points-math';

/** "Unlimited", "12 left", "3 left this week": an item's stock in the reader's words. */
export function stockWords(t: TFunction<'points'>, item: TPointItem): string {
  const { mode, left, period } = item.stock;
  if (mode === 'unlimited' || left === null) return t('item.unlimited');
  if (left <= 0) return t('item.soldOut');
  if (mode === 'period' && period) return t(`item.leftPeriod.${period}`, { count: left });
  return t('item.left', { count: left });
}

/** "No limit", "2 of 3 left for you", "Limit reached": what the member may still redeem of it. */
export function limitWords(t: TFunction<'points'>, item: TPointItem): string {
  const left = memberLeft(item);
  if (left === null || item.perMemberLimit === null) return t('item.noLimit');
  if (left <= 0) return t('item.limitReached', { limit: item.perMemberLimit });
  return t('item.limitLeft', { left, limit: item.perMemberLimit });
}
