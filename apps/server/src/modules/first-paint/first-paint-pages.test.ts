import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { forgetMerchants } from '../../platform/merchant';
import { STRIP, writeBuiltSites } from '../../test/built-sites';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { createMerchant } from '../system/create-merchant';

// The first paint the server draws into the player site's page (ADR 043), as the built server sends it: the
// home page's first banner, the headline strip's line, a game lobby's first screen.

let t: TestApp;
let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = writeBuiltSites();
  app = await buildApp(t.deps, { logger: false, webDist: join(dir, 'web'), adminDist: join(dir, 'admin') });
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const HOUR = 3_600_000;

interface OnShow {
  type: 'B' | 'H';
  title: Record<string, string>;
  image?: string | null;
}

/** A brand of its own on `host`, with these announcements on show now, in the operator's order. */
async function brandWith(code: string, host: string, announcements: OnShow[]): Promise<number> {
  const id = await createMerchant(t.deps, { code, name: code, hosts: [host] });
  for (const [sort, { type, title, image = null }] of announcements.entries()) {
    await t.deps.db
      .insertInto('announcements')
      .values({
        merchant_id: id,
        type,
        title: JSON.stringify(title),
        content: JSON.stringify(title),
        image_url: image,
        sort,
        starts_at: new Date(t.deps.now().getTime() - HOUR),
      })
      .execute();
  }
  forgetMerchants(t.deps.db);
  return id;
}

/** A brand of its own on `host`, with banners of these pictures on show now. */
const brandWithBanners = (code: string, host: string, images: (string | null)[]) =>
  brandWith(
    code,
    host,
    images.map((image) => ({ type: 'B', title: { ms: code, en: code, zh: code }, image })),
  );

/** A brand of its own on `host`, with these headlines (each a title per language) on show now. */
const brandWithHeadlines = (code: string, host: string, titles: Record<string, string>[]) =>
  brandWith(
    code,
    host,
    titles.map((title) => ({ type: 'H', title })),
  );

/** The headline strip of a page, as the server answered it. */
const strip = (html: string) => /<div class="strip">(.*?)<\/div><div class="banner-box"/.exec(html)?.[1];

/** The banner box of a page, as the server answered it. */
const bannerBox = (html: string) => /<div class="banner-box" data-banner>(.*?)<\/div>/.exec(html)?.[1];

/** The lobby block of a page, as the server answered it (empty when it sent the page without). */
const lobbyBlock = (html: string) => /<main>(.*?)<\/main>/.exec(html)?.[1];

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'localhost', language: 'en', ...headers } });

describe("the home page's first banner, from the server (ADR 043)", () => {
  it("puts the demo brand's first banner picture in the box on every home address, in any case and with a slash", async () => {
    const demoId = await merchantIdOf(t);
    const first = await t.deps.db
      .selectFrom('announcements')
      .select('image_url')
      .where('merchant_id', '=', demoId)
      .where('type', '=', 'B')
      .orderBy('sort')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(first.image_url).toMatch(/^\/banners\//);
    const img = `<img src="${first.image_url}" alt="" width="1280" height="400" fetchpriority="high">`;
    for (const url of [
      '/',
      '/index',
      '/INDEX/',
      '/login',
      '/register',
      '/register.html',
      '/help',
      '/index?mc=securityCenter',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(bannerBox(res.body), url).toBe(img);
    }
  });

  it('gives another brand on another host its own first banner, the first one that has a picture', async () => {
    await brandWithBanners('bannerb', 'banner-b.test', [
      null,
      'https://cdn.banner-b.test/first.webp',
      '/banners/second.svg',
    ]);
    const res = await get('/index', { host: 'banner-b.test' });
    expect(bannerBox(res.body)).toBe(
      '<img src="https://cdn.banner-b.test/first.webp" alt="" width="1280" height="400" fetchpriority="high">',
    );
    expect(res.body).not.toContain('/banners/second.svg');
  });

  it('leaves the banner box as it is for a brand with no banner picture, an unknown host and the other addresses', async () => {
    await brandWithBanners('nobanner', 'no-banner.test', [null]);
    const plain = await get('/index', { host: 'no-banner.test' });
    expect(plain.statusCode).toBe(200);
    expect(bannerBox(plain.body)).toBe('<!--first-banner-->');
    expect(bannerBox((await get('/', { host: 'nobody.test' })).body)).toBe('<!--first-banner-->');
    for (const url of ['/lottery', '/rng', '/helpmc', '/index/more', '/promotion?from=/index']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.replace(/<main>.*<\/main>/, ''), url).not.toContain('<img');
      expect(bannerBox(res.body), url).toBe('<!--first-banner-->');
    }
  });

  it('escapes a picture address with a quote or a bracket, and refuses one that is not same-site or http(s)', async () => {
    await brandWithBanners('quotes', 'quotes.test', ['/banners/a"b<c>\'d&e.png']);
    const quoted = bannerBox((await get('/index', { host: 'quotes.test' })).body);
    expect(quoted).toBe(
      '<img src="/banners/a&quot;b&lt;c&gt;&#39;d&amp;e.png" alt="" width="1280" height="400" fetchpriority="high">',
    );
    await brandWithBanners('escape', 'escape.test', ['https://x.test/"><script>alert(1)</script>']);
    const body = (await get('/index', { host: 'escape.test' })).body;
    expect(body).not.toContain('<script>');
    expect(bannerBox(body)).toContain('src="https://x.test/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    // The content module refuses these before the page sees them: the page stays as it is.
    await brandWithBanners('schemes', 'schemes.test', [
      'javascript:alert(1)',
      '//evil.test/x.png',
      'data:image/png;base64,AAAA',
    ]);
    expect(bannerBox((await get('/index', { host: 'schemes.test' })).body)).toBe('<!--first-banner-->');
  });

  it('sends the page with the banner compressed as the browser accepts, saying Vary', async () => {
    const plain = await get('/register', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(bannerBox(plain.body)).toContain('<img src="/banners/');
    const br = await get('/register', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/register', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    for (const res of [plain, br, gz]) {
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });
});

describe("the headline strip's line, from the server (ADR 043)", () => {
  it("writes the demo brand's headlines once per language on every page of the site, the home page's with its banner", async () => {
    const demoId = await merchantIdOf(t);
    const rows = await t.deps.db
      .selectFrom('announcements')
      .select('title')
      .where('merchant_id', '=', demoId)
      .where('type', '=', 'H')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const line = (language: 'ms' | 'en' | 'zh') =>
      rows.map((row) => (row.title as unknown as Record<string, string>)[language]).join('   •   ');
    const expected = (['ms', 'en', 'zh'] as const)
      .map(
        (language) =>
          `<div data-headline="${language}" lang="${language}" class="line"><span data-headline-text>${line(language)}</span></div>`,
      )
      .join('');
    for (const url of ['/lottery', '/rng', '/vnlottery?gameCode=VNMB', '/index', '/register', '/promotion']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(strip(res.body), url).toBe(expected);
    }
    expect(bannerBox((await get('/index')).body)).toContain('<img src="/banners/');
    expect(bannerBox((await get('/lottery')).body)).toBe('<!--first-banner-->');
  });

  it("joins another brand's headlines in the operator's order, each language its own, escaped", async () => {
    await brandWithHeadlines('lineb', 'line-b.test', [
      { ms: 'Cabutan <b>besar</b>', en: 'Big & "bold" draw', zh: '大奖' },
      { ms: 'Bonus 10%', en: '', zh: '' },
    ]);
    const html = strip((await get('/rng', { host: 'line-b.test' })).body);
    expect(html).toBe(
      [
        '<div data-headline="ms" lang="ms" class="line"><span data-headline-text>Cabutan &lt;b&gt;besar&lt;/b&gt;   •   Bonus 10%</span></div>',
        // A language the operator left empty takes another's words, as the announcements call answers.
        '<div data-headline="en" lang="en" class="line"><span data-headline-text>Big &amp; &quot;bold&quot; draw   •   Bonus 10%</span></div>',
        '<div data-headline="zh" lang="zh" class="line"><span data-headline-text>大奖   •   Bonus 10%</span></div>',
      ].join(''),
    );
    expect(html).not.toContain('<b>');
  });

  it('leaves the strip as it is for a brand with no headlines and no banner, and for an unknown host', async () => {
    await brandWithHeadlines('noline', 'no-line.test', []);
    for (const host of ['no-line.test', 'nobody.test']) {
      const res = await get('/lottery', { host, 'accept-encoding': 'br' });
      expect(res.statusCode, host).toBe(200);
      expect(strip(brotliDecompressSync(res.rawPayload).toString()), host).toBe(STRIP);
    }
  });
});

describe("a game lobby's first screen, from the server (ADR 043)", () => {
  const names = (ms: string, en: string, zh: string) =>
    `<span data-lang="ms" lang="ms">${ms}</span><span data-lang="en" lang="en">${en}</span><span data-lang="zh" lang="zh">${zh}</span>`;
  const card = (picture: string, name: string) => `<li><img src="${picture}" alt=""><b>${name}</b><i>Gemilang</i></li>`;

  /** A brand of its own on `host` (with the in-house games every brand starts with), its games changed by `change`. */
  async function brandWithGames(code: string, host: string, change: (merchantId: number) => Promise<unknown>) {
    const id = await brandWith(code, host, []);
    await change(id);
    return id;
  }

  it("draws the lane's first hot games on /rng in any case and with a slash: pictures, names in each language, vendor, heading, vendors' row", async () => {
    const expected =
      '<div data-lobby="rng"><h1>rng</h1><p>vendors</p><ul>' +
      card('/games/GM_SLOT_JUNGLE.svg', names('Harta Rimba', 'Jungle Treasure', '丛林宝藏')) +
      '</ul></div>';
    for (const url of ['/rng', '/RNG', '/rng/', '/rng?mc=securityCenter']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(lobbyBlock(res.body), url).toBe(expected);
    }
  });

  it("draws the house's hot table games on /live, the lane they sit in (ADR 053)", async () => {
    expect(lobbyBlock((await get('/live')).body)).toBe(
      '<div data-lobby="live"><h1>live</h1><p>vendors</p><ul>' +
        card('/games/GM_BACCARAT.svg', names('Bakarat', 'Baccarat', '百家乐')) +
        '</ul></div>',
    );
  });

  it('sends every other page without the block: the home page, the lottery, a lobby narrowed to one vendor, a lane with no hot game', async () => {
    for (const url of ['/index', '/register', '/lottery', '/promotion', '/rng?vassalage=GEMILANG', '/fish']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(lobbyBlock(res.body), url).toBe('');
    }
  });

  it('writes the first four hot games, in the operator order, for a brand with more', async () => {
    // Every house game hot and, as an operator may file them, all in the slots lane: six candidates.
    await brandWithGames('hotfive', 'hot-five.test', (id) =>
      t.deps.db.updateTable('games').set({ is_hot: true, category: 'RNG' }).where('merchant_id', '=', id).execute(),
    );
    const block = lobbyBlock((await get('/rng', { host: 'hot-five.test' })).body) ?? '';
    expect([...block.matchAll(/<img src="\/games\/(\w+)\.svg"/g)].map((m) => m[1])).toEqual([
      'GM_SLOT_JUNGLE',
      'GM_SLOT_DRAGON',
      'GM_BACCARAT',
      'GM_DRAGON_TIGER',
    ]);
  });

  it("escapes an operator's picture address, and draws no first screen when a first card is under maintenance or its address is not a picture's", async () => {
    const picture = (address: string) => (id: number) =>
      t.deps.db
        .updateTable('games')
        .set({ image_url: address })
        .where('merchant_id', '=', id)
        .where('code', '=', 'GM_BACCARAT')
        .execute();
    await brandWithGames('hotquote', 'hot-quote.test', picture('https://cdn.x.test/a"b<c>.png'));
    expect(lobbyBlock((await get('/live', { host: 'hot-quote.test' })).body)).toContain(
      '<img src="https://cdn.x.test/a&quot;b&lt;c&gt;.png" alt="">',
    );
    await brandWithGames('hotscript', 'hot-script.test', picture('javascript:alert(1)'));
    await brandWithGames('hotrepair', 'hot-repair.test', (id) =>
      t.deps.db
        .updateTable('games')
        .set({ status: 'maintenance' })
        .where('merchant_id', '=', id)
        .where('code', '=', 'GM_SLOT_JUNGLE')
        .execute(),
    );
    for (const [host, lane] of [
      ['hot-script.test', '/live'],
      ['hot-repair.test', '/rng'],
    ] as const) {
      const res = await get(lane, { host });
      expect(res.statusCode, host).toBe(200);
      expect(lobbyBlock(res.body), host).toBe('');
      expect(res.body, host).not.toContain('javascript:');
    }
  });
});
