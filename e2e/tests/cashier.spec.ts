import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, newMember, signInFromHeader } from './support';

// A 1×1 PNG: what a phone's receipt photo is to the server (checked by its bytes, not its name).
const RECEIPT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PAYMENT_PASSWORD = '246810';

async function signInToBackOffice(page: Page) {
  await page.goto('/admin/');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('money in and out: deposit approved live, withdrawal paid and confirmed, every step in the record', async ({
  page,
  context,
  request,
}) => {
  // Two browsers' pages, a registration and a dozen round trips: slow on a loaded 2-core machine.
  test.setTimeout(240_000);
  // A member of its own, starting at zero: a retry or another test's money cannot change what it sees.
  const { username, password } = await newMember(request, 'cashier');
  await signInFromHeader(page, username, password);
  const balance = page.getByRole('button', { name: /Refresh balance/ });
  await expect(balance).toContainText('0.00');

  // My account: a payment password and a bank account in the member's own name.
  await page.getByRole('button', { name: `Account menu: ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  const menu = centre.getByRole('navigation', { name: 'Personal centre menu' });
  await centre.getByRole('button', { name: 'Set Payment password', exact: true }).click();
  const payment = centre.getByRole('region', { name: 'Payment password' });
  await payment.getByLabel(/^Login password/).fill(password);
  await payment.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await payment.getByLabel(/^Confirm payment password/).fill(PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Set payment password', exact: true }).click();
  await expect(centre.getByRole('button', { name: 'Change Payment password', exact: true })).toBeVisible();

  await centre.getByRole('button', { name: 'Add bank account', exact: true }).click();
  const bankForm = centre.getByRole('form', { name: 'Add bank account' });
  await bankForm.getByRole('textbox', { name: 'Bank name' }).fill('Maybank');
  await bankForm.getByRole('textbox', { name: 'Account number' }).fill('1122334455');
  // A member without a payee name sets it with the first account; later accounts must be in that name.
  await bankForm.getByRole('textbox', { name: 'Account holder name' }).fill('Ujian Pemain');
  await bankForm.getByRole('button', { name: 'Add account' }).click();
  await expect(centre.getByRole('list', { name: 'Your bank accounts' })).toContainText('Maybank');

  // Deposit by bank transfer, with the receipt.
  await menu.getByRole('button', { name: 'Deposit' }).click();
  await centre.getByRole('radio', { name: /Bank transfer/ }).check();
  await centre.getByRole('textbox', { name: 'Amount (MYR)' }).fill('150');
  await centre.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-150');
  await centre
    .getByLabel('Receipt image')
    .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: RECEIPT });
  await centre.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(centre.getByRole('region', { name: 'Deposit submitted' })).toBeVisible();
  await centre.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(centre).toBeHidden();

  // The cashier approves it in the back office…
  const office = await context.newPage();
  await signInToBackOffice(office);
  await office.getByRole('link', { name: 'Deposits' }).click();
  await office
    .getByRole('button', { name: new RegExp(`^Approve deposit #\\d+: MYR 150\\.00 for ${username}$`) })
    .click();
  const approve = office.getByRole('alertdialog', { name: /^Approve deposit #\d+\?$/ });
  await approve.getByRole('button', { name: 'Approve and credit' }).click();
  await expect(approve).toBeHidden();

  // …and the member's balance moves without a reload.
  await expect(balance).toContainText('150.00');

  // Withdraw 100.00 from the strip's Withdraw button; it is held at once.
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(menu.getByRole('button', { name: 'Withdrawal' })).toHaveAttribute('aria-current', 'page');
  await centre.getByRole('textbox', { name: 'Amount' }).fill('100');
  await centre.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
  await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(centre.getByRole('status').filter({ hasText: /requested/ })).toContainText('MYR 100.00');

  // The cashier pays it in full.
  await office.getByRole('link', { name: 'Withdrawals' }).click();
  await office.getByRole('button', { name: new RegExp(`^Pay withdrawal #\\d+ of ${username} in full$`) }).click();
  const pay = office.getByRole('alertdialog', { name: /^Pay withdrawal #\d+$/ });
  await pay.getByLabel('Note').fill('Maybank transfer E2E');
  await pay.getByRole('button', { name: 'Pay MYR 100.00' }).click();
  await expect(pay).toBeHidden();

  // The member sees it paid and confirms receipt.
  const card = centre.getByRole('article', { name: /^Withdrawal #\d+$/ }).first();
  await card.getByRole('button', { name: 'All received' }).click();
  await expect(card).toContainText('Completed');
  await expect(page.getByTestId('balance-amount')).toHaveText('MYR 50.00');

  // The account record lists each step, newest first.
  await menu.getByRole('button', { name: 'Account record' }).click();
  const record = centre.getByRole('table', { name: 'Account record' });
  // Each movement with its signed amount and the balance after it.
  await expect(record.getByRole('row', { name: /Withdrawal\s+−100\.00\s+50\.00/ })).toBeVisible();
  await expect(record.getByRole('row', { name: /Deposit\s+\+150\.00\s+150\.00/ })).toBeVisible();
});
