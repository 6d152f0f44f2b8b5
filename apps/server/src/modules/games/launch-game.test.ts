import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, sha256Hex } from '../../platform/tokens';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { IN_HOUSE_VENDOR } from './catalogue';
import { exchangeCode, launch, launchCode, player, SLOT, signOut } from './games-test-kit';
import { LAUNCH_CODE_SECONDS } from './launch-game';
import { newSealedVendorSecret } from './vendor-secret';

/**
 * GET /wps/game/launchGame (ADR 030, ADR 048): who may launch, what is refused, and the one-time
 * code an in-house game's address carries (random, stored only as its hash, bound to the member, the game,
 * its vendor and the member's session), exchanged once for the play session.
 *
 * Checked to fail: with `.where('token_hash', 'is', null)` left out of exchangeLaunchCode (play-token.ts)
 * "opens the game once" went red (the second exchange answered 200 with a new token).
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
  it('gives a real member the in-house game address with a fresh one-time code and no token, stored only as its hash', async () => {
    const member = await player(t);
    const before = t.clock.now().getTime();
    const res = await launch(t, member.token, { gameId: SLOT, vassalage: IN_HOUSE_VENDOR, platform: 'html5-desktop' });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ vassalage: IN_HOUSE_VENDOR, gameCode: SLOT, game_url2: null });
    const url = new URL(value.game_url, 'http://site');
    expect(url.pathname).toBe(`/play/${SLOT}`);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.has('token')).toBe(false);
    const code = url.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetime = new Date(value.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThanOrEqual(LAUNCH_CODE_SECONDS * 1_000 - 1_000);
    expect(lifetime).toBeLessThanOrEqual(LAUNCH_CODE_SECONDS * 1_000 + 5_000);

    const session = await t.deps.db
      .selectFrom('member_sessions')
      .select('id')
      .where('token_hash', '=', hashToken(member.token))
      .executeTakeFirstOrThrow();
    const rows = await t.deps.db
      .selectFrom('game_launch_tokens')
      .select(['code_hash', 'token_hash', 'member_id', 'session_id'])
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toEqual([
      { code_hash: sha256Hex(code), token_hash: null, member_id: member.id, session_id: session.id },
    ]);

    const second = await launch(t, member.token, { gameId: SLOT });
    expect(new URL(second.json().value.game_url, 'http://site').searchParams.get('code')).not.toBe(code);
  });

  it('opens the game once with the code: a second use, even at once, and a late first use are refused', async () => {
    const member = await player(t);
    const code = await launchCode(t, member.token);
    const open = (c: string) =>
      t.call({ method: 'POST', url: '/wps/play/session', payload: { code: c }, language: 'en' });
    const [first, again] = await Promise.all([open(code), open(code)]);
    const answers = [first, again].map((r) => r.statusCode).sort();
    expect(answers).toEqual([200, 401]);
    const token = (first.statusCode === 200 ? first : again).json().value.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).not.toBe(code);
    const third = await open(code);
    expect(third.statusCode).toBe(401);
    expect(third.json()).toMatchObject({ success: false, code: 'play_token_invalid' });
    // The play token it gave opens the game again (a reload of the frame) while the session lives.
    const reload = await t.call({ method: 'POST', url: '/wps/play/session', payload: { token }, language: 'en' });
    expect(reload.statusCode).toBe(200);
    expect(reload.json().value.token).toBe(token);

    const late = await launchCode(t, member.token);
    t.clock.advance(LAUNCH_CODE_SECONDS * 1_000 + 1);
    try {
      expect((await open(late)).json()).toMatchObject({ success: false, code: 'play_token_invalid' });
    } finally {
      t.clock.advance(-(LAUNCH_CODE_SECONDS * 1_000 + 1));
    }
    // The code itself is never a token: a page that sends it as one opens nothing.
    const fresh = await launchCode(t, member.token);
    const asToken = await t.call({
      method: 'POST',
      url: '/wps/play/round',
      payload: { token: fresh, requestId: 'req-00000001', stake: '1.00' },
      language: 'en',
    });
    expect(asToken.json()).toMatchObject({ success: false, code: 'play_token_invalid' });
    expect(await exchangeCode(t, fresh)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('opens nothing with a code once the session that launched has signed out', async () => {
    const member = await player(t);
    const code = await launchCode(t, member.token);
    await signOut(t, member.token);
    const res = await t.call({ method: 'POST', url: '/wps/play/session', payload: { code }, language: 'en' });
    expect(res.json()).toMatchObject({ success: false, code: 'play_token_expired' });
  });

  it('answers a visitor token_required, which the site turns into its login dialog', async () => {
    const res = await launch(t, undefined, { gameId: SLOT });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'token_required' });
  });

  it("lets a trial account launch the house's own games (play money, ADR 052), and answers an outside vendor's in_need_true_account with no token", async () => {
    const trial = await player(t, 0n, 4);
    const house = await launch(t, trial.token, { gameId: SLOT });
    expect(house.statusCode).toBe(200);
    expect(house.json().value.vassalage).toBe(IN_HOUSE_VENDOR);

    const vendor = await t.deps.db
      .insertInto('game_vendors')
      .values({
        merchant_id: merchantId,
        code: 'OUTSIDE',
        name: 'Outside Games',
        categories: ['RNG'] as never,
        wallet_mode: 'seamless',
        secret: newSealedVendorSecret(t.deps.config, merchantId, 'OUTSIDE'),
        launch_url: 'https://outside.example/{game}?t={token}',
        sort: 50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('games')
      .values({
        merchant_id: merchantId,
        vendor_id: vendor.id,
        code: 'OUT_SLOT',
        name: JSON.stringify({ ms: 'Luar', en: 'Outside', zh: '外部' }),
        category: 'RNG' as never,
      })
      .execute();
    const res = await launch(t, trial.token, { gameId: 'OUT_SLOT', vassalage: 'OUTSIDE' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
    const tokens = await t.deps.db
      .selectFrom('game_launch_tokens')
      .select('vendor_id')
      .where('member_id', '=', trial.id)
      .execute();
    expect(tokens.map((r) => r.vendor_id)).not.toContain(vendor.id);
    expect(tokens).toHaveLength(1);
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
