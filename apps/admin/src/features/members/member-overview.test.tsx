import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const row = {
  id: '7',
  username: 'alice',
  type: 0,
  status: 'active',
  nickname: '',
  payeeName: '',
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  uplineUsername: null,
  vipLevel: 0,
  labels: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const detail = {
  ...row,
  birthday: null,
  profile: {},
  affiliateCode: null,
  referralCode: null,
  registerIp: null,
  registerUrl: null,
  registerMethod: 'WEB',
  lastLoginIp: null,
  firstLoginAt: null,
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  mustChangePassword: false,
  failedLoginCount: 0,
  activeSessions: 0,
  recentLogins: [],
};
const overview = (notes: { id: string; text: string; by: string; at: string }[] = []) => ({
  balance: '84.00',
  deposits: { count: 2, total: '300.00' },
  withdrawals: { count: 1, paid: '50.00', open: 1 },
  netCash: '250.00',
  bets: { bets: 3, stake: '30.00', validStake: '30.00', payout: '12.00', profit: '-18.00', inPlay: '0.00' },
  points: '3.00',
  labels: [],
  notes,
  linked: [{ memberId: '9', username: 'alicetwin', type: 0, status: 'active', signals: ['bank_account', 'device'] }],
  currency: 'MYR',
  protection: {
    limits: {
      day: { limit: null, pending: null, used: '0.00', left: null },
      week: {
        limit: '500.00',
        pending: { limit: null, from: '2026-01-03T00:00:00.000Z' },
        used: '0.00',
        left: '500.00',
      },
      month: { limit: null, pending: null, used: '0.00', left: null },
    },
    exclusion: { kind: 'self_exclusion' as const, until: null, takenAt: '2026-01-01T00:00:00.000Z' },
  },
});

function serve(role: 'admin' | 'cs') {
  return mockServer({
    'GET /admin/api/me': ok({ id: '1', username: 'staff', displayName: 'Staff', role }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/audit': ok({ items: [], total: 0, page: 1, pageSize: 200, chainIntact: true, firstBrokenId: null }),
    'GET /admin/api/members': ok({ items: [row], total: 1, page: 1, pageSize: 50 }),
    'GET /admin/api/members/7': ok(detail),
    'GET /admin/api/members/7/overview': ok(overview()),
    'POST /admin/api/members/7/notes': ok(
      overview([{ id: '1', text: 'Asked for ID.', by: 'staff', at: '2026-01-02T03:00:00.000Z' }]),
    ),
    'POST /admin/api/members/7/make-agent': ok(overview()),
  });
}

async function openDrawer() {
  renderApp('/members');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'alice' }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'alice' }) };
}

describe('the member overview in the drawer', () => {
  it('shows money, play and linked accounts with what they share, and adds a note', async () => {
    const { calls } = serve('cs');
    const { user, drawer } = await openDrawer();
    const money = await within(drawer).findByRole('region', { name: 'Money and play' });
    expect(money.textContent).toContain('MYR 84.00');
    expect(money.textContent).toContain('2 · MYR 300.00');
    expect(money.textContent).toContain('1 request open');
    const protection = within(drawer).getByRole('region', { name: 'Protection' });
    expect(protection.textContent).toContain('Self-excluded permanently');
    expect(protection.textContent).toContain('Deposit limit, 7 daysMYR 500.00(removed on 2026-01-03 08:00)');
    const linked = within(drawer).getByRole('table', { name: 'Linked accounts' });
    expect(linked.textContent).toContain('alicetwin');
    expect(linked.textContent).toContain('Same bank account');
    expect(linked.textContent).toContain('Same browser');
    // Customer service writes notes but has no labels or account-type tools.
    expect(within(drawer).queryByRole('region', { name: 'Labels and account type' })).toBeNull();
    await user.type(within(drawer).getByLabelText('New note'), 'Asked for ID.');
    await user.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Asked for ID.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Asked for ID.' });
  });

  it('lets the admin make a player an agent only with a reason', async () => {
    const { calls } = serve('admin');
    const { user, drawer } = await openDrawer();
    const tools = await within(drawer).findByRole('region', { name: 'Labels and account type' });
    await user.click(within(tools).getByRole('button', { name: 'Make an agent' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Make this player an agent?' });
    const button = within(confirm).getByRole('button', { name: 'Make an agent' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(within(confirm).getByLabelText('Reason'), 'Runs a team in Penang');
    await user.click(button);
    const post = calls.find((c) => c.method === 'POST' && c.path.endsWith('/make-agent'));
    expect(post?.body).toEqual({ reason: 'Runs a team in Penang' });
  });
});
