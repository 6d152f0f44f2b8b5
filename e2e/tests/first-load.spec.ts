import { expect, test } from '@playwright/test';
import { startIn } from './support';

test('the site comes compressed, and a part of it that fails to download offers a reload that recovers', async ({
  page,
}) => {
  await startIn(page, 'en');
  const scripts: { url: string; encoding: string | undefined; length: number }[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (response.url().endsWith('.js'))
      scripts.push({
        url: response.url(),
        encoding: headers['content-encoding'],
        length: Number(headers['content-length']),
      });
  });

  // The routed site's script cannot be fetched (a dropped connection, or a release that replaced it).
  await page.route(/\/assets\/routed-site-[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('/index');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Part of the page could not be loaded.');

  await page.unroute(/\/assets\/routed-site-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Chromium asks for brotli, and every script of the build is sent that way, except a few lines that no
  // compression makes smaller (a chunk that only re-exports another).
  expect(scripts.length).toBeGreaterThan(2);
  for (const script of scripts) {
    if (script.encoding !== 'br') expect(script.length, script.url).toBeLessThan(200);
  }
  expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(2);
});

test("a lobby shows the brand's headline in the visitor's language before any script, and the marquee takes it over in place", async ({
  page,
}) => {
  await startIn(page, 'en');
  // No module script at all: what the phone shows while the site's code is still on its way.
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
  await page.goto('/lottery');
  const painted = page.locator('#first-paint [data-headline-text]').filter({ visible: true });
  await expect(painted).toHaveText('Welcome to Gemilang');
  await expect(painted).toHaveCount(1);
  const before = await painted.boundingBox();

  await page.unroute(/\/assets\/[\w-]+\.js$/);
  await page.reload();
  const marquee = page.getByRole('button', { name: /Welcome to Gemilang/ });
  await expect(marquee).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const after = await marquee.locator('.marquee-track > span').first().boundingBox();
  // The same line, the same size, on the same row (it has started to scroll, so only x moves).
  expect(after?.width).toBeCloseTo(before?.width ?? 0, 0);
  expect(after?.y).toBeCloseTo(before?.y ?? 0, 0);
});

for (const { language, size } of [
  { language: 'ms', size: { width: 412, height: 823 } },
  { language: 'en', size: { width: 1366, height: 768 } },
] as const) {
  test(`a visitor's game lobby shows its hot games before any script, and the lobby's own cards land on the same places (${language}, ${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await startIn(page, language);
    // No module script at all: what the phone shows while the site's code is still on its way.
    await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort('connectionfailed'));
    await page.goto('/rng');
    const title = language === 'ms' ? 'Slot dan permainan RNG' : 'Slots and RNG games';
    const staticScreen = page.locator('#first-paint [data-lobby="rng"]');
    // Its words in the visitor's language only (the server writes each language, first-paint.js shows one).
    await expect(staticScreen.locator('h1 [data-lang]').filter({ visible: true })).toHaveText(title);
    const staticPictures = staticScreen.locator('img');
    await expect(staticPictures.first()).toBeVisible();
    const count = await staticPictures.count();
    expect(count).toBeGreaterThan(0);
    const boxes = async (pictures: typeof staticPictures) =>
      Promise.all(Array.from({ length: count }, (_, i) => pictures.nth(i).boundingBox()));
    const before = await boxes(staticPictures);
    const pictures = await staticPictures.evaluateAll((images) => images.map((image) => image.getAttribute('src')));

    await page.unroute(/\/assets\/[\w-]+\.js$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const hot = page.getByRole('region', { name: language === 'ms' ? 'Permainan popular' : 'Hot games' });
    const drawn = hot.locator('img');
    const after = await boxes(drawn);
    // The same pictures, in the same order, each on the same pixels.
    const sources = await drawn.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(sources.slice(0, pictures.length)).toEqual(pictures);
    for (const [i, box] of after.entries()) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(box?.[side], `picture ${i + 1}, ${side}`).toBeCloseTo(before[i]?.[side] ?? -1, 0);
      }
    }
  });
}

test('the home page and the lottery lobby never download the schema library (zod): their pages parse nothing with it', async ({
  page,
}) => {
  await startIn(page, 'en');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/lottery');
  await expect(page.getByRole('tablist').first()).toBeVisible();
  // Everything the pages ask for once painted (the side bar, the footer, the live channel) has come too.
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('lottery-page'))).toBe(true);
  expect(scripts.filter((path) => /\/zod-[\w-]+\.js$/.test(path))).toEqual([]);
});

test("a lobby's and the lottery's code is asked for once each, by the names index.html gives it, and the page draws", async ({
  page,
}) => {
  await startIn(page, 'en');
  for (const [address, arrival, ready] of [
    ['/lottery', 'lottery', () => page.getByRole('tablist').first()],
    ['/rng', 'lobby', () => page.getByRole('region', { name: 'Hot games' })],
  ] as const) {
    await page.goto(address);
    await expect(ready()).toBeVisible();
    const named = (await page.locator(`meta[name="arrival-code"][data-arrival="${arrival}"]`).getAttribute('content'))
      ?.split(' ')
      .filter(Boolean);
    expect(named?.length, address).toBeGreaterThan(3);
    // Every named file has one module preload, the boot script's (boot/arrival-code.ts); Vite's helper, asked for the
    // page afterwards, found them there and added none of its own.
    const links = await page.$$eval('link[rel="modulepreload"]', (all) =>
      all.map((link) => new URL(link.getAttribute('href') ?? '', window.location.href).pathname),
    );
    for (const file of named ?? [])
      expect(
        links.filter((path) => path === file),
        file,
      ).toHaveLength(1);
  }
});
