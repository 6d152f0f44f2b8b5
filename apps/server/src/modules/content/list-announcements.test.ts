import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { tokenFor } from '../member/member-test-kit';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

const URL = '/wps/relay/MCSFE_getListAnnouncements';
type Item = {
  id: string;
  type: string;
  title: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  timestamp: string;
};
type Groups = Record<'banners' | 'player' | 'promotion' | 'popup' | 'headline', Item[]>;

const list = async (payload: Record<string, unknown> = {}, language?: 'ms' | 'en' | 'zh') => {
  const res = await t.call({ method: 'POST', url: URL, payload, language });
  expect(res.statusCode).toBe(200);
  return res.json().value as Groups;
};

const HOUR = 3_600_000;

describe('POST /wps/relay/MCSFE_getListAnnouncements', () => {
  it("groups the demo brand's current announcements of the default types", async () => {
    const value = await list({ types: 'B,PL,PU,PR', platform: 'W', executionType: 'B' });
    expect(value.banners).toHaveLength(3);
    // More than one page of the announcement dialog (7 a page).
    expect(value.player.length).toBeGreaterThan(7);
    expect(value.player.length).toBeLessThanOrEqual(14);
    expect(value.popup).toHaveLength(1);
    expect(value.promotion).toEqual([]);
    expect(value.headline).toEqual([]);
    for (const b of value.banners) {
      expect(b.type).toBe('B');
      expect(b.imageUrl).toMatch(/^\/banners\/[a-z-]+\.svg$/);
    }
    for (const p of value.player) expect(p.type).toBe('PL');
  });

  it('sends the headline when asked, and only the groups asked', async () => {
    const value = await list({ types: 'H' });
    expect(value.headline).toHaveLength(1);
    expect(value.headline[0]?.type).toBe('H');
    expect(value.banners).toEqual([]);
    expect(value.player).toEqual([]);
    expect((await list({ types: 'PL,PL' })).player.length).toBeGreaterThan(7);
  });

  it('uses the default types when the body is empty', async () => {
    const value = await list({});
    expect(value.banners).toHaveLength(3);
    expect(value.headline).toEqual([]);
  });

  it('answers in the caller language', async () => {
    expect((await list({}, 'en')).banners[0]?.title).toBe('Welcome to Gemilang');
    expect((await list({}, 'ms')).banners[0]?.title).toBe('Selamat datang ke Gemilang');
    expect((await list({}, 'zh')).banners[0]?.title).toBe('欢迎来到 Gemilang');
    expect((await list({}, 'en')).player[1]?.title).toBe('System maintenance notices');
    expect((await list({}, 'zh')).player[1]?.title).toBe('系统维护公告');
  });

  it('keeps the operator order and sends ids as strings and ISO timestamps', async () => {
    const value = await list({ types: 'PL' }, 'en');
    expect(value.player[0]?.title).toBe('Welcome to Gemilang');
    const ids = value.player.map((p) => BigInt(p.id));
    expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
    for (const p of value.player) {
      expect(p.id).toMatch(/^\d+$/);
      expect(p.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(Date.parse(p.timestamp)).toBeLessThanOrEqual(t.deps.now().getTime());
    }
  });

  it('shows an announcement only between its start and its end, by the server clock', async () => {
    const now = t.deps.now();
    await t.deps.db
      .insertInto('announcements')
      .values([
        {
          merchant_id: demoId,
          type: 'PU',
          title: JSON.stringify({ ms: 'Akan datang', en: 'Coming later', zh: '稍后' }),
          content: JSON.stringify({ ms: '<p>x</p>', en: '<p>x</p>', zh: '<p>x</p>' }),
          sort: 100,
          starts_at: new Date(now.getTime() + 2 * HOUR),
          ends_at: new Date(now.getTime() + 4 * HOUR),
        },
        {
          merchant_id: demoId,
          type: 'PU',
          title: JSON.stringify({ ms: 'Sudah tamat', en: 'Already over', zh: '已结束' }),
          content: JSON.stringify({ ms: '<p>x</p>', en: '<p>x</p>', zh: '<p>x</p>' }),
          sort: 101,
          starts_at: new Date(now.getTime() - 4 * HOUR),
          ends_at: new Date(now.getTime() - HOUR),
        },
      ])
      .execute();
    const titles = async () => (await list({ types: 'PU' }, 'en')).popup.map((p) => p.title);
    expect(await titles()).toEqual(['Welcome!']);
    t.clock.advance(3 * HOUR);
    expect(await titles()).toEqual(['Welcome!', 'Coming later']);
    t.clock.advance(2 * HOUR);
    expect(await titles()).toEqual(['Welcome!']);
  });

  it('sends operator content sanitised and drops unsafe link and image addresses', async () => {
    await t.deps.db
      .insertInto('announcements')
      .values({
        merchant_id: demoId,
        type: 'PR',
        title: JSON.stringify({ ms: '<b>T</b>', en: '<b>T</b>', zh: '<b>T</b>' }),
        content: JSON.stringify({
          ms: '',
          en: '<p onmouseover="x()">Hi<script>alert(1)</script> <a href="/promotions" target="_blank">more</a></p>',
          zh: '',
        }),
        image_url: 'javascript:alert(1)',
        link_url: '//evil.example/phish',
        sort: 0,
        starts_at: new Date(t.deps.now().getTime() - HOUR),
      })
      .execute();
    const [promo] = (await list({ types: 'PR' }, 'en')).promotion;
    expect(promo).toMatchObject({
      type: 'PR',
      // Titles are text: the site shows them escaped, so they are sent as written.
      title: '<b>T</b>',
      content: '<p>Hi <a href="/promotions" target="_blank" rel="noopener noreferrer">more</a></p>',
      imageUrl: null,
      linkUrl: null,
    });
    // Malay was left empty: the English text is sent rather than a blank notice.
    const [inMalay] = (await list({ types: 'PR' }, 'ms')).promotion;
    expect(inMalay?.content).toBe(promo?.content);
  });

  it('refuses an unknown type, another platform and an oversized or malformed body with a translated 400', async () => {
    const bad = async (payload: unknown, field: string) => {
      const res = await t.call({ method: 'POST', url: URL, payload: payload as object, language: 'en' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
      expect(res.json().details[0].field).toBe(field);
    };
    await bad({ types: 'B,XX' }, 'types');
    await bad({ types: 'B,,PL' }, 'types');
    await bad({ types: 'B,PL,PU,PR,H,B,PL,PU,PR,H,B,PL,PU' }, 'types');
    await bad({ types: 7 }, 'types');
    await bad({ platform: 'M' }, 'platform');
    await bad({ executionType: 'A' }, 'executionType');

    const notJson = await t.call({
      method: 'POST',
      url: URL,
      payload: '{"types":',
      headers: { 'content-type': 'application/json' },
      language: 'zh',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ success: false, code: 'invalid_input' });
    expect(notJson.json().message).toMatch(/[\u4e00-\u9fff]/);

    const huge = await t.call({ method: 'POST', url: URL, payload: { types: 'B'.repeat(2 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payload_too_large');
  });
});

describe('announcements for agents', () => {
  it("are the agent centre's: shown to agents in their language, never in the public list, refused to others", async () => {
    const agentToken = await tokenFor(t, 'demoagent');
    const memberToken = await tokenFor(t, 'demo');
    const agents = await t.call({ method: 'GET', url: '/wps/agent/announcements', token: agentToken, language: 'en' });
    expect(agents.statusCode, agents.body).toBe(200);
    expect(agents.json().value.items.map((a: { title: string }) => a.title)).toEqual(
      expect.arrayContaining(['Wage and dividend contracts', 'Opening accounts for your team']),
    );
    const ms = await t.call({ method: 'GET', url: '/wps/agent/announcements', token: agentToken, language: 'ms' });
    expect(ms.json().value.items.map((a: { title: string }) => a.title)).toContain('Kontrak gaji dan dividen');
    expect((await t.call({ method: 'GET', url: '/wps/agent/announcements', token: memberToken })).json().code).toBe(
      'not_agent',
    );
    const everything = await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { types: 'B,PL,PU,PR,H' },
      language: 'en',
    });
    expect(JSON.stringify(everything.json().value)).not.toContain('Wage and dividend contracts');
    const asked = await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      payload: { types: 'A' },
    });
    expect(asked.statusCode).toBe(400);
  });
});
