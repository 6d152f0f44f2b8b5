import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { backOffice, newMember, startIn, uniqueName } from './support';

// A sign-in failure any earlier spec made from the shared address asks every sign-in from it for a captcha for half
// an hour (captcha-after-failure.spec.ts): this spec signs in from an address of its own (2001:db8::/32, kept for
// documentation), so it does not depend on what ran before it.
const address = `2001:db8:${randomBytes(6)
  .toString('hex')
  .replace(/(.{4})(?=.)/g, '$1:')}::28`;
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': address } });

// A 1×1 PNG: the bank transfer's receipt.
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A first-deposit bonus of the test's own, published: 100 % up to MYR 20 from a deposit of MYR 10, turnover 1×
 * the bonus, lottery and e-lottery counting in full, nothing else, no max bet. The demo's WELCOME100 asks 10×
 * the bonus, more than a test can play through; a code and title of its own keep reruns apart.
 */
async function publishDepositMatch(request: APIRequestContext) {
  const office = await backOffice(request);
  const code = uniqueName('E2EDEP');
  const title = `Phone first deposit ${code}`;
  const offer = await office.call('POST', '/admin/api/promotions/offers', {
    code,
    category: 'newbie',
    title: { ms: title, en: title, zh: title },
    summary: { ms: 'Deposit pertama digandakan.', en: 'Your first deposit doubled.', zh: '首存翻倍。' },
    rules: { ms: 'Ujian hujung ke hujung.', en: 'An end-to-end test offer.', zh: '端到端测试。' },
    art: {
      ms: '/banners/promotions/welcome.svg',
      en: '/banners/promotions/welcome.svg',
      zh: '/banners/promotions/welcome.svg',
    },
    reward: { kind: 'deposit_match', which: 'first', percent: 100, cap: '20', minDeposit: '10' },
    terms: {
      turnoverMultiple: 1,
      turnoverOf: 'bonus',
      contributions: [
        { product: 'lottery', percent: 100 },
        { product: 'elott', percent: 100 },
      ],
      defaultPercent: 0,
      maxBet: null,
      maxConversionMultiple: null,
      lifeDays: 7,
    },
    eligibility: [],
    startsAt: new Date(Date.now() - 60_000).toISOString(),
  });
  await office.call('POST', `/admin/api/promotions/offers/${offer.id}/state`, { state: 'published' });
  return { id: offer.id as string, title, office };
}

/**
 * Ten bets of MYR 1 on every digit of the first position of the 1-minute 5D draw, placed from the phone's slip
 * bar: exactly one of the ten wins (MYR 9.80) whatever is drawn. A draw that closes meanwhile refuses the slip,
 * which stays for the next draw.
 */
async function betEveryDigit(page: Page) {
  await page.getByRole('tab', { name: 'Number by position' }).click();
  await page.getByRole('button', { name: 'All: Position 1', exact: true }).click();
  await page.getByLabel(/^Stake per bet/).fill('1');
  await expect(page.getByText(/10 bets · MYR 10\.00/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await expect(async () => {
    await slip.getByRole('button', { name: 'Place bets' }).click();
    await expect(slip.getByText(/Placed on draw/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

test('on a phone a member signs up for a first-deposit bonus, deposits with it, plays e-lottery through its turnover and sees the bonus become cash', async ({
  page,
  request,
}) => {
  // A registration, a deposit approved, two rounds of 1-minute draws settled: minutes on a loaded machine.
  test.setTimeout(420_000);
  const offer = await publishDepositMatch(request);
  try {
    const { username, password } = await newMember(request, 'promo');

    // The member signs in on a phone.
    await startIn(page, 'en');
    await page.goto('/index');
    const tabs = page.getByRole('navigation', { name: 'Bottom menu' });
    await tabs.getByRole('button', { name: 'Member' }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(login).toBeHidden();
    const balance = page.getByRole('button', { name: /Refresh balance/ });
    await expect(balance).toContainText('0.00');

    // The hall lists the offer with the member's state; its title opens the detail.
    await tabs.getByRole('link', { name: 'Promotions' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: offer.title }) });
    await expect(card).toContainText('Join now');
    await card.getByRole('link', { name: offer.title }).click();
    await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${offer.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reward' })).toContainText(
      '100% of your first deposit up to MYR 20.00, minimum deposit MYR 10.00',
    );
    const terms = page.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText('Turnover 1× the bonus before it becomes cash.');
    await expect(terms).toContainText('Lottery: 100%');
    await expect(terms).toContainText('E-lottery: 100%');
    await expect(terms).toContainText('All other games: 0%');
    await expect(terms).toContainText('No limit on the bet while the bonus is active.');

    // Signing up chooses it for the first deposit.
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('You have signed up')).toBeVisible();
    await expect(page.getByRole('article').getByText('Signed up', { exact: true })).toBeVisible();

    // The deposit page, from the detail: a bank transfer of MYR 30 with the bonus already chosen.
    await page.getByRole('button', { name: 'Go to deposit' }).click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    await centre.getByRole('radio', { name: /Bank transfer/ }).check();
    await centre.getByRole('textbox', { name: 'Amount (MYR)' }).fill('30');
    const bonuses = centre.getByRole('group', { name: 'Choose a bonus' });
    const ours = bonuses.getByRole('radio', { name: new RegExp(offer.title) });
    await expect(ours).toBeChecked();
    await expect(bonuses.getByText(offer.title).locator('..')).toContainText('You signed up for this one');
    await expect(bonuses.getByText(offer.title).locator('..')).toContainText(
      '100% up to MYR 20.00 · Minimum deposit MYR 10.00 · turnover 1× the bonus',
    );
    await centre.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-PROMO-30');
    await centre
      .getByLabel('Receipt image')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
    await centre.getByRole('button', { name: 'Submit deposit' }).click();
    await expect(centre.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
    await centre.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(centre).toBeHidden();

    // The cashier credits it (the back office's deposit page has its own test, cashier.spec.ts).
    const queue = await offer.office.call(
      'GET',
      `/admin/api/cashier/deposits?state=pending&member=${username}&page=1&pageSize=10`,
    );
    expect(queue.items).toHaveLength(1);
    await offer.office.call('POST', `/admin/api/cashier/deposits/${queue.items[0].id}/approve`, { note: 'e2e' });

    // The cash and, beside it, the bonus the member now plays with: 100 % of 30 capped at 20.
    await expect(balance).toContainText('30.00');
    const chip = page.getByRole('button', {
      name: 'You are playing with bonus funds: MYR 20.00. Open bonus details',
    });
    await expect(chip).toBeVisible();
    // The hall says the bonus is in progress.
    await tabs.getByRole('link', { name: 'Promotions' }).click();
    await expect(card).toContainText('In progress');

    // E-lottery from the phone's site (the UI, not the API): MYR 10 of the MYR 20 turnover.
    await page.goto('/elott?gameCode=5D1');
    await betEveryDigit(page);
    // Cash is spent first: the bonus is untouched.
    await expect(balance).toContainText('20.00');
    await expect(chip).toBeVisible();

    // Bonus details: the grant in play, half its turnover done.
    await chip.click();
    const active = centre.getByRole('region', { name: 'Bonus in play' });
    await expect(active.getByRole('heading', { name: offer.title })).toBeVisible();
    await expect(active).toContainText('Active');
    await expect(active.getByText('Bonus balance').locator('xpath=following-sibling::dd')).toHaveText('MYR 20.00');
    await expect(active.getByText('Max bet').locator('xpath=following-sibling::dd')).toHaveText('No limit');
    const progress = active.getByRole('progressbar', { name: 'Turnover' });
    await expect(progress).toHaveAttribute('aria-valuenow', '50');
    await expect(active).toContainText('MYR 10.00 of MYR 20.00');
    await centre.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(centre).toBeHidden();

    // Another MYR 10 meets the turnover: the grant completes in the bet's own transaction.
    await betEveryDigit(page);
    await expect(chip).toBeHidden();
    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText('Bonus turned to cash: MYR 20.00', { exact: true })).toBeVisible();

    // Every bet settles: one win of MYR 9.80 per round. 30 deposited + 20 bonus − 20 staked + 19.60 won = 49.60.
    await page.getByRole('tab', { name: 'My bets' }).click();
    const mine = page.getByRole('tabpanel', { name: 'My bets' });
    await expect(mine.locator('li span', { hasText: /^Won$/ })).toHaveCount(2, { timeout: 150_000 });
    await expect(mine.locator('li span', { hasText: /^Lost$/ })).toHaveCount(18);
    // And the demo brand's daily task "deposit once" pays MYR 2.00 with no turnover (ADR 062): cash at once beside the
    // bonus in play, within a minute or two of the tasks' and payer's jobs.
    await expect(balance).toContainText('51.60', { timeout: 120_000 });

    // Bonus details: the grant completed, its bonus cash.
    await tabs.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Member centre' }).click();
    const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
    await menu.getByRole('button', { name: 'Bonus details' }).click();
    await expect(centre.getByRole('region', { name: 'Bonus in play' })).toHaveCount(0);
    const done = centre.getByRole('article', { name: offer.title });
    await expect(done).toContainText('Completed');
    await expect(done.getByText('Became cash').locator('xpath=following-sibling::dd')).toHaveText('MYR 20.00');
    await expect(done.getByText('Forfeited').locator('xpath=following-sibling::dd')).toHaveText('MYR 0.00');
    await expect(done).toContainText('Reason: the turnover was completed and the bonus became cash');

    // The account record: the bonus turned to cash, in the member's cash.
    await menu.getByRole('button', { name: 'Account record' }).click();
    // On a phone the record is a list of cards: the conversion is a movement of the member's cash.
    const record = centre.getByRole('list', { name: 'Account record' });
    // The bonus's MYR 20.00, and beside it the daily task's MYR 2.00 (a reward is a grant too).
    const conversions = record.getByRole('listitem').filter({ hasText: 'Bonus turned to cash' });
    await expect(conversions.filter({ hasText: 'Amount (MYR): +20.00' })).toHaveCount(1);
    await expect(conversions.filter({ hasText: 'Amount (MYR): +2.00' })).toHaveCount(1);
  } finally {
    // Paused, so no later spec or rerun finds this offer on its deposit page.
    await offer.office.call('POST', `/admin/api/promotions/offers/${offer.id}/state`, { state: 'paused' });
  }
});
