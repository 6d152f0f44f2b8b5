// Test-only helpers for the points mall's tests (imported by *.test.ts, never by the app).
import { randomUUID } from 'node:crypto';
import type { TPointItemInput } from '@gemilang/contract';
import { expect } from 'vitest';
import type { TestApp } from '../../test/harness';
import { signIn } from '../admin/admin-test-kit';
import { player } from '../games/games-test-kit';
import { memberBalance, systemAccountBalance } from '../wallet/ledger';
import { PAY_PASSWORD } from '../withdrawals/withdrawal-test-kit';
import { pointsBalance } from './points-accounts';

export { PAY_PASSWORD };

export const newKey = () => `k-${randomUUID()}`;

/** The points settings the tests run on: every product a point per 10.00, 100 points convert to 1.00 (min 100). */
export const testSettings = {
  enabled: true,
  rates: [
    { product: 'LOTT', bettingUnit: '10', pointsRatio: '1' },
    { product: 'RNG', bettingUnit: '10', pointsRatio: '1' },
  ],
  deposit: null,
  conversion: { points: '100', amount: '1.00', minPoints: '100' },
  notes: { ms: 'Mata tidak luput.', en: 'Points never expire.', zh: '积分永不过期。' },
};

/** The admin's session, signed in once per app: many members set up at once would be throttled signing in each. */
const admins = new WeakMap<TestApp, Promise<string>>();

export async function adminCall(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  if (!admins.has(t)) admins.set(t, signIn(t));
  const admin = await (admins.get(t) as Promise<string>);
  return t.call({ method, url, token: admin, language: 'en', payload: payload as never });
}

export async function savePointSettings(t: TestApp, body: object = testSettings) {
  const res = await adminCall(t, 'PUT', '/admin/api/points/settings', body);
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value;
}

export function itemInput(overrides: Partial<TPointItemInput> = {}): TPointItemInput {
  return {
    type: 'gift',
    name: { ms: 'Fon kepala', en: 'Headphones', zh: '耳机' },
    description: { ms: 'Fon kepala tanpa wayar.', en: 'Wireless headphones.', zh: '无线耳机。' },
    imageUrl: '/points/headphones.svg',
    points: '500',
    amount: null,
    stockMode: 'total',
    stock: 10,
    period: null,
    perMemberLimit: null,
    bonusAmount: null,
    turnoverMultiple: null,
    active: true,
    sort: 0,
    ...overrides,
  };
}

/** Adds an item through the back office; answers its view. */
export async function addItem(t: TestApp, overrides: Partial<TPointItemInput> = {}) {
  const res = await adminCall(t, 'POST', '/admin/api/points/items', itemInput(overrides));
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value as { id: string; version: number };
}

/** Gives (or takes) a member's points through the back office's adjustment. */
export async function adjust(t: TestApp, memberName: string, points: string, reason = 'test points') {
  return adminCall(t, 'POST', '/admin/api/points/adjustments', {
    memberName,
    points,
    reason,
    idempotencyKey: newKey(),
  });
}

/** A member with a payment password, `cash` minor units in the wallet and `points` points. */
export async function pointsMember(t: TestApp, points = '1000', cash = 0n) {
  const m = await player(t, cash);
  if (points !== '0') expect((await adjust(t, m.username, points)).json()).toMatchObject({ success: true });
  return m;
}

export function redeem(
  t: TestApp,
  token: string,
  item: { id: string; version: number },
  extra: Record<string, unknown> = {},
) {
  return t.call({
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token,
    language: 'en',
    payload: {
      itemId: item.id,
      version: item.version,
      quantity: 1,
      paymentPassword: PAY_PASSWORD,
      recipient: 'Siti Aminah',
      address: 'No 12, Jalan Bunga Raya, 50450 Kuala Lumpur',
      phone: '0123456789',
      idempotencyKey: newKey(),
      ...extra,
    },
  });
}

export function memberCall(t: TestApp, token: string, call: string, payload: object = {}) {
  return t.call({ method: 'POST', url: `/wps/relay/${call}`, token, language: 'en', payload });
}

/** Everything a redemption could move, to check a refusal moved nothing. */
export async function moneyState(t: TestApp, merchantId: number, memberId: bigint) {
  const db = t.deps.db;
  const [points, cash, held, mall, stock, redemptions, periods] = await Promise.all([
    pointsBalance(db, merchantId, memberId),
    memberBalance(db, merchantId, memberId),
    systemAccountBalance(db, merchantId, 'points_held'),
    systemAccountBalance(db, merchantId, 'points_mall'),
    db.selectFrom('point_items').select(['id', 'stock']).where('merchant_id', '=', merchantId).orderBy('id').execute(),
    db.selectFrom('point_redemptions').select('id').where('merchant_id', '=', merchantId).execute(),
    db.selectFrom('point_item_periods').selectAll().orderBy('item_id').execute(),
  ]);
  return { points, cash, held, mall, stock, redemptions: redemptions.length, periods };
}
