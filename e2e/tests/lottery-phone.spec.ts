import { type Browser, expect, type Page, test } from '@playwright/test';
import { backOffice, DEMO_PASSWORD, newMember, startIn, uniqueName } from './support';

// A North result whose special prize ends in 27 and whose second prize 22227 ends in 27 too: lô 27 hits twice,
// đề 27 wins, lô 35 misses. The tiers in the order the official sheet prints them.
const NORTH_RESULT: [string, string[]][] = [
  ['G.ĐB', ['80127']],
  ['G1', ['11345']],
  ['G2', ['22227', '33301']],
  ['G3', ['10000', '10001', '10002', '10003', '10004', '10005']],
  ['G4', ['1111', '1112', '1113', '1114']],
  ['G5', ['2221', '2222', '2223', '2224', '2225', '2226']],
  ['G6', ['331', '332', '333']],
  ['G7', ['41', '42', '43', '44']],
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

test('on a phone a member bets lô and đề on the North draw; one operator enters the result, another confirms, and the member sees it settle live', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const { username, password } = await newMember(request, 'vnlot');
  const office = await backOffice(request);
  await office.call('POST', '/admin/api/adjustments', {
    username,
    amount: '100.00',
    reason: 'e2e lottery stake',
    idempotencyKey: uniqueName('vn'),
  });

  // The member, on a phone.
  await startIn(page, 'en');
  await page.goto('/index');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Member' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();
  await page.goto('/vnlottery?gameCode=XSMB');
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
  expect(drawNumber).toMatch(/^\d{8}-\w+$/);
  // The back office names a draw by its game and number.
  const named = `XSMB ${drawNumber}`;
  // Two points of lô at MYR 2.70 and MYR 1 of đề.
  await expect(balance).toContainText('93.60');
  await page.getByRole('tab', { name: 'My bets' }).click();
  const mine = page.getByRole('tabpanel', { name: 'My bets' });
  await expect(mine.locator('li span', { hasText: /^Pending$/ })).toHaveCount(3);

  // The official draw happened: the brand's admin stops its sales (set through the API, as the scene).
  const open = await office.call('GET', '/admin/api/lottery/draws?gameCode=XSMB&status=open&pageSize=50');
  const draw = open.items.find((d: { drawNumber: string }) => d.drawNumber === drawNumber);
  await office.call('POST', `/admin/api/lottery/draws/${draw.id}/close`, { reason: 'e2e: the official draw is out' });

  // One operator types the result from the official sheet.
  const first = await resultsPageAs(browser, 'admin', DEMO_PASSWORD);
  await first.getByRole('button', { name: `Enter the result of ${named}` }).click();
  for (const [tier, numbers] of NORTH_RESULT) {
    for (const [i, number] of numbers.entries()) {
      await first.getByLabel(`${tier} number ${i + 1} (${number.length} digits)`).fill(number);
    }
  }
  await first.getByRole('button', { name: 'Send for confirmation' }).click();
  await expect(first.getByText(`Result of ${named} entered: another operator must confirm it.`)).toBeVisible();
  await expect(first.getByRole('button', { name: `Confirm the result of ${named}` })).toBeDisabled();

  // Another operator confirms it; until then nothing settled.
  await expect(mine.locator('li span', { hasText: /^Pending$/ })).toHaveCount(3);
  const checker = uniqueName('chk');
  const checkerPassword = 'Checker-2026-pass';
  await office.call('POST', '/admin/api/operators', {
    username: checker,
    displayName: 'Second operator',
    role: 'cs',
    password: checkerPassword,
  });
  const second = await resultsPageAs(browser, checker, checkerPassword);
  await second.getByRole('button', { name: `Confirm the result of ${named}` }).click();
  const confirm = second.getByRole('alertdialog', { name: `Confirm the result of ${named}?` });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm).toBeHidden();

  // The member's phone, untouched: lô 27 won twice (2 × 9.90), đề 27 won 98.00, lô 35 lost.
  await expect(mine.locator('li span', { hasText: /^Won$/ })).toHaveCount(2, { timeout: 30_000 });
  await expect(mine.locator('li span', { hasText: /^Lost$/ })).toHaveCount(1);
  await expect(mine.getByText('Paid 19.80')).toBeVisible();
  await expect(mine.getByText('Paid 98.00')).toBeVisible();
  await expect(balance).toContainText('211.40');
});
