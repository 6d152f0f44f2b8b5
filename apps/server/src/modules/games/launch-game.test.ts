import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/tokens';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { IN_HOUSE_VENDOR } from './catalogue';
import { launch, player, SLOT } from './games-test-kit';
import { LAUNCH_TOKEN_MINUTES } from './launch-game';

/**
 * GET /wps/game/launchGame (spec §4; ADR 030): who may launch, what is refused, and the launch token the
 * answer carries (random, stored only as its hash, bound to the member, the game and its vendor).
 */
let t: TestApp;
let merchantId: number;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = await merchantIdOf(t);
}, 60_000);
afterAll(() => t.close());

async function setStatus(table: 'games' | 'game_vendors', status: 'active' | 'maintenance') {
  const q = t.deps.db.updateTable(table).set({ status }).where('merchant_id', '=', merchantId);
  await (table === 'games' ? q.where('code', '=', SLOT) : q.where('code', '=', IN_HOUSE_VENDOR)).execute();
}

describe('launching a game', () => {
  it('gives a real member the in-house game address with a fresh launch token, stored only as its hash', async () => {
    const member = await player(t);
    const before = t.clock.now().getTime();
    const res = await launch(t, member.token, { gameId: SLOT, vassalage: IN_HOUSE_VENDOR, platform: 'html5-desktop' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ vassalage: IN_HOUSE_VENDOR, gameCode: SLOT, game_url2: null });
    const url = new URL(value.game_url, 'http://site');
    expect(url.pathname).toBe(`/play/${SLOT}`);
    expect(url.searchParams.get('lang')).toBe('en');
    const token = url.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(value.expiresAt).getTime() - before).toBeGreaterThanOrEqual(LAUNCH_TOKEN_MINUTES * 60_000 - 1_000);

    const rows = await t.deps.db
      .selectFrom('game_launch_tokens')
      .select(['token_hash', 'member_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([{ token_hash: sha256Hex(token), member_id: member.id }]);

    const second = await launch(t, member.token, { gameId: SLOT });
    expect(new URL(second.json().value.game_url, 'http://site').searchParams.get('token')).not.toBe(token);
  });

  it('answers a visitor token_required, which the site turns into its login dialog', async () => {
    const res = await launch(t, undefined, { gameId: SLOT });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'token_required' });
  });

  it('answers a trial account in_need_true_account, and makes no token', async () => {
    const trial = await player(t, 0n, 4);
    const res = await launch(t, trial.token, { gameId: SLOT });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
    const tokens = await t.deps.db
      .selectFrom('game_launch_tokens')
      .select('id')
      .where('member_id', '=', trial.id)
      .execute();
    expect(tokens).toEqual([]);
  });

  it('says when the vendor or the game is under maintenance, and which', async () => {
    const member = await player(t);
    await setStatus('game_vendors', 'maintenance');
    try {
      const res = await launch(t, member.token, { gameId: SLOT });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'game_vendor_maintenance',
        message: expect.stringMatching(/maintenance/),
      });
    } finally {
      await setStatus('game_vendors', 'active');
    }
    await setStatus('games', 'maintenance');
    try {
      const res = await launch(t, member.token, { gameId: SLOT });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('game_maintenance');
    } finally {
      await setStatus('games', 'active');
    }
  });

  it('refuses an unknown game, a game of another vendor and a missing game id as game_unknown', async () => {
    const member = await player(t);
    const queries: Record<string, string>[] = [
      { gameId: 'NO_SUCH_GAME' },
      { gameId: SLOT, vassalage: 'OTHER' },
      { platform: 'html5-desktop' },
    ];
    for (const query of queries) {
      const res = await launch(t, member.token, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.json().code).toBe('game_unknown');
    }
  });
});
