import { expect, test } from '@playwright/test';
import { newMemberWithMoney, signInFromHeader } from './support';

test('a member bets on every digit of a 1-minute 5D draw and sees it settle: one bet won, the balance moves live', async ({
  page,
  request,
}) => {
  // A draw a minute, bets closing ten seconds before it, then settlement by the brand's job every five.
  test.setTimeout(180_000);
  const { username, password } = await newMemberWithMoney(request, 'elott', '50.00');
  await signInFromHeader(page, username, password);
  const balance = page.getByRole('button', { name: /Refresh balance/ });
  await expect(balance).toContainText('50.00');

  await page.goto('/elott?gameCode=5D1');
  await page.getByRole('tab', { name: 'Number by position' }).click();
  // Every digit of the first position: exactly one of the ten bets wins, whatever is drawn.
  await page.getByRole('button', { name: 'All: Position 1', exact: true }).click();
  await page.getByLabel(/^Stake per bet/).fill('1');
  await expect(page.getByText(/10 bets · MYR 10\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  // Placed on the draw open now; one that closes in the meantime is refused, and the slip stays for the next.
  await expect(async () => {
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(slip.getByText(/Placed on draw/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(balance).toContainText('40.00');

  await page.getByRole('tab', { name: 'My bets' }).click();
  const mine = page.getByRole('tabpanel', { name: 'My bets' });
  await expect(mine.locator('li span', { hasText: /^Pending$/ })).toHaveCount(10);
  // The draw, its settlement and the balance arrive over the member's channel: no reload.
  await expect(mine.locator('li span', { hasText: /^Won$/ })).toHaveCount(1, { timeout: 100_000 });
  await expect(mine.locator('li span', { hasText: /^Lost$/ })).toHaveCount(9);
  await expect(mine.getByText('Paid 9.80')).toBeVisible();
  await expect(balance).toContainText('49.80');

  // The member centre's betting record and profit and loss read the same bets.
  await page.getByRole('button', { name: `Account menu: ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Betting record' }).click();
  const totals = page.getByRole('region', { name: 'Totals of the bets found' });
  await expect(totals.getByText('Valid bets').locator('xpath=following-sibling::dd')).toHaveText('10.00');
  await expect(totals.getByText('Win/loss').locator('xpath=following-sibling::dd')).toHaveText('−0.20');
  await expect(page.getByText('10 bets from', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Profit and loss' }).click();
  await expect(
    page.getByRole('table', { name: 'By product' }).getByRole('rowheader', { name: 'E-lottery' }),
  ).toBeVisible();
});
