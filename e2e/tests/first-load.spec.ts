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
