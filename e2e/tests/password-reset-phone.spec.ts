import { encryptBody } from '@gemilang/contract/web';
import { expect, test } from '@playwright/test';
import { backOffice, newMember, signInByApi, startIn } from './support';

/** The newest message the dev outbox holds for an address, read as an administrator. */
async function lastMessage(office: Awaited<ReturnType<typeof backOffice>>, channel: 'email', to: string) {
  const page = await office.call('GET', `/admin/api/outbox?channel=${channel}&page=1&pageSize=50`);
  const mine = (page.items as { destination: string; body: string }[]).filter((m) => m.destination === to);
  expect(mine.length, `no ${channel} to ${to}`).toBeGreaterThan(0);
  return mine[0]?.body as string;
}

test('on a phone a forgotten password is reset from the link e-mailed to the verified address', async ({
  page,
  request,
}) => {
  // A member of its own with a verified address: the code the site e-mails to it, read from the dev outbox.
  const { username, password } = await newMember(request, 'reset');
  const email = `${username}@example.com`;
  const token = await signInByApi(request, username, password);
  const asMember = { authorization: `Bearer ${token}` };
  const office = await backOffice(request);
  const asked = await request.post('/wps/member/email/verification', { data: { email }, headers: asMember });
  expect((await asked.json()).success).toBe(true);
  const code = /\b(\d{6})\b/.exec(await lastMessage(office, 'email', email))?.[1];
  const bound = await request.put('/wps/member/email', { data: { email, verificationCode: code }, headers: asMember });
  expect((await bound.json()).success).toBe(true);

  await startIn(page, 'en');
  await page.goto('/index');
  await page.getByRole('navigation', { name: 'Bottom menu' }).getByRole('button', { name: 'Member' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByRole('textbox', { name: 'Username' }).fill(username);
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await forgot.getByRole('button', { name: 'Submit' }).click();

  // The confirmation closes with its own button, by a tap (it did nothing on a phone: the sign-in dialog
  // opened under it took the pointer).
  const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
  await expect(sent).toContainText('a link to choose a new password is on its way');
  await sent.getByRole('button', { name: 'OK' }).tap();
  await expect(sent).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Until the link is used, the old password still works.
  await signInByApi(request, username, password);

  const mail = await lastMessage(office, 'email', email);
  const link = /(http:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(mail)?.[1] as string;
  expect(link).toBeTruthy();
  await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Renewed2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed2026');
  await page.getByRole('button', { name: 'Save new password' }).tap();
  await expect(page.getByText('Your new password is saved. Log in with it now.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);

  // Log in with the new password from the page.
  await page.locator('#main').getByRole('button', { name: 'Log in', exact: true }).tap();
  const again = page.getByRole('dialog', { name: 'Log in' });
  await again.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await again.getByLabel('Password', { exact: true }).fill('Renewed2026');
  await again.getByRole('button', { name: 'Log in' }).tap();
  await expect(again).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The old password no longer signs in.
  const publicKey = (await (await request.get('/wps/system/publicKey')).json()).value;
  const old = await request.post('/wps/session/login', { data: await encryptBody(publicKey, { username, password }) });
  expect((await old.json()).success).toBe(false);
});
