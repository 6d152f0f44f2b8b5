import { type Browser, expect, type Page, test } from '@playwright/test';
import { backOffice, DEMO_PASSWORD, newMemberWithMoney, ownPassword, startIn, uniqueName } from './support';

// The spec settles the draw it bets on, so each run needs a draw no earlier run on the same database took.
// The North draws one station a day and the calendar sells only today's and tomorrow's (after the cut-off,
// tomorrow's alone): a second North run the same day would find nothing on sale. The South draws three or
// four stations at once, so each run takes a station still on sale (a settled one is no longer listed).

// A South result whose special prize ends in 27 and whose second prize 22227 ends in 27 too: lô 27 hits twice,
// đề 27 wins, lô 35 misses (no number ends in 35). The tiers in the order the official sheet prints them.
const SOUTH_RESULT: [string, string[]][] = [
  ['G.ĐB', ['080127']],
  ['G1', ['11345']],
  ['G2', ['22227']],
  ['G3', ['10000', '10001']],
  ['G4', ['10002', '10003', '10004', '10005', '10006', '10008', '10009']],
  ['G5', ['2221']],
  ['G6', ['2222', '2223', '2224']],
  ['G7', ['331']],
  ['G8', ['41']],
];

/** The back office at desktop size, signed in as this operator, on the lottery results page. */
async function resultsPageAs(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, isMobile: false });
  const page = await context.newPage();
  await page.goto('/admin/');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Lottery results' }).click();
  return page;
}

test('on a phone a member bets lô and đề on a South station; one operator enters the result, another confirms it by entering it again blind, and the member sees it settle live', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { username, password } = await newMemberWithMoney(request, 'vnlot', '100.00');
  const office = await backOffice(request);

  // The member, on a phone.
  await startIn(page, 'en');
  await page.goto('/index');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Member' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  // A station of its own: the first one still on sale.
  const onSale = await (await request.get('/lotto/lgw/games/opened/numero?gameCode=XSMN')).json();
  const station: string | undefined = onSale.value.draws[0]?.station;
  expect(station, 'a South station on sale').toBeTruthy();
  await page.goto('/vnlottery?gameCode=XSMN');
  if (onSale.value.draws.length > 1) {
    await page.getByRole('button', { name: station, exact: true }).click();
    await expect(page.getByRole('button', { name: station, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  const balance = page.getByRole('button', { name: /Refresh balance/ });
  await expect(balance).toContainText('100.00');

  // Lô 2 digits on 27 and 35, typed, one point each; đề on 27 for MYR 1.
  await page.getByRole('tab', { name: 'Lô 2 digits' }).click();
  await page.getByRole('textbox', { name: /^Type numbers/ }).fill('27 35');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByLabel('Points per number').fill('1');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await page.getByRole('tab', { name: 'Đề', exact: true }).click();
  await page.getByRole('button', { name: '27', exact: true }).click();
  await page.getByLabel(/^Stake per bet/).fill('1');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await slip.getByRole('button', { name: 'Place bets' }).click();
  const placed = slip.getByText(/Placed on draw/);
  await expect(placed).toBeVisible();
  const drawNumber = (await placed.textContent())?.match(/Placed on draw (\S+?):/)?.[1] ?? '';
  expect(drawNumber).toBe(`${drawNumber.slice(0, 8)}-${station}`);
  // The back office names a draw by its game's name in the operator's language and its number.
  const named = `South lottery ${drawNumber}`;
  // Two points of lô at MYR 1.80 (18 numbers in the South) and MYR 1 of đề.
  await expect(balance).toContainText('95.40');
  await page.getByRole('tab', { name: 'My bets' }).click();
  const mine = page.getByRole('tabpanel', { name: 'My bets' });
  await expect(mine.locator('li span', { hasText: /^Pending$/ })).toHaveCount(3);

  // The official draw happened: the brand's admin stops its sales (set through the API, as the scene).
  const open = await office.call('GET', '/admin/api/lottery/draws?gameCode=XSMN&status=open&pageSize=50');
  const draw = open.items.find((d: { drawNumber: string }) => d.drawNumber === drawNumber);
  await office.call('POST', `/admin/api/lottery/draws/${draw.id}/close`, { reason: 'e2e: the official draw is out' });

  // One operator types the result from the official sheet.
  const first = await resultsPageAs(browser, 'admin', DEMO_PASSWORD);
  await first.getByRole('button', { name: `Enter the result of ${named}` }).click();
  for (const [tier, numbers] of SOUTH_RESULT) {
    for (const [i, number] of numbers.entries()) {
      await first.getByLabel(`${tier} number ${i + 1} (${number.length} digits)`).fill(number);
    }
  }
  await first.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(first.getByText(`Result of ${named} entered: another operator must confirm it.`)).toBeVisible();
  await expect(first.getByRole('button', { name: `Enter the result of ${named} again to confirm it` })).toBeDisabled();

  // Another operator confirms it by typing it again from the sheet, without being shown the first entry;
  // until then nothing settled.
  await expect(mine.locator('li span', { hasText: /^Pending$/ })).toHaveCount(3);
  const checker = uniqueName('chk');
  const checkerPassword = 'Checker-2026-pass';
  await office.call('POST', '/admin/api/operators', {
    username: checker,
    displayName: 'Second operator',
    role: 'cs',
    password: 'Handed-over-2026',
  });
  await ownPassword(request, checker, 'Handed-over-2026', checkerPassword);
  const second = await resultsPageAs(browser, checker, checkerPassword);
  await second.getByRole('button', { name: `Enter the result of ${named} again to confirm it` }).click();
  const blind = second.getByRole('form', { name: `Second entry of ${named}` });
  for (const [tier, numbers] of SOUTH_RESULT) {
    for (const [i, number] of numbers.entries()) {
      const box = blind.getByLabel(`${tier} number ${i + 1} (${number.length} digits)`);
      await expect(box).toHaveValue('');
      await box.fill(number);
    }
  }
  await blind.getByRole('button', { name: 'Check against the first entry' }).click();
  await expect(
    second.getByText(`Both entries of ${named} agree: the result is confirmed and the draw settles.`),
  ).toBeVisible();

  // The member's phone, untouched: lô 27 won twice (2 × 9.90), đề 27 won 98.00, lô 35 lost.
  await expect(mine.locator('li span', { hasText: /^Won$/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(mine.locator('li span', { hasText: /^Lost$/ })).toHaveCount(1);
  await expect(mine.getByText('Paid 19.80')).toBeVisible();
  await expect(mine.getByText('Paid 98.00')).toBeVisible();
  await expect(balance).toContainText('213.20');
});
