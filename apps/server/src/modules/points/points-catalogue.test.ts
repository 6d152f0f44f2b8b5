import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { auditRows } from '../admin/admin-test-kit';
import {
  addItem,
  adminCall,
  itemInput,
  memberCall,
  pointsMember,
  savePointSettings,
  testSettings,
} from './points-test-kit';

/**
 * The points mall's settings and catalogue (ADR 064): a suggestion until the brand saves, points and money parsed
 * each with its own words, items whose promises are versioned, stock changed with a reason.
 *
 * Checked to fail: with updatePointItem comparing the terms including `sort`, the reorder bumped the version to 2.
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

describe('points settings', () => {
  it('suggests a point per 10.00 on every product until the brand saves, and the mall stays closed', async () => {
    const res = await adminCall(t, 'GET', '/admin/api/points/settings');
    expect(res.json().value).toMatchObject({ saved: false, enabled: false, deposit: null, conversion: null });
    expect(res.json().value.rates).toHaveLength(8);
    expect(res.json().value.rates[0]).toEqual({ product: 'LOTT', bettingUnit: '10.00', pointsRatio: '1.00' });
    const m = await pointsMember(t, '0');
    const balance = await memberCall(t, m.token, 'MCS2_getPointBalance');
    expect(balance.json().value).toEqual({ enabled: false, balance: '0.00' });
    const catalogue = await memberCall(t, m.token, 'MCS2_getPointReward');
    expect(catalogue.json().value).toMatchObject({ enabled: false, items: [] });
  });

  it('refuses bad points and bad money each with its own code and field, saving nothing', async () => {
    const badPoints = await adminCall(t, 'PUT', '/admin/api/points/settings', {
      ...testSettings,
      rates: [{ product: 'LOTT', bettingUnit: '10', pointsRatio: '0.001' }],
    });
    expect(badPoints.json()).toMatchObject({
      code: 'points_amount_invalid',
      details: [{ field: 'rates.0.pointsRatio' }],
    });
    const badMoney = await adminCall(t, 'PUT', '/admin/api/points/settings', {
      ...testSettings,
      conversion: { points: '100', amount: '-1', minPoints: '100' },
    });
    expect(badMoney.json()).toMatchObject({ code: 'amount_not_positive', details: [{ field: 'conversion.amount' }] });
    const twice = await adminCall(t, 'PUT', '/admin/api/points/settings', {
      ...testSettings,
      rates: [
        { product: 'LOTT', bettingUnit: '10', pointsRatio: '1' },
        { product: 'LOTT', bettingUnit: '5', pointsRatio: '1' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect((await adminCall(t, 'GET', '/admin/api/points/settings')).json().value.saved).toBe(false);
  });

  it('saves the ratios and conversion, audited, and shows the rules to members in their language', async () => {
    const saved = await savePointSettings(t, { ...testSettings, deposit: { bettingUnit: '100', pointsRatio: '2.5' } });
    expect(saved).toMatchObject({
      saved: true,
      enabled: true,
      rates: [
        { product: 'LOTT', bettingUnit: '10.00', pointsRatio: '1.00' },
        { product: 'RNG', bettingUnit: '10.00', pointsRatio: '1.00' },
      ],
      deposit: { bettingUnit: '100.00', pointsRatio: '2.50' },
      conversion: { points: '100.00', amount: '1.00', minPoints: '100.00' },
      currency: 'MYR',
    });
    const audits = await auditRows(t, merchantId, 'points.settings_update');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({ before: null, after: { enabled: true } });
    const m = await pointsMember(t, '0');
    const rules = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_getPointConfig',
      token: m.token,
      language: 'ms',
      payload: {},
    });
    expect(rules.json().value).toMatchObject({
      enabled: true,
      notes: 'Mata tidak luput.',
      rates: [{ product: 'LOTT', bettingUnit: '10.00', pointsRatio: '1.00' }, { product: 'RNG' }],
      conversion: { points: '100.00', amount: '1.00', minPoints: '100.00' },
    });
  });
});

describe('the catalogue', () => {
  it('versions what members are promised, and only that', async () => {
    await savePointSettings(t);
    const item = await addItem(t, { sort: 5 });
    expect(item).toMatchObject({ version: 1, left: 10, applying: 0, approved: 0, redeemed: 0, points: '500.00' });
    const reordered = await adminCall(
      t,
      'PUT',
      `/admin/api/points/items/${item.id}`,
      itemInput({ sort: 1, stock: 99 }),
    );
    // A reorder promises nothing new; a total stock changes only by a stock change, never by an edit.
    expect(reordered.json().value).toMatchObject({ version: 1, sort: 1, left: 10 });
    const renamed = await adminCall(
      t,
      'PUT',
      `/admin/api/points/items/${item.id}`,
      itemInput({ sort: 1, name: { ms: 'Fon kepala baharu', en: 'New headphones', zh: '新耳机' }, points: '450' }),
    );
    expect(renamed.json().value).toMatchObject({ version: 2, points: '450.00', name: { en: 'New headphones' } });
    const versions = await t.deps.db
      .selectFrom('point_item_versions')
      .select(['version', 'terms'])
      .where('item_id', '=', BigInt(item.id))
      .orderBy('version')
      .execute();
    expect(versions.map((v) => [v.version, (v.terms as { points: string }).points])).toEqual([
      [1, '50000'],
      [2, '45000'],
    ]);
    expect(await auditRows(t, merchantId, 'points.item_update')).toHaveLength(2);
  });

  it('adds to and takes off a total stock with a reason, never below zero', async () => {
    const item = await addItem(t, { stock: 3 });
    const added = await adminCall(t, 'POST', `/admin/api/points/items/${item.id}/stock`, {
      change: 5,
      reason: 'restock',
    });
    expect(added.json().value).toMatchObject({ stock: 8, left: 8 });
    const tooMany = await adminCall(t, 'POST', `/admin/api/points/items/${item.id}/stock`, { change: -9, reason: 'x' });
    expect(tooMany.json()).toMatchObject({ code: 'points_out_of_stock' });
    const unlimited = await addItem(t, { stockMode: 'unlimited', stock: null });
    const refused = await adminCall(t, 'POST', `/admin/api/points/items/${unlimited.id}/stock`, {
      change: 1,
      reason: 'x',
    });
    expect(refused.json()).toMatchObject({ code: 'points_stock_not_total' });
    const audit = (await auditRows(t, merchantId, 'points.item_update')).at(-1);
    expect(audit?.detail).toMatchObject({ stockBefore: 3, stockChange: 5, stockAfter: 8, reason: 'restock' });
  });

  it('asks a promotion item for its bonus and keeps its turnover under the brand cap', async () => {
    const noBonus = await adminCall(t, 'POST', '/admin/api/points/items', itemInput({ type: 'promotion' }));
    expect(noBonus.statusCode).toBe(400);
    const overCap = await adminCall(
      t,
      'POST',
      '/admin/api/points/items',
      itemInput({ type: 'promotion', bonusAmount: '10', turnoverMultiple: 80 }),
    );
    expect(overCap.json()).toMatchObject({ code: 'promotion_turnover_over_cap' });
    const foreignArt = await adminCall(t, 'POST', '/admin/api/points/items', {
      ...itemInput(),
      imageUrl: 'https://evil.example/x.png',
    });
    expect(foreignArt.statusCode).toBe(400);
  });

  it('shows members the active items in their language with what is left and a gift asking for delivery', async () => {
    const hidden = await addItem(t, { active: false, name: { ms: 'Tersembunyi', en: 'Hidden', zh: '隐藏' } });
    const daily = await addItem(t, {
      type: 'life',
      name: { ms: 'Kredit telefon RM10', en: 'RM10 mobile credit', zh: 'RM10话费' },
      stockMode: 'period',
      stock: 20,
      period: 'day',
      perMemberLimit: 2,
      amount: '1.50',
    });
    const m = await pointsMember(t, '0');
    const res = await t.call({
      method: 'POST',
      url: '/wps/relay/MCS2_getPointReward',
      token: m.token,
      language: 'zh',
      payload: {},
    });
    const items = res.json().value.items as { id: string }[];
    expect(items.find((i) => i.id === hidden.id)).toBeUndefined();
    expect(items.find((i) => i.id === daily.id)).toEqual({
      id: daily.id,
      type: 'life',
      name: 'RM10话费',
      description: '无线耳机。',
      imageUrl: '/points/headphones.svg',
      points: '500.00',
      amount: '1.50',
      stock: { mode: 'period', left: 20, period: 'day' },
      perMemberLimit: 2,
      redeemedByMe: 0,
      version: 1,
      needsDelivery: false,
    });
    const onlyLife = await memberCall(t, m.token, 'MCS2_getPointReward', { type: 'life' });
    expect(onlyLife.json().value.items.every((i: { type: string }) => i.type === 'life')).toBe(true);
    expect(items.some((i) => (i as { needsDelivery?: boolean }).needsDelivery)).toBe(true);
  });
});
