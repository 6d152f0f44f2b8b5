import { expect, type Page, test } from '@playwright/test';
import { startIn } from './support';

/** Digits of the header's balance as a number ("MYR 9,997.50" → 9997.5). */
async function shownBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-amount').textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}

test("a visitor starts free play from the site, plays the house's slot and bets on the e-lottery with play money, and sees the play balance move", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startIn(page, 'en');
  await page.goto('/rng');
  // A visitor's click on a game asks them to sign in; the sign-in dialog offers free play.
  await page.getByRole('button', { name: 'Jungle Treasure' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByRole('button', { name: /^Account menu: trial/ })).toBeVisible();

  // The balance is play money, said so beside the amount (ADR 052).
  const balance = page.getByRole('button', { name: /Refresh play-money balance/ });
  await expect(balance).toContainText('10,000.00');
  await expect(page.getByTestId('play-money-label')).toHaveText('Play money');

  // The house's own slot opens for a trial account, and a spin stakes play money.
  await page.getByRole('button', { name: 'Jungle Treasure' }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const frameBalance = game.getByRole('status', { name: 'Balance' });
  await expect(frameBalance).toHaveText('MYR 10,000.00');
  await expect(game.getByTestId('play-money-label')).toHaveText('Play money');
  await game.getByRole('button', { name: 'Spin', exact: true }).click();
  const recall = game.getByRole('list', { name: 'Last rounds' });
  await expect(recall.locator(':scope > li')).toHaveCount(1);
  const line = (await recall.locator('summary').first().textContent()) ?? '';
  const win = Number(/→\s*([\d.,]+)/.exec(line)?.[1]?.replace(/,/g, '') ?? 'NaN');
  const afterSpin = 10_000 - 2.5 + win;
  await expect(frameBalance).toHaveText(`MYR ${afterSpin.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await expect.poll(() => shownBalance(page)).toBe(afterSpin);

  // The e-lottery takes a slip of play money.
  await page.goto('/elott?gameCode=5D1');
  await page.getByRole('tab', { name: 'Number by position' }).click();
  await page.getByRole('button', { name: 'All: Position 1', exact: true }).click();
  await page.getByLabel(/^Stake per bet/).fill('1');
  await expect(page.getByText(/10 bets · MYR 10\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await expect(async () => {
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(slip.getByText(/Placed on draw/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect.poll(() => shownBalance(page)).toBe(afterSpin - 10);
  await expect(page.getByTestId('play-money-label')).toBeVisible();
});
