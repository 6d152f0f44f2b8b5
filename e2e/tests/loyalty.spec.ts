// Loyalty end to end (issue 29): a member checks in two days running, earns a rebate on the first day's slot
// rounds and claims it the next day in the reward centre, sees their VIP progress, and shares their invite link,
// with which a new member registers. Two days pass on the clock server (server-clock.ts): the check-in streak, the
// daily rebate and the VIP count all follow the brand's midnight, and their jobs' next runs see the day just ended.
//
// Seen red: with the register form no longer sending the invitation's referral code, the referrer's page stayed at
// "0 friends" ("1 friend" not found). Restored, green in 1.3 minutes.
import { expect, type Page, test } from '@playwright/test';
import {
  BRAND_OFFSET_MS,
  clockServerURL,
  DAY_SECONDS,
  followServerClock,
  moveServerClockOn,
  nextDayContext,
  serverNow,
} from './server-clock';
import { backOffice, newMemberWithMoney, signInByApi, signInFromHeader, startIn, uniqueName } from './support';

test.use({ baseURL: clockServerURL });

const captchaRule = { field: 'captcha', acceptedPattern: '*', patternId: 6, minLength: 4, maxLength: 4 } as const;
const rebateProgram = { claimDays: 7, turnoverMultiple: 1, lifeDays: 30, maxConversionMultiple: null };

/** One of the member centre's pages, the centre opened from the account menu unless it is open already. */
async function openCentre(page: Page, username: string, entry: string) {
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  if (!(await centre.isVisible())) {
    await page.getByRole('button', { name: `Account menu: ${username}` }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
  }
  await centre.getByRole('navigation', { name: 'Personal centre menu' }).getByRole('button', { name: entry }).click();
  return centre;
}

test('a member checks in two days running, claims a rebate in the reward centre, sees their VIP progress and invites a friend', async ({
  page,
  browser,
  request,
}) => {
  // Two days, eight slot rounds, a registration, and up to a minute for each job after the clock moves.
  test.setTimeout(300_000);
  // The day starts at 02:00 in Kuala Lumpur, far from the midnight every program counts by.
  const now = await serverNow(request);
  const local = new Date(now.getTime() + BRAND_OFFSET_MS);
  const twoAm = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 2) - BRAND_OFFSET_MS;
  await moveServerClockOn(request, Math.floor((twoAm - now.getTime()) / 1000));
  // The back office signs in afresh for each call: a session from before the clock moved a day has expired.
  const office = {
    call: async (...args: Parameters<Awaited<ReturnType<typeof backOffice>>['call']>) =>
      (await backOffice(request)).call(...args),
  };
  // The brand lets members claim their rebates themselves (the reward centre's claim), turned over once.
  await office.call('PUT', '/admin/api/rewards/programs/rebate', { autoPay: false, ...rebateProgram });
  try {
    const { username, password } = await newMemberWithMoney(request, 'loyal', '50.00');
    await followServerClock(page.context(), request);
    await signInFromHeader(page, username, password);

    // Day 1: the first check-in of the streak pays day 1's reward at once.
    let centre = await openCentre(page, username, 'Daily check-in');
    await centre.getByRole('button', { name: 'Check in for MYR 1.00' }).click();
    await expect(centre.getByRole('button', { name: 'Checked in today' })).toBeDisabled();
    await expect(centre.getByRole('region', { name: 'Your streak' })).toContainText('1 day');
    await centre.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Eight rounds of the in-house slot at 2.50: MYR 20.00 of valid bets on slots today.
    const token = await signInByApi(request, username, password);
    const launch = await request.get('/wps/game/launchGame?gameId=GM_SLOT_JUNGLE', {
      headers: { authorization: `Bearer ${token}`, language: 'en' },
    });
    const slot = await page.context().newPage();
    await slot.goto((await launch.json()).value.game_url);
    const rounds = slot.getByRole('list', { name: 'Last rounds' }).locator(':scope > li');
    for (let n = 1; n <= 8; n++) {
      await slot.getByRole('button', { name: 'Spin', exact: true }).click();
      await expect(rounds).toHaveCount(Math.min(n, 10));
    }
    await slot.close();

    // Day 2: the streak goes on.
    await moveServerClockOn(request, DAY_SECONDS);
    const tomorrow = await nextDayContext(browser, page.context(), request);
    centre = await openCentre(tomorrow, username, 'Daily check-in');
    await expect(centre.getByRole('region', { name: 'Your streak' })).toContainText('1 day');
    await centre.getByRole('button', { name: 'Check in for MYR 1.00' }).click();
    await expect(centre.getByRole('region', { name: 'Your streak' })).toContainText('2 days');

    // Yesterday's rebate: 0.50 % of the slots' MYR 20.00 at VIP 0, waiting in the reward centre once the rebate job
    // has counted the day (it runs every minute).
    await expect(async () => {
      await tomorrow.reload();
      const rewards = await openCentre(tomorrow, username, 'Reward centre');
      await expect(rewards.getByRole('article', { name: 'Rebate' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ intervals: [5_000], timeout: 120_000 });
    centre = tomorrow.getByRole('dialog', { name: 'Personal centre' });
    const rebate = centre.getByRole('article', { name: 'Rebate' });
    // A round that paid back exactly its stake is a push, not a valid bet: the base is what the rounds made it.
    const cells = await rebate.getByRole('row', { name: /Slots/ }).getByRole('cell').allTextContents();
    const [base = '', rate = '', amount = ''] = cells.map((c) => c.replace(/^MYR /, ''));
    expect(rate).toBe('0.50%');
    expect(Number(base)).toBeGreaterThan(0);
    expect(Number(base)).toBeLessThanOrEqual(20);
    // 0.50 % of the base, floored to the sen.
    expect(amount).toBe((Math.floor(Math.round(Number(base) * 100) * 0.005) / 100).toFixed(2));
    await expect(centre.getByRole('region', { name: 'Waiting for you to claim' })).toContainText(`MYR ${amount}`);
    await rebate.getByRole('button', { name: `Claim Rebate of MYR ${amount}` }).click();
    await expect(centre.getByText('Nothing to claim right now')).toBeVisible();
    await centre.getByRole('tab', { name: 'History' }).click();
    const history = centre.getByRole('list', { name: 'History' });
    await expect(history.getByRole('article', { name: 'Rebate' })).toContainText('Paid');
    await expect(history.getByRole('article', { name: 'Check-in reward' })).toHaveCount(2);
    // The claimed rebate is a bonus the member now plays with (turnover once), as the header says.
    await centre.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(
      tomorrow.getByRole('button', { name: `You are playing with bonus funds: MYR ${amount}. Open bonus details` }),
    ).toBeVisible();

    // VIP: yesterday's valid bets count towards VIP 1 once the day is counted.
    await expect(async () => {
      await tomorrow.reload();
      const vip = await openCentre(tomorrow, username, 'VIP');
      await expect(vip).toContainText(`MYR ${base} of MYR 1,000.00`, { timeout: 3_000 });
    }).toPass({ intervals: [5_000], timeout: 120_000 });
    const vip = tomorrow.getByRole('dialog', { name: 'Personal centre' });
    await expect(vip).toContainText('VIP 0 · Member');
    await expect(vip.getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`% · MYR ${base.replace('.', '\\.')} of MYR 1,000\\.00$`),
    );

    // Invite friends: the link the member shares…
    centre = await openCentre(tomorrow, username, 'Invite friends');
    const link = (await centre.locator('code').filter({ hasText: '/register?' }).textContent()) ?? '';
    expect(link).toMatch(/\/register\?referralCode=[A-Z0-9]+$/);
    await expect(centre.getByRole('heading', { name: '0 friends' })).toBeVisible();

    // …opened by a friend on a device and address of their own, who registers with it.
    await office.call('PUT', '/admin/api/register-settings', {
      fields: [{ ...captchaRule, enabled: false, required: false }],
      minAge: 18,
    });
    const friendContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.29' },
    });
    await followServerClock(friendContext, request);
    try {
      const friendPage = await friendContext.newPage();
      await startIn(friendPage, 'en');
      await friendPage.goto(link);
      const register = friendPage.getByRole('dialog', { name: 'Register' });
      const friend = uniqueName('friend');
      await register.getByRole('textbox', { name: 'Username', exact: true }).fill(friend);
      await register.getByLabel('Password', { exact: true }).fill('Secret2026');
      await register.getByLabel('Confirm password', { exact: true }).fill('Secret2026');
      await register.getByRole('checkbox').check();
      await register.getByRole('button', { name: 'Register', exact: true }).click();
      await expect(register).toBeHidden();
    } finally {
      await office.call('PUT', '/admin/api/register-settings', {
        fields: [{ ...captchaRule, enabled: true, required: true }],
        minAge: 18,
      });
      await friendContext.close();
    }

    // The member sees the friend, masked, just registered.
    await tomorrow.reload();
    centre = await openCentre(tomorrow, username, 'Invite friends');
    await expect(centre.getByRole('heading', { name: '1 friend' })).toBeVisible();
    const friends = centre.getByRole('list', { name: '1 friend' });
    await expect(friends.getByRole('listitem')).toHaveCount(1);
    await expect(friends.getByRole('listitem')).toContainText('Registered');
    await expect(friends.getByRole('listitem')).toContainText('*');
    await tomorrow.context().close();
  } finally {
    await office.call('PUT', '/admin/api/rewards/programs/rebate', { autoPay: true, ...rebateProgram });
  }
});
