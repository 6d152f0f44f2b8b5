import { commitmentOf, drawResult, drawSeedId } from '@gemilang/games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnsealError } from '../../platform/secrets-at-rest';
import { merchantIdOf } from '../../test/fixtures';
import type { TestApp } from '../../test/harness';
import { startAdminTest } from '../admin/admin-test-kit';
import { createMerchant } from '../system/create-merchant';
import { adminCall } from './admin/lottery-admin-test-kit';
import { closeDueDraws, drawDueDraws, scheduleDraws } from './draw-schedule';
import { openDrawSeed, sealLegacyDrawSeeds } from './draw-seed';

/**
 * An e-lottery draw's result is HMAC(server seed, game and draw number), and the draw is made about 30
 * minutes ahead: its seed is stored sealed (ADR 049), so a read of the database tells nothing of a coming
 * result, while the seed revealed once drawn still verifies against the hash published in advance.
 * Checked to fail: with the scheduler storing the seed as it is, the raw column held the seed in the clear;
 * with the reveal handing out the stored value, the revealed "seed" did not hash to the published one.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  ({ t, admin } = await startAdminTest());
});
afterAll(async () => {
  await t.close();
});

const rawDraws = async (brand: string, code: string) =>
  t.deps.db
    .selectFrom('lottery_draws as d')
    .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
    .select(['d.id', 'd.game_id', 'd.draw_number', 'd.seed_hash', 'd.server_seed', 'd.status'])
    .where('g.merchant_id', '=', await merchantIdOf(t, brand))
    .where('g.code', '=', code)
    .orderBy('d.draw_at')
    .execute();

describe("an e-lottery draw's server seed", () => {
  it('is sealed in the database from the moment the draw is made, and the revealed seed verifies once drawn', async () => {
    await createMerchant(t.deps, { code: 'sealed', name: 'Sealed', hosts: ['sealed.example'] });
    await scheduleDraws(t.deps);
    const made = await rawDraws('sealed', 'PK101');
    expect(made.length).toBeGreaterThan(20);
    for (const d of made) {
      // The raw column: no 64 hex digits, nothing the published hash could be checked against.
      expect(d.server_seed).toMatch(/^sealed:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/);
      expect(d.server_seed).not.toMatch(/[0-9a-f]{64}/);
      expect(commitmentOf(openDrawSeed(t.deps.config, { ...d, server_seed: d.server_seed! }))).toBe(d.seed_hash);
    }
    const draw = made[0]!;
    const published = draw.seed_hash;
    expect(published).toMatch(/^[0-9a-f]{64}$/);
    // Before the draw: the site and the back office give the hash, never the seed.
    const before = await t.call({
      method: 'GET',
      url: `/lgw/games/PK101/draws/${draw.draw_number}`,
      host: 'sealed.example',
      language: 'en',
    });
    expect(before.json().value).toMatchObject({ status: 'open', seedHash: published, serverSeed: null });

    // Its time comes: closed and drawn by the job, from the sealed seed.
    await t.deps.db
      .updateTable('lottery_draws')
      .set({
        opens_at: new Date(Date.now() - 60_000),
        cutoff_at: new Date(Date.now() - 2_000),
        draw_at: new Date(Date.now() - 1_000),
      })
      .where('id', '=', draw.id)
      .execute();
    await closeDueDraws(t.deps);
    expect(await drawDueDraws(t.deps)).toContain(draw.id);
    const [after] = (await rawDraws('sealed', 'PK101')).filter((d) => d.id === draw.id);
    expect(after!.server_seed).toBe(draw.server_seed);

    // The public verification: the revealed seed hashes to the hash published in advance, and the result
    // recomputes from it and the draw's own client seed (game and draw number).
    const view = (
      await t.call({
        method: 'GET',
        url: `/lgw/games/PK101/draws/${draw.draw_number}`,
        host: 'sealed.example',
        language: 'en',
      })
    ).json().value;
    expect(view.status).toBe('drawn');
    expect(view.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(view.serverSeed)).toBe(published);
    expect(view.clientSeed).toBe(drawSeedId('PK101', draw.draw_number));
    expect(view.result).toEqual(drawResult('pk10', view.serverSeed, view.clientSeed));
  });

  it('shows the back office the seed only once drawn, opened from its sealed value', async () => {
    await scheduleDraws(t.deps);
    const [draw] = (await rawDraws('demo', '5D1')).filter((d) => d.status === 'open');
    const before = await adminCall(t, admin, 'GET', `/admin/api/lottery/draws/${draw!.id}`);
    expect(before.body.value).toMatchObject({ status: 'open', serverSeed: null, seedHash: draw!.seed_hash });
    expect(JSON.stringify(before.body)).not.toContain(
      openDrawSeed(t.deps.config, { ...draw!, server_seed: draw!.server_seed! }),
    );
  });

  it('is sealed at start-up where an older server stored it in the clear, once, and opens only on its own draw', async () => {
    const [a, b] = await rawDraws('sealed', 'K33');
    const clear = openDrawSeed(t.deps.config, { ...a!, server_seed: a!.server_seed! });
    await t.deps.db.updateTable('lottery_draws').set({ server_seed: clear }).where('id', '=', a!.id).execute();
    expect(await sealLegacyDrawSeeds(t.deps.db, t.deps.config)).toBe(1);
    expect(await sealLegacyDrawSeeds(t.deps.db, t.deps.config)).toBe(0);
    const [resealed] = (await rawDraws('sealed', 'K33')).filter((d) => d.id === a!.id);
    expect(resealed!.server_seed).toMatch(/^sealed:v1:/);
    expect(resealed!.server_seed).not.toContain(clear);
    expect(openDrawSeed(t.deps.config, { ...resealed!, server_seed: resealed!.server_seed! })).toBe(clear);
    // A sealed seed copied onto another draw does not open there.
    expect(() => openDrawSeed(t.deps.config, { ...b!, server_seed: resealed!.server_seed! })).toThrow(UnsealError);
  });
});
