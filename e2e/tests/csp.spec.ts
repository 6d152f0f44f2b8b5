import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, startIn } from './support';

/**
 * Everything the browser refused under the Content-Security-Policy: what it reports in the console, and
 * each `securitypolicyviolation` event, which a refusal the page's code caught (an eval tried in a `try`)
 * raises without any console line.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`Content Security Policy refused ${event.violatedDirective} in ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/Content Security Policy|unsafe-eval/i.test(error.message)) refused.push(error.message);
  });
  return refused;
}

test('neither built page runs an inline script', async ({ request }) => {
  for (const path of ['/', '/admin/']) {
    const res = await request.get(path);
    expect(res.headers()['content-security-policy'], path).toContain("script-src 'self'");
    const html = await res.text();
    expect(html, path).toContain('<script');
    // Every script element names its file; none carries code of its own.
    expect(html.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? [], path).toEqual([]);
  }
});

test('the player site and the back office work under the policy with no violation reported', async ({ page }) => {
  test.setTimeout(90_000);
  const refused = await watchViolations(page);
  await startIn(page, 'en');

  // Home, then the register dialog (its scroll lock adds a style at run time) with the captcha image.
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.goto('/register');
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The lottery lobby parses its draws with the contract's schemas (zod must not try eval), then a game lobby.
  await page.goto('/lottery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/index');

  // Signed in, the live channel (a WebSocket to the same host) opens.
  const socket = page.waitForEvent('websocket');
  const header = page.getByRole('form', { name: 'Log in' });
  await header.getByRole('textbox', { name: 'Username', exact: true }).fill('demo');
  await header.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu: demo' })).toBeVisible();
  expect((await socket).url()).toContain('/wps/ws');
  await page.getByRole('button', { name: 'Account menu: demo' }).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal centre' })).toBeVisible();

  // The back office signs in and shows its first page.
  await page.goto('/admin/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
  await page.waitForLoadState('networkidle');

  // The API reference renders too.
  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: /Gemilang API/ })).toBeVisible();

  expect(refused).toEqual([]);
});
