import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInFromHeader, uniqueName } from './support';

test('an agent sees the team, opens an account under themselves and finds it in the downline', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFromHeader(page, 'demoagent', DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Account menu: demoagent' }).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const centre = page.getByRole('dialog', { name: 'Agent centre' });
  const menu = centre.getByRole('navigation', { name: 'Agent centre menu' });
  await expect(menu.getByRole('button', { name: 'Team overview' })).toHaveAttribute('aria-current', 'page');
  // The demo agent's team: demo and demoplayer3 directly, demosub with demoplayer2 below.
  const branches = centre.getByRole('table', { name: 'By direct downline' });
  // (A retry finds the account the first try opened as a further branch, so the names are checked, not a count.)
  for (const account of ['demo', 'demoplayer3', 'demosub']) {
    await expect(branches.getByRole('rowheader', { name: new RegExp(`^${account}\\b`) })).toBeVisible();
  }

  const username = uniqueName('sub');
  await menu.getByRole('button', { name: 'Register centre' }).click();
  const open = centre.getByRole('form', { name: 'Open an account' });
  await open.getByRole('radio', { name: 'Agent' }).check({ force: true });
  await open.getByRole('textbox', { name: /^Username/ }).fill(username);
  await open.getByLabel(/^Password/).fill('Secret2026');
  await open.getByRole('button', { name: 'Open account' }).click();
  await expect(centre.getByRole('status')).toHaveText(`Agent account ${username} opened under you.`);

  await menu.getByRole('button', { name: 'Downline management' }).click();
  await centre.getByRole('searchbox', { name: 'Account' }).fill(username);
  await centre.getByRole('button', { name: 'Search' }).click();
  const list = centre.getByRole('table', { name: 'Your downline' });
  await expect(list.getByRole('rowheader')).toHaveCount(1);
  await list.getByRole('button', { name: `Details of ${username}` }).click();
  await expect(centre.getByRole('heading', { name: `Details of ${username}` })).toBeVisible();
  await expect(centre.getByText('demoagent', { exact: true }).first()).toBeVisible();

  // The demo agent's signed daily wage contract with its sub-agent turns on the daily wages entry.
  await menu.getByRole('button', { name: 'Daily wages' }).click();
  const contract = centre.getByRole('article', { name: 'Contract with demosub' });
  await expect(contract.getByText('Signed')).toBeVisible();
  await expect(contract.getByRole('cell', { name: '0.80%' })).toBeVisible();
  await expect(centre.getByRole('form', { name: 'Offer a contract' })).toBeVisible();
});
