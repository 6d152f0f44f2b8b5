// An agent's daily wage, end to end (issue 12): the demo agent opens a sub-agent account in the register
// centre and offers it a daily wage contract, the sub-agent signs it and plays, the next day the wage job
// pays the wage out of the agent's wallet, each sees the payout in My income, and the sub-agent sees the
// money in its account record.
//
// A daily wage is paid the day after, from the previous day's team sales (ADR 037). This spec runs against the
// clock server (server-clock.ts), moved a day on; the wage job's timer (every minute) fires as usual and its next
// run sees the day just ended.
//
// Seen red, each with the server rebuilt: (1) the payout's ledger step turned round (pay-owed-wages.ts moving
// the wage from the downline's wallet to the upline's) failed at the sub-agent's account record, "Agent wage
// −0.20" (the payout rows alone still said paid: the money is checked, not only the records); (2) the payment
// step left out (payOwedWages returning at once) failed at the agent's record, "Menunggu" (waiting). Restored,
// green; and green twice in a row on the same two servers, the second time a further day on, as the shuffled
// run does.
import { expect, type Page, test } from '@playwright/test';
import {
  BRAND_OFFSET_MS,
  clockServerURL,
  DAY_SECONDS,
  followServerClock,
  moveServerClockOn,
  nextDayContext,
  serverNow,
} from './server-clock';
import { backOffice, DEMO_PASSWORD, signInByApi, startIn, uniqueName } from './support';

const baseURL = clockServerURL;
test.use({ baseURL });

/** My income in the agent centre, opened afresh (the payouts are read when the page opens). */
async function openIncome(page: Page, labels: { account: string; centre: string; menu: string; income: string }) {
  await page.reload();
  await page.getByRole('button', { name: labels.account }).click();
  await page.getByRole('menuitem', { name: labels.centre }).click();
  const centre = page.getByRole('dialog', { name: labels.centre });
  await centre.getByRole('navigation', { name: labels.menu }).getByRole('button', { name: labels.income }).click();
  return centre;
}

test('an agent offers a new sub-agent a daily wage; the sub-agent signs and plays; the next day both see the wage paid', async ({
  page,
  browser,
  request,
}) => {
  // Two sign-ins, eight slot rounds, and up to a minute for the wage job after the clock moves.
  test.setTimeout(300_000);
  // Rounds played just before the brand's midnight would fall in a day that, once the clock has moved on, the
  // records' default days no longer show (seen at 00:10 in Kuala Lumpur): the spec's day starts at 02:00 there.
  const now = await serverNow(request);
  const local = new Date(now.getTime() + BRAND_OFFSET_MS);
  const twoAm = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1, 2) - BRAND_OFFSET_MS;
  await moveServerClockOn(request, Math.floor((twoAm - now.getTime()) / 1000));
  const office = await backOffice(request);
  // The wage comes out of the agent's wallet (ADR 037): the demo agent starts with nothing.
  await office.call('POST', '/admin/api/adjustments', {
    username: 'demoagent',
    amount: '5.00',
    reason: 'e2e wage fund',
    idempotencyKey: uniqueName('wagefund'),
  });
  await followServerClock(page.context(), request);

  // The agent, in Malay (the site's default language).
  await startIn(page, 'ms');
  await page.goto('/index');
  const header = page.getByRole('form', { name: 'Log masuk' });
  await header.getByRole('textbox', { name: 'Nama pengguna', exact: true }).fill('demoagent');
  await header.getByLabel('Kata laluan', { exact: true }).fill(DEMO_PASSWORD);
  await header.getByRole('button', { name: 'Log masuk' }).click();
  await page.getByRole('button', { name: 'Menu akaun: demoagent' }).click();
  await page.getByRole('menuitem', { name: 'Pusat ejen' }).click();
  const centre = page.getByRole('dialog', { name: 'Pusat ejen' });
  const menu = centre.getByRole('navigation', { name: 'Menu pusat ejen' });

  const sub = uniqueName('wage');
  await menu.getByRole('button', { name: 'Pusat pendaftaran' }).click();
  const open = centre.getByRole('form', { name: 'Buka akaun' });
  await open.getByRole('radio', { name: 'Ejen' }).check({ force: true });
  await open.getByRole('textbox', { name: /^Nama pengguna/ }).fill(sub);
  await open.getByLabel(/^Kata laluan/).fill('Secret2026');
  await open.getByRole('button', { name: 'Buka akaun' }).click();
  await expect(centre.getByRole('status')).toHaveText(`Akaun Ejen ${sub} dibuka di bawah anda.`);

  // 2% of the team's sales, from the first ringgit.
  await menu.getByRole('button', { name: 'Gaji harian' }).click();
  const offer = centre.getByRole('form', { name: 'Tawarkan kontrak' });
  await offer.getByRole('textbox', { name: 'Nama pengguna ejen bawahan' }).fill(sub);
  await offer.getByRole('textbox', { name: /^Peringkat 1: kadar/ }).fill('2');
  await offer.getByRole('button', { name: 'Hantar tawaran' }).click();
  await expect(offer.getByRole('status')).toHaveText(`Tawaran dihantar kepada ${sub}.`);
  await expect(centre.getByRole('article', { name: `Kontrak dengan ${sub}` })).toContainText('Menunggu jawapan');

  // The sub-agent, in English, in a browser of its own: a first sign-in asks for a password of its own.
  const subContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 800 } });
  await followServerClock(subContext, request);
  const subPage = await subContext.newPage();
  await startIn(subPage, 'en');
  await subPage.goto('/index');
  const subHeader = subPage.getByRole('form', { name: 'Log in' });
  await subHeader.getByRole('textbox', { name: 'Username', exact: true }).fill(sub);
  await subHeader.getByLabel('Password', { exact: true }).fill('Secret2026');
  await subHeader.getByRole('button', { name: 'Log in' }).click();
  const change = subPage.getByRole('dialog', { name: 'Change password' });
  await change.getByLabel('Current password', { exact: true }).fill('Secret2026');
  await change.getByLabel('New password', { exact: true }).fill('Mine2026x');
  await change.getByLabel('Confirm password', { exact: true }).fill('Mine2026x');
  await change.getByRole('button', { name: 'Save' }).click();
  await subPage.getByRole('button', { name: `Account menu: ${sub}` }).click();
  await subPage.getByRole('menuitem', { name: 'Agent centre' }).click();
  const subCentre = subPage.getByRole('dialog', { name: 'Agent centre' });
  const subMenu = subCentre.getByRole('navigation', { name: 'Agent centre menu' });
  await subMenu.getByRole('button', { name: 'Daily wages' }).click();
  const offered = subCentre.getByRole('article', { name: 'Offer from demoagent' });
  await expect(offered).toContainText('up to 2.00%');
  await offered.getByRole('button', { name: 'Sign' }).click();
  // Signing shows the terms again and waits for a yes.
  const confirmSign = subPage.getByRole('alertdialog', { name: 'Sign the contract offered by demoagent?' });
  await expect(confirmSign).toContainText('up to 2.00%');
  await confirmSign.getByRole('button', { name: 'Sign the contract' }).click();
  await expect(subCentre.getByRole('article', { name: 'My contract with demoagent' })).toContainText('Signed');

  // The sub-agent plays four rounds of the in-house slot (2.50 each): 10.00 of team sales today.
  await office.call('POST', '/admin/api/adjustments', {
    username: sub,
    amount: '20.00',
    reason: 'e2e stake',
    idempotencyKey: uniqueName('wagestake'),
  });
  const token = await signInByApi(request, sub, 'Mine2026x');
  const launch = await request.get('/wps/game/launchGame?gameId=GM_SLOT_JUNGLE', {
    headers: { authorization: `Bearer ${token}`, language: 'en' },
  });
  const slot = await subContext.newPage();
  await slot.goto((await launch.json()).value.game_url);
  const rounds = slot.getByRole('list', { name: 'Last rounds' }).locator(':scope > li');
  for (let n = 1; n <= 4; n++) {
    await slot.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect(rounds).toHaveCount(n);
  }
  await slot.close();

  // Tomorrow: the day of the rounds has ended, and the wage job's next run (within a minute) pays 0.20.
  await moveServerClockOn(request, DAY_SECONDS);
  const agentNextDay = await nextDayContext(browser, page.context(), request);
  const subNextDay = await nextDayContext(browser, subContext, request);

  const agentLabels = { account: 'Menu akaun: demoagent', centre: 'Pusat ejen', menu: 'Menu pusat ejen' };
  await expect(async () => {
    const income = await openIncome(agentNextDay, { ...agentLabels, income: 'Pendapatan saya' });
    const row = income.getByRole('table', { name: 'Bayaran kontrak' }).getByRole('row', { name: `kepada ${sub}` });
    await expect(row).toContainText('−0.20', { timeout: 2_000 });
    await expect(row).not.toContainText('Menunggu', { timeout: 2_000 });
  }).toPass({ intervals: [5_000], timeout: 120_000 });

  // The sub-agent: received from its upline.
  const subLabels = { account: `Account menu: ${sub}`, centre: 'Agent centre', menu: 'Agent centre menu' };
  const subIncome = await openIncome(subNextDay, { ...subLabels, income: 'My income' });
  const received = subIncome.getByRole('table', { name: 'Contract payouts' }).getByRole('row', {
    name: 'from demoagent',
  });
  await expect(received).toContainText('+0.20');
  await expect(received).toContainText('10.00');
  await expect(received).not.toContainText('Waiting');
  await expect(subIncome.getByRole('region', { name: 'Income for these days' })).toContainText('0.20');
  // …and the money itself: its account record has the wage, credited.
  await subNextDay.reload();
  await subNextDay.getByRole('button', { name: `Account menu: ${sub}` }).click();
  await subNextDay.getByRole('menuitem', { name: 'Account record' }).click();
  const wage = subNextDay.getByRole('table', { name: 'Account record' }).getByRole('row', { name: /Agent wage/ });
  await expect(wage).toHaveCount(1);
  await expect(wage).toContainText('+0.20');
  await subContext.close();
  await agentNextDay.context().close();
  await subNextDay.context().close();
});
