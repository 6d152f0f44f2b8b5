import { expect, test } from '@playwright/test';
import { backOffice, DEMO_PASSWORD, startIn } from './support';

test.describe('site-wide states set by the operator', () => {
  test.afterEach(async ({ request }) => {
    // Whatever happened, the site is open again for the next test.
    const office = await backOffice(request);
    await office.call('PUT', '/admin/api/site-status', {
      maintenance: false,
      maintenanceFrom: null,
      maintenanceUntil: null,
      maintenanceMessage: { ms: '', en: '', zh: '' },
    });
    const ranges = await office.call('GET', '/admin/api/blocked-ranges?pageSize=200');
    for (const r of ranges.items) await office.call('DELETE', `/admin/api/blocked-ranges/${r.id}`);
  });

  test('an operator turns maintenance on in the back office and the site shows the maintenance page', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Site status' }).click();

    const toggle = page.getByRole('switch', { name: 'Maintenance' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await page.getByLabel('Message (English)').fill('Back at 10 pm, with new games.');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Saved. The site follows the new status at once.')).toBeVisible();

    const player = await context.newPage();
    await startIn(player, 'en');
    for (const path of ['/index', '/promotions', '/no/such/page']) {
      await player.goto(path);
      await expect(player.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
    }
    await expect(player.getByText('Back at 10 pm, with new games.')).toBeVisible();
  });

  test('a blocked address range shows the region-blocked page', async ({ page, context }) => {
    await page.goto('/admin/');
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Site status' }).click();
    await page.getByLabel('Address or range').fill('127.0.0.0/8');
    await page.getByLabel('Note').fill('end-to-end test');
    await page.getByRole('button', { name: 'Add range' }).click();
    await expect(page.getByRole('cell', { name: '127.0.0.0/8', exact: true })).toBeVisible();

    const player = await context.newPage();
    await startIn(player, 'en');
    await player.goto('/index');
    await expect(player.getByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    await expect(player.getByText('127.0.0.1')).toBeVisible();
  });
});
