import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/harness';
import { seedDemoPromotions } from './demo-promotions';

/** The demo brand's promotions (made on a first start outside the tests) read as offers and show in the hall. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoPromotions(t.deps.db, await merchantIdOf(t), new Date());
}, 60_000);
afterAll(() => t.close());

describe('the demo promotions', () => {
  it('are six offers the hall shows in Malay, one of them coming soon, each with a detail that parses', async () => {
    const hall = await t.call({ method: 'GET', url: '/wps/promotions', language: 'ms' });
    expect(hall.statusCode).toBe(200);
    const items = hall.json().value.items as { id: string; title: string; state: string; kind: string }[];
    expect(items.map((i) => i.title)).toEqual([
      'Bonus Alu-aluan 100%',
      'Bonus Tambah Nilai Harian 30%',
      '20 Putaran Percuma Jungle',
      'Tiket Loteri Harian RM2',
      'Kongsi Kemenangan Besar Anda',
      'Hadiah VIP Hujung Tahun',
    ]);
    expect(items.map((i) => i.state)).toEqual([
      'join_now',
      'join_now',
      'join_now',
      'join_now',
      'join_now',
      'coming_soon',
    ]);
    for (const item of items) {
      const detail = await t.call({ method: 'GET', url: `/wps/promotions/${item.id}`, language: 'en' });
      expect(detail.statusCode, item.title).toBe(200);
    }
    const jungle = await t.call({ method: 'GET', url: `/wps/promotions/${items[2]?.id}`, language: 'en' });
    expect(jungle.json().value).toMatchObject({
      reward: { kind: 'free_rounds', rounds: 20, stake: '0.50' },
      terms: { onlyGame: { code: 'GM_SLOT_JUNGLE' } },
    });
    const welcome = await t.call({ method: 'GET', url: `/wps/promotions/${items[0]?.id}`, language: 'en' });
    expect(welcome.json().value.terms).toMatchObject({
      turnoverMultiple: 10,
      turnoverOf: 'bonus',
      defaultPercent: 0,
      maxBet: '50.00',
      maxConversionMultiple: 10,
      lifeDays: 30,
    });
    // Made once: a second start leaves the operator's offers as they are.
    await seedDemoPromotions(t.deps.db, await merchantIdOf(t), new Date());
    expect((await t.call({ method: 'GET', url: '/wps/promotions' })).json().value.items).toHaveLength(6);
  });
});
