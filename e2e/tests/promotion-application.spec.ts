import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { backOffice, DEMO_PASSWORD, newMember, signInFromHeader, uniqueName } from './support';

// A sign-in failure any earlier spec made from the shared address asks every sign-in from it for a captcha for half
// an hour (captcha-after-failure.spec.ts): this spec signs in from an address of its own (2001:db8::/32, kept for
// documentation), so it does not depend on what ran before it.
const address = `2001:db8:${randomBytes(6)
  .toString('hex')
  .replace(/(.{4})(?=.)/g, '$1:')}::28`;
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': address } });

// A 1×1 PNG: the screenshot the member sends as proof (the server checks its bytes, not its name).
const SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * An application promotion of the test's own, published: MYR 8 when staff approve. The demo's BIGWIN is one
 * too, but a member applies for it once and a rerun's member is new anyway; an offer of its own keeps this
 * test's queue row and bonus apart from whatever else the demo's offers went through.
 */
async function publishApplicationOffer(request: APIRequestContext) {
  const office = await backOffice(request);
  const code = uniqueName('E2EAPP');
  const title = `Share a win ${code}`;
  const offer = await office.call('POST', '/admin/api/promotions/offers', {
    code,
    category: 'special',
    title: { ms: title, en: title, zh: title },
    summary: { ms: 'Hantar tangkapan skrin.', en: 'Send a screenshot of a win.', zh: '提交截图。' },
    rules: { ms: 'Ujian hujung ke hujung.', en: 'An end-to-end test offer.', zh: '端到端测试。' },
    art: {
      ms: '/banners/promotions/application.svg',
      en: '/banners/promotions/application.svg',
      zh: '/banners/promotions/application.svg',
    },
    reward: { kind: 'application', amount: '8' },
    terms: {
      turnoverMultiple: 1,
      turnoverOf: 'bonus',
      contributions: [],
      defaultPercent: 100,
      maxBet: null,
      maxConversionMultiple: null,
      lifeDays: 14,
    },
    eligibility: [],
    startsAt: new Date(Date.now() - 60_000).toISOString(),
  });
  await office.call('POST', `/admin/api/promotions/offers/${offer.id}/state`, { state: 'published' });
  return { id: offer.id as string, title, office };
}

test('a member applies for a promotion with a comment and a screenshot; the operator reads both in the queue and approves, and the member gets the bonus and a message', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers, a registration, an upload and live messages: slow on a loaded 2-core machine.
  test.setTimeout(240_000);
  const offer = await publishApplicationOffer(request);
  try {
    const { username, password } = await newMember(request, 'apply');
    await signInFromHeader(page, username, password);
    const comment = `Won big on 5D today (${username})`;

    // The promotion's page: the form, a comment and one PNG.
    await page.goto(`/promoDetail?id=${offer.id}`);
    await expect(page.getByRole('heading', { level: 1, name: offer.title })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Reward' })).toContainText(
      'A bonus of MYR 8.00 when your application is approved',
    );
    const form = page.getByRole('form', { name: 'Application' });
    await form.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await expect(form.getByText(`${comment.length}/140`)).toBeVisible();
    await form
      .getByLabel('Add images')
      .setInputFiles({ name: 'big-win.png', mimeType: 'image/png', buffer: SCREENSHOT });
    await expect(form.getByRole('button', { name: 'Remove big-win.png' })).toBeVisible();
    await expect(form.getByText('Add image (1/3)')).toBeVisible();
    await form.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('Your application is being reviewed')).toBeVisible();
    await expect(page.getByText('Applying', { exact: true }).first()).toBeVisible();
    await expect(form).toBeHidden();

    // The operator, in the back office: the queue of applications waiting.
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const office = await context.newPage();
    await office.goto('/admin/');
    await office.getByLabel('Username').fill('admin');
    await office.getByLabel('Password').fill(DEMO_PASSWORD);
    await office.getByRole('button', { name: 'Sign in' }).click();
    await office.getByRole('link', { name: 'Applications' }).click();
    const row = office.getByRole('row').filter({ hasText: username });
    await expect(row).toContainText(offer.title);
    await expect(row).toContainText(comment);
    await expect(row).toContainText('MYR 8.00');
    await expect(row).toContainText('Waiting');
    await row.getByRole('button', { name: `Open the application of ${username}` }).click();

    // The application in full: the comment and the screenshot, read with the operator's token.
    const drawer = office.getByRole('dialog', { name: `Application of ${username}` });
    await expect(drawer.getByText(comment, { exact: true })).toBeVisible();
    await expect(drawer.getByText('Images (1)')).toBeVisible();
    const image = drawer.getByRole('img', { name: `Image 1 sent by ${username}` });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    await drawer.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = office.getByRole('alertdialog', { name: `Approve the application of ${username}?` });
    await expect(confirm).toContainText(`MYR 8.00 of ${offer.title} is granted on the offer's terms`);
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(confirm).toBeHidden();
    // Decided, it leaves the queue of those waiting; the approved ones list it, with who decided.
    await expect(drawer).toBeHidden();
    await expect(row).toHaveCount(0);
    await office.goto('/admin/promotions/applications');
    await office.getByLabel('State').selectOption({ label: 'Approved' });
    await expect(row).toContainText('Approved');
    await row.getByRole('button', { name: `Open the application of ${username}` }).click();
    await expect(drawer).toContainText('Approved');
    await expect(drawer).toContainText('by admin');
    await expect(drawer.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await context.close();

    // The member is told at once, without a reload, and now plays with the bonus.
    const toasts = page.getByRole('region', { name: /^Notifications/ });
    await expect(toasts.getByText(`Approved: ${offer.title}`, { exact: true })).toBeVisible({ timeout: 20_000 });
    const chip = page.getByRole('button', {
      name: 'You are playing with bonus funds: MYR 8.00. Open bonus details',
    });
    await expect(chip).toContainText('Bonus MYR 8.00');
    await chip.click();
    const centre = page.getByRole('dialog', { name: 'Personal centre' });
    const active = centre.getByRole('region', { name: 'Bonus in play' });
    await expect(active.getByRole('heading', { name: offer.title })).toBeVisible();
    await expect(active.getByText('Bonus balance').locator('xpath=following-sibling::dd')).toHaveText('MYR 8.00');
    await expect(active.getByRole('progressbar', { name: 'Turnover' })).toHaveAttribute('aria-valuenow', '0');
    await expect(active).toContainText('MYR 0.00 of MYR 8.00');

    // The message in the member's inbox.
    await centre
      .getByRole('navigation', { name: 'Personal centre menu' })
      .getByRole('button', {
        name: 'Platform messages',
      })
      .click();
    await expect(centre.getByText('Promotion application approved').first()).toBeVisible();
    await expect(
      centre.getByText(`Your application for ${offer.title} was approved. A bonus of MYR 8.00 has been granted.`),
    ).toBeVisible();
  } finally {
    await offer.office.call('POST', `/admin/api/promotions/offers/${offer.id}/state`, { state: 'paused' });
  }
});
