import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../shared/session';
import { adminSession, merchantStatus, mockServer, ok, renderApp } from '../test/render';

const csSession = { ...adminSession, username: 'carol', displayName: 'Carol', role: 'cs' as const };

describe('layout and roles', () => {
  it('hides admin-only pages from customer service and explains a direct link', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '2', username: 'carol', displayName: 'Carol', role: 'cs' }),
      'GET /wps/system/status': ok(merchantStatus),
    });
    renderApp('/site-status', csSession);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(nav.textContent).toContain('Members');
    expect(nav.textContent).not.toContain('Dev outbox');
    expect(nav.textContent).not.toContain('Site status');
    expect(nav.textContent).not.toContain('Operators');
    expect(screen.getByText('For administrators only')).toBeTruthy();
    expect(screen.getByText('Customer service', { exact: false })).toBeTruthy();
  });

  it('shows marketing staff the promotions pages only, and refuses them the members page with why', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
    });
    renderApp('/members', { ...adminSession, username: 'mia', displayName: 'Mia', role: 'marketing' });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    const links = [...nav.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Gaming revenue',
      'Cashier report',
      'Bonus report',
      'Offers',
      'Applications',
      'Bonus grants',
      'Promotions report',
      'Loyalty programs',
      'Loyalty report',
      'Daily check-in',
      'Red envelopes',
      'Invite friends',
      'Missions and races',
      'Rebates',
      'VIP levels',
      'Points settings',
      'Points catalogue',
      'Points redemptions',
      'Points report',
      'Announcements',
      'Help centre',
      'Notices to members',
    ]);
    expect(screen.getByText('Not part of your role')).toBeTruthy();
    expect(screen.getByText('Marketing', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/dashboard');
  });

  // The menus of the two roles ADR 069 added, written out: what finance and risk staff see is what they may open.
  const menuOf = async (role: 'finance' | 'risk', path: string) => {
    mockServer({
      'GET /admin/api/me': ok({ id: '4', username: role, displayName: role, role }),
      'GET /wps/system/status': ok(merchantStatus),
    });
    renderApp(path, { ...adminSession, username: role, displayName: role, role });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    return [...nav.querySelectorAll('a')].map((a) => a.textContent);
  };

  it('shows finance staff the money pages and members, never promotions, chat or settings', async () => {
    expect(await menuOf('finance', '/support-chat')).toEqual([
      'Dashboard',
      'Gaming revenue',
      'Cashier report',
      'Bonus report',
      'Members',
      'Deposits',
      'Withdrawals',
      'Agent tree',
      'Agent contracts',
      'Agent settlements',
      'Deposit methods',
      'Adjustments',
      'Reconciliation',
    ]);
    expect(screen.getByText('Not part of your role')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the start page' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows risk staff members, withdrawals, results, rounds, frozen accounts and the audit log', async () => {
    expect(await menuOf('risk', '/deposits')).toEqual([
      'Dashboard',
      'Gaming revenue',
      'Cashier report',
      'Bonus report',
      'Members',
      'Withdrawals',
      'Lottery results',
      'Game rounds',
      'Agent tree',
      'Frozen accounts',
      'Audit log',
    ]);
    expect(screen.getByText('Not part of your role')).toBeTruthy();
  });

  it('keeps the promotions pages from customer service', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '2', username: 'carol', displayName: 'Carol', role: 'cs' }),
      'GET /wps/system/status': ok(merchantStatus),
    });
    renderApp('/promotions/offers', csSession);
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(nav.textContent).not.toContain('Offers');
    expect(nav.textContent).not.toContain('Points catalogue');
    expect(nav.textContent).not.toContain('Dashboard');
    expect(nav.textContent).not.toContain('Gaming revenue');
    expect(nav.textContent).toContain('Points adjustments');
    expect(screen.getByText('Not part of your role')).toBeTruthy();
  });

  it('offers the dev outbox to an admin only where the server keeps one (never in production)', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/outbox': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    const dev = renderApp('/outbox', { ...adminSession, devOutbox: true });
    const nav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(nav.textContent).toContain('Dev outbox');
    expect(await screen.findByRole('heading', { name: 'Dev outbox', level: 1 })).toBeTruthy();
    dev.unmount();

    renderApp('/outbox', { ...adminSession, devOutbox: false });
    const prodNav = (await screen.findAllByRole('navigation', { name: 'Main' }))[0]!;
    expect(prodNav.textContent).toContain('Site status');
    expect(prodNav.textContent).not.toContain('Dev outbox');
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dev outbox' })).toBeNull();
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    mockServer({});
    renderApp('/members', null);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('signs out on the server and locally', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/outbox': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
      'DELETE /admin/api/session': ok({ ok: true }),
    });
    renderApp('/outbox');
    await userEvent.setup().click((await screen.findAllByRole('button', { name: 'Sign out' }))[0]!);
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/admin/api/session')).toBe(true);
    expect(getSession()).toBeNull();
  });

  it('takes customer service to the members page when the page asked for is admin-only', async () => {
    mockServer({
      'POST /admin/api/session': ok({
        token: 'c'.repeat(40),
        expiresAt: '2026-01-01T12:00:00.000Z',
        operator: { id: '2', username: 'carol', displayName: 'Carol', role: 'cs' },
        devOutbox: false,
        mustChangePassword: false,
      }),
      'GET /admin/api/me': ok({ id: '2', username: 'carol', displayName: 'Carol', role: 'cs' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/members': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderApp('/sign-in?next=%2Faudit', null);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), 'carol');
    await user.type(screen.getByLabelText('Password'), 'carol-pass-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
  });
});
