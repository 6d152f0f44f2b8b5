import { expect, test } from '@playwright/test';
import { skipPopup } from './support';

test('the site opens in Malay and the switcher changes the visible text to English and Chinese', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/index');
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Laman utama', exact: true })).toBeVisible();

  // The page settled first; the menu's code arrives on the press and opens it (boot/lazy-menu.tsx).
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('button', { name: /^Bahasa/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page
    .getByRole('button', { name: /^Language/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: '中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  // The choice survives a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});
