import { expect, test } from '@playwright/test';
import { backOffice, newMember, startIn } from './support';

test('signing in with the default password forces a change before anything else', async ({ page, request }) => {
  // A member of its own: the demo accounts keep their password whatever this test does or how it ends.
  const { username } = await newMember(request, 'forced');
  const office = await backOffice(request);
  const found = await office.call('GET', `/admin/api/members?query=${username}&pageSize=50`);
  const member = found.items.find((m: { username: string }) => m.username === username);
  await office.call('POST', `/admin/api/members/${member.id}/reset-password`, { reason: 'end-to-end test' });

  await startIn(page, 'en');
  await page.goto('/index');
  const header = page.getByRole('form', { name: 'Log in' });
  await header.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await header.getByLabel('Password', { exact: true }).fill('123456');
  await header.getByRole('button', { name: 'Log in' }).click();

  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  // Nothing else until the password is changed: not signed in, and Escape does not dismiss it.
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(change).toBeVisible();

  await change.getByLabel('Current password', { exact: true }).fill('123456');
  await change.getByLabel('New password', { exact: true }).fill('Changed2026');
  await change.getByLabel('Confirm password', { exact: true }).fill('Changed2026');
  await change.getByRole('button', { name: 'Save' }).click();

  await expect(change).toBeHidden();
  await expect(page.getByRole('button', { name: `Account menu: ${username}` })).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
});
