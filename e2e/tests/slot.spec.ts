import { expect, test } from '@playwright/test';
import { newMemberWithMoney, signInByApi, signInFromHeader } from './support';

test('a member opens the in-house slot from its launch address, spins, sees the balance move and the round in the recall, verifies it, and can spin no more once signed out', async ({
  page,
  request,
  context,
}) => {
  const { username, password } = await newMemberWithMoney(request, 'slot', '100.00');
  const token = await signInByApi(request, username, password);
  const launch = await request.get('/wps/game/launchGame?gameId=GM_SLOT_JUNGLE', {
    headers: { authorization: `Bearer ${token}`, language: 'en' },
  });
  const address: string = (await launch.json()).value.game_url;
  expect(address).toMatch(/^\/play\/GM_SLOT_JUNGLE\?code=/);

  await page.goto(address);
  const balance = page.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText('MYR 100.00');
  await expect(page.getByTestId('commitment')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('button', { name: /auto/i })).toHaveCount(0);

  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  const recall = page.getByRole('list', { name: 'Last rounds' });
  await expect(recall.locator(':scope > li')).toHaveCount(1);
  // The balance is the stake off and the win on: read the win from the round the recall shows.
  const line = (await recall.locator('summary').first().textContent()) ?? '';
  const win = Number(/→\s*([\d.,]+)/.exec(line)?.[1]?.replace(/,/g, '') ?? 'NaN');
  await expect(balance).toHaveText(`MYR ${(100 - 2.5 + win).toFixed(2)}`);

  // The server seed is revealed by rotating; then the round verifies in the browser.
  await page.getByRole('button', { name: 'Rotate seeds and reveal' }).click();
  await expect(page.getByTestId('revealed-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await recall.locator('summary').first().click();
  const [verify] = await Promise.all([
    context.waitForEvent('page'),
    recall.getByRole('link', { name: 'Verify this round' }).click(),
  ]);
  await expect(verify.getByText('The server seed matches the commitment shown before play.')).toBeVisible();
  await expect(verify.getByText('The result matches the recorded round.')).toBeVisible();

  // The address's code was spent on opening (ADR 048): a reload opens the game again with the play token
  // the page holds, and once the member signs out of the site the game takes no more stakes.
  await page.reload();
  await expect(balance).toHaveText(/^MYR \d/);
  const before = await balance.textContent();
  const out = await request.delete('/wps/session/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(out.ok()).toBe(true);
  await page.getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This game session has ended');
  // No stake was taken: the balance is as it was (the recall, read with the ended session, says so too).
  await expect(balance).toHaveText(before ?? '');
});

test('on a 1366×900 desktop the slot launched from the lobby shows its Spin button without scrolling', async ({
  page,
  request,
}) => {
  const { username, password } = await newMemberWithMoney(request, 'slotfold', '10.00');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInFromHeader(page, username, password);
  await page.goto('/rng');
  await page.getByRole('button', { name: 'Jungle Treasure' }).first().click();
  await expect(page).toHaveURL(/\/game$/);
  const game = page.frameLocator('iframe');
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeVisible();
  // The frame fits the screen under the header, and the reels leave room in it for the bet and Spin.
  await expect(page.locator('iframe')).toBeInViewport({ ratio: 1 });
  await expect(spin).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
