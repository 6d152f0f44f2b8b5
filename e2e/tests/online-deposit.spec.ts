import { expect, test } from '@playwright/test';
import { newMember, signInFromHeader } from './support';

// The gateway sends the member back to `/?deposit=<id>`; the site must carry that query through its
// redirect to /index and open the deposit's outcome (a bare redirect once dropped it, and the member came
// back to the home page with no word of the payment).
test('an online deposit through the payment page: back on the site, the deposit shows as credited', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { username, password } = await newMember(request, 'online');
  await signInFromHeader(page, username, password);
  const balance = page.getByRole('button', { name: /Refresh balance/ });
  await expect(balance).toContainText('0.00');

  await page.getByRole('button', { name: `Account menu: ${username}` }).click();
  await page.getByRole('menuitem', { name: 'Member centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Personal centre' });
  await centre
    .getByRole('navigation', { name: 'Personal centre menu' })
    .getByRole('button', { name: 'Deposit' })
    .click();
  // The method cards are labels around a visually hidden radio: a player presses the card.
  await centre.getByText('Online payment (sandbox)').click();
  await expect(centre.getByRole('radio', { name: /Online payment/ })).toBeChecked();
  await centre.getByRole('textbox', { name: 'Amount (MYR)' }).fill('25');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();

  // The payment provider's own page (the local sandbox gateway): the order and Pay.
  await expect(page.getByRole('heading', { name: /^Payment to / })).toBeVisible();
  await expect(page.getByText('MYR 25.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();

  // Back on the site: the address the gateway returned to led to the deposit's outcome.
  await expect(page).toHaveURL(/\/index$/);
  const outcome = centre.getByRole('region', { name: /^Deposit #\d+$/ });
  await expect(outcome).toBeVisible();
  await expect(outcome.getByRole('status')).toHaveText('MYR 25.00 has been credited to your balance.');
  await expect(outcome).toContainText('Credited');
  // The page under the dialog is inert (hidden from the accessibility tree); its balance has moved too.
  await expect(page.getByTestId('balance-amount')).toHaveText('MYR 25.00');
});
