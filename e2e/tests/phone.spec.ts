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

test("on a phone the lottery's row of bet types opens on the one the address names, scrolled into view", async ({
  page,
}) => {
  await startIn(page, 'en');
  // Đề đầu-đuôi is the last of the Vietnamese lottery's bet types, beyond a phone's screen.
  await page.goto('/vnlottery?gameCode=XSMN&playType=de_dau_duoi');
  const row = page.getByRole('tablist', { name: 'Bet types' });
  const chosen = row.getByRole('tab', { selected: true });
  await expect(chosen).toBeVisible();
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const [rowBox, tabBox] = [await row.boundingBox(), await chosen.boundingBox()];
  expect(tabBox?.x).toBeGreaterThanOrEqual(rowBox?.x ?? Number.POSITIVE_INFINITY);
  expect((tabBox?.x ?? 0) + (tabBox?.width ?? 0)).toBeLessThanOrEqual((rowBox?.x ?? 0) + (rowBox?.width ?? 0));
});
