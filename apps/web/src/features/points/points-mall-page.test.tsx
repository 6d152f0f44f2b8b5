import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { closeDialog, getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { catalogue, config } from './fixtures';
import { PointsMallPage } from './points-mall-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

async function open(path = '/pointMall', language: 'en' | 'ms' = 'en', session: Session | null = memberSession) {
  await changeLanguage(language);
  setSession(session);
  return renderAt(path, <PointsMallPage />);
}

function fakeMall(over: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'POST /wps/relay/MCS2_getPointBalance': { value: { enabled: true, balance: '2512.50' } },
    'POST /wps/relay/MCS2_getPointReward': { value: catalogue() },
    'POST /wps/relay/MCS2_getPointConfig': { value: config() },
    ...over,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
  closeDialog();
});

describe('the points mall', () => {
  it('shows the balance, the way to cash and every item, then the items of one exchange type', async () => {
    fakeMall();
    await open();
    const balance = await screen.findByRole('region', { name: 'Your reward points' });
    expect(within(balance).getByTestId('points-balance').textContent).toBe('2,512.50');
    expect(within(balance).getByText('Points do not expire')).toBeTruthy();
    expect(await within(balance).findByRole('button', { name: 'Convert to cash' })).toBeTruthy();
    expect(within(balance).getByText('100.00 points = MYR 1.00')).toBeTruthy();

    const all = await screen.findByRole('list', { name: 'All' });
    const cards = within(all).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Bonus MYR 10',
      'Mobile credit MYR 5',
      'Wireless headphones',
    ]);
    expect(cards[0]?.textContent).toContain('500.00 points');
    expect(cards[0]?.textContent).toContain('Unlimited stock');
    expect(cards[1]?.textContent).toContain('7 left this week');
    expect(cards[1]?.textContent).toContain('2 of 3 left for you');
    expect(cards[2]?.textContent).toContain('2,000.00 points+ MYR 15.00');
    expect(cards[2]?.textContent).toContain('4 left');

    await userEvent.click(screen.getByRole('button', { name: 'Gifts' }));
    const gifts = await screen.findByRole('list', { name: 'Gifts' });
    expect(within(gifts).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Gifts' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens an item detail with its description, stock and limit', async () => {
    fakeMall();
    await open('/pointMall?type=gift');
    await userEvent.click(await screen.findByRole('button', { name: 'Wireless headphones' }));
    const detail = await screen.findByRole('dialog', { name: 'Wireless headphones' });
    expect(detail.textContent).toContain('Over-ear, with noise cancelling.');
    expect(detail.textContent).toContain('Limit per member1 of 1 left for you');
    expect(detail.textContent).toContain('asks for a recipient, an address and a phone number');
  });

  it('asks a visitor to sign in and reads nothing of the server', async () => {
    const api = fakeMall();
    await open('/pointMall', 'ms', null);
    const prompt = await screen.findByRole('region', { name: 'Log masuk ke Mall Mata' });
    expect(within(prompt).getByRole('heading', { name: 'Log masuk untuk melihat mata anda' })).toBeTruthy();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Log masuk' }));
    expect(getDialog().name).toBe('login');
    expect(api.calls.filter((c) => c.path.startsWith('/wps/relay/MCS2'))).toHaveLength(0);
  });

  it('tells a trial account the mall is for real accounts, and a closed mall says so', async () => {
    const api = fakeMall();
    await open('/pointMall', 'en', { ...memberSession, isAgent: 4 });
    expect(await screen.findByRole('heading', { name: 'For real accounts' })).toBeTruthy();
    expect(api.callsTo('POST /wps/relay/MCS2_getPointBalance')).toHaveLength(0);
    cleanup();

    fakeMall({ 'POST /wps/relay/MCS2_getPointBalance': { value: { enabled: false, balance: '0.00' } } });
    await open();
    expect(await screen.findByRole('heading', { name: 'The points mall is closed' })).toBeTruthy();
  });
});
