import type {
  TPointConfig,
  TPointItem,
  TPointMovement,
  TPointRedemption,
  TPointRedemptionList,
} from '@gemilang/contract';

/** The points mall's fake replies for page tests, as the server would send them (the fake API checks each). */
export function item(over: Partial<TPointItem> = {}): TPointItem {
  return {
    id: '1',
    type: 'promotion',
    name: 'Bonus MYR 10',
    description: 'MYR 10.00 bonus, turned over once.',
    imageUrl: '/points/bonus.svg',
    points: '500.00',
    amount: '0.00',
    stock: { mode: 'unlimited', left: null, period: null },
    perMemberLimit: null,
    redeemedByMe: 0,
    version: 1,
    needsDelivery: false,
    ...over,
  };
}

export const bonusItem = item();
export const creditItem = item({
  id: '2',
  type: 'life',
  name: 'Mobile credit MYR 5',
  description: 'Prepaid reload for any Malaysian network.',
  imageUrl: '/points/mobile-credit.svg',
  points: '300.00',
  stock: { mode: 'period', left: 7, period: 'week' },
  perMemberLimit: 3,
  redeemedByMe: 1,
});
export const headphonesItem = item({
  id: '3',
  type: 'gift',
  name: 'Wireless headphones',
  description: 'Over-ear, with noise cancelling.\nDelivered in 7 working days.',
  imageUrl: '/points/headphones.svg',
  points: '2000.00',
  amount: '15.00',
  stock: { mode: 'total', left: 4, period: null },
  perMemberLimit: 1,
  needsDelivery: true,
});

export function catalogue(items: TPointItem[] = [bonusItem, creditItem, headphonesItem]) {
  return { enabled: true, items, currency: 'MYR' };
}

export function config(over: Partial<TPointConfig> = {}): TPointConfig {
  return {
    enabled: true,
    rates: [
      { product: 'LOTT', bettingUnit: '100.00', pointsRatio: '1.00' },
      { product: 'RNG', bettingUnit: '50.00', pointsRatio: '1.00' },
    ],
    deposit: { bettingUnit: '100.00', pointsRatio: '2.00' },
    conversion: { points: '100.00', amount: '1.00', minPoints: '500.00' },
    notes: 'Points are credited within a minute of settlement.',
    currency: 'MYR',
    ...over,
  };
}

export function redemption(over: Partial<TPointRedemption> = {}): TPointRedemption {
  return {
    id: '11',
    number: 'PX20261122001',
    appliedAt: '2026-11-22T02:00:00.000Z',
    type: 'gift',
    itemName: 'Wireless headphones',
    quantity: 1,
    points: '2000.00',
    amount: '15.00',
    status: 'applying',
    pointsChange: '-2000.00',
    pointsBalance: '512.50',
    remark: '',
    recipient: 'Aminah',
    deliveryAddress: '12 Jalan Ampang, Kuala Lumpur',
    phone: '+60 12 345 6789',
    decidedAt: null,
    ...over,
  };
}

export function redemptions(items: TPointRedemption[]): TPointRedemptionList {
  return { items, total: items.length, page: 1, pageSize: 10 };
}

export function movement(over: Partial<TPointMovement> = {}): TPointMovement {
  return {
    id: '21',
    at: '2026-11-22T02:00:00.000Z',
    kind: 'accrual',
    change: '12.50',
    balance: '2512.50',
    remark: '',
    ...over,
  };
}
