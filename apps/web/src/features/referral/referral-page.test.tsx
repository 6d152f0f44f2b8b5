import type { TReferralFriend, TReferralOverview } from '@gemilang/contract';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { memberSession } from '../../test/member-session';
import { ReferralPage } from './referral-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member = memberSession;

function friend(over: Partial<TReferralFriend> = {}): TReferralFriend {
  return {
    name: 'al***n',
    registeredAt: '2026-11-20T02:00:00.000Z',
    status: 'active',
    counts: true,
    earned: '12.50',
    ...over,
  };
}

function overview(over: Partial<TReferralOverview> = {}): TReferralOverview {
  return {
    enabled: true,
    code: 'AB2CD3EF',
    link: 'http://localhost/register?referralCode=AB2CD3EF',
    terms: { depositReward: '10.00', minFirstDeposit: '50.00', shareBp: 50, friendCap: '20.00', periodCap: '100.00' },
    friends: [
      friend(),
      friend({ name: 'bu***i', status: 'deposited', earned: '10.00' }),
      friend({ name: 'ch***a', status: 'registered', counts: false, earned: '0.00' }),
    ],
    total: 3,
    page: 1,
    pageSize: 20,
    earned: '22.50',
    currency: 'MYR',
    ...over,
  };
}

async function open(language: 'en' | 'ms' = 'en', session: Session = member) {
  await changeLanguage(language);
  setSession(session);
  return renderAt('/index', <ReferralPage />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the invite friends page', () => {
  it('shows the code and link to copy, what the brand pays, and each friend masked with status and earnings', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/referrals': { value: overview() },
    });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open();
    expect(await screen.findByText('AB2CD3EF')).toBeTruthy();
    expect(screen.getByText('http://localhost/register?referralCode=AB2CD3EF')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the invite link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/register?referralCode=AB2CD3EF');
    expect(await screen.findByText('Copied')).toBeTruthy();

    const terms = screen.getByRole('region', { name: 'What you earn' });
    expect(terms.textContent).toContain("MYR 10.00 when a friend's first deposit of MYR 50.00 or more is credited.");
    expect(terms.textContent).toContain(
      "0.50% of your friends' valid bets every day, up to MYR 20.00 per friend and MYR 100.00 a day in all.",
    );

    const friends = screen.getByRole('list', { name: '3 friends' });
    const rows = within(friends).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'al***nRegistered 2026-11-20 10:00:00ActiveMYR 12.50',
      'bu***iRegistered 2026-11-20 10:00:00DepositedMYR 10.00',
      'ch***aRegistered 2026-11-20 10:00:00RegisteredMYR 0.00Does not count for invite rewards.',
    ]);
    expect(screen.getByText('MYR 22.50')).toBeTruthy();
  });

  it('pages through many friends', async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/referrals': (request) => ({
        value: overview({
          total: 25,
          page: Number(request.query.get('page') ?? '1'),
          friends: [friend({ name: request.query.get('page') === '2' ? 'zz***z' : 'al***n' })],
        }),
      }),
    });
    await open('ms');
    expect(await screen.findByText('al***n')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman seterusnya' }));
    expect(await screen.findByText('zz***z')).toBeTruthy();
    expect(api.callsTo('GET /wps/member/referrals').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('says when the brand pays nothing now, and when nobody registered yet', async () => {
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /wps/member/referrals': { value: overview({ enabled: false, friends: [], total: 0, earned: '0.00' }) },
    });
    await open();
    expect(
      await screen.findByText('There are no invite rewards at the moment. Friends can still register with your code.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No friends yet' })).toBeTruthy();
    expect(screen.getByText('AB2CD3EF')).toBeTruthy();
  });

  it('asks nothing for a trial account', async () => {
    const api = installFakeApi({ 'GET /wps/system/status': { value: siteStatus() } });
    await open('en', { ...member, isAgent: 4 });
    expect(await screen.findByRole('heading', { name: 'For real accounts' })).toBeTruthy();
    expect(api.callsTo('GET /wps/member/referrals')).toHaveLength(0);
  });
});
