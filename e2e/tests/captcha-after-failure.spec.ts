import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newMember, startIn } from './support';

// The captcha follows a failure from the same address or on the same name for half an hour, so each run
// signs in wrongly from an address of its own (in 2001:db8::/32, the range kept for documentation) and on a
// member of its own: a retry on the same database starts as unmarked as the first run did.
const address = `2001:db8:${randomBytes(6)
  .toString('hex')
  .replace(/(.{4})(?=.)/g, '$1:')}::7`;
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': address } });

test('a wrong password shows the captcha on the next try', async ({ page, request }) => {
  const { username } = await newMember(request, 'capt');
  await startIn(page, 'en');
  await page.goto('/index');
  const header = page.getByRole('form', { name: 'Log in' });
  await expect(header.getByRole('img', { name: 'Verification code image' })).toBeHidden();
  await header.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await header.getByLabel('Password', { exact: true }).fill('not-the-password');
  await header.getByRole('button', { name: 'Log in' }).click();

  const warning = page.getByRole('dialog', { name: 'Warning' }).or(page.getByRole('alertdialog', { name: 'Warning' }));
  await expect(warning).toContainText('Wrong account or password.');
  await warning.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('img', { name: 'Verification code image' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Verification code|Code/ }).first()).toBeVisible();
});
