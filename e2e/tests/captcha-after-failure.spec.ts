import { expect, test } from '@playwright/test';
import { startIn } from './support';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.7' } });

test('a wrong password shows the captcha on the next try', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/index');
  const header = page.getByRole('form', { name: 'Log in' });
  await expect(header.getByRole('img', { name: 'Verification code image' })).toBeHidden();
  await header.getByRole('textbox', { name: 'Username', exact: true }).fill('demoagent');
  await header.getByLabel('Password', { exact: true }).fill('not-the-password');
  await header.getByRole('button', { name: 'Log in' }).click();

  const warning = page.getByRole('dialog', { name: 'Warning' }).or(page.getByRole('alertdialog', { name: 'Warning' }));
  await expect(warning).toContainText('Wrong account or password.');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('img', { name: 'Verification code image' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Verification code|Code/ }).first()).toBeVisible();
});
