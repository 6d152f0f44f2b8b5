import { expect, test } from '@playwright/test';
import { backOffice, startIn, uniqueName } from './support';

const captchaRule = { field: 'captcha', acceptedPattern: '*', patternId: 6, minLength: 4, maxLength: 4 } as const;

test.describe('a visitor registers, signs out and signs in again', () => {
  // The captcha is a picture a person reads; the test turns the field off in the back office meanwhile.
  test.beforeAll(async ({ request }) => {
    const office = await backOffice(request);
    await office.call('PUT', '/admin/api/register-settings', {
      fields: [{ ...captchaRule, enabled: false, required: false }],
      minAge: 18,
    });
  });
  test.afterAll(async ({ request }) => {
    const office = await backOffice(request);
    await office.call('PUT', '/admin/api/register-settings', {
      fields: [{ ...captchaRule, enabled: true, required: true }],
      minAge: 18,
    });
  });

  test('with a username and password', async ({ page }) => {
    const username = uniqueName('player');
    const password = 'Secret2026';
    await startIn(page, 'en');
    await page.goto('/register');

    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog).toBeVisible();
    // A value that breaks the username pattern shows the pattern message with its length range.
    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill('1abc');
    await dialog.getByLabel('Password', { exact: true }).click();
    await expect(dialog.getByText(/6 - 16/).first()).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Confirm password', { exact: true }).fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(dialog).toBeHidden();
    const menu = page.getByRole('button', { name: `Account menu: ${username}` });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: /Refresh balance/ })).toContainText('0.00');

    await menu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const confirm = page
      .getByRole('alertdialog', { name: 'Sign out?' })
      .or(page.getByRole('dialog', { name: 'Sign out?' }));
    await confirm.getByRole('button', { name: 'Sign out' }).click();
    await expect(menu).toBeHidden();

    const header = page.getByRole('form', { name: 'Log in' });
    await header.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
    await header.getByLabel('Password', { exact: true }).fill(password);
    await header.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible();
  });
});
