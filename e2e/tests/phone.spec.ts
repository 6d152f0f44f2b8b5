import { expect, test } from '@playwright/test';
import { startIn } from './support';

test('on a phone the home page fits the screen and the login dialog is a full-screen sheet', async ({ page }) => {
  await startIn(page, 'en');
  await page.goto('/index');
  await expect(page.getByRole('navigation', { name: 'Bottom menu' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(380);
});
