import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type Call,
  captureDownloads,
  exportCalls,
  fail,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

const row = (id: string, username: string, status = 'active') => ({
  id,
  username,
  type: 0,
  status,
  nickname: '',
  payeeName: '',
  mobileNum: '123456789',
  countryDialingCode: '60',
  email: `${username}@example.com`,
  uplineUsername: 'demoagent',
  vipLevel: 0,
  labels: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
});

const detail = (status: string) => ({
  ...row('7', 'alice', status),
  birthday: null,
  profile: {},
  affiliateCode: null,
  referralCode: null,
  registerIp: '203.0.113.9',
  registerUrl: null,
  registerMethod: 'WEB',
  lastLoginIp: null,
  firstLoginAt: null,
  passwordChangedAt: '2026-01-01T00:00:00.000Z',
  mustChangePassword: false,
  failedLoginCount: 0,
  activeSessions: 1,
  recentLogins: [],
});

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
  'GET /admin/api/audit': ok({ items: [], total: 0, page: 1, pageSize: 200, chainIntact: true, firstBrokenId: null }),
};

describe('members page', () => {
  it('lists the members the server returns, in the merchant time zone', async () => {
    mockServer({
      ...base,
      'GET /admin/api/members': ok({
        items: [row('7', 'alice'), row('8', 'bob', 'locked')],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
    });
    renderApp('/members');
    const table = await screen.findByRole('table', { name: 'Members' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('button', { name: 'alice' })).toBeTruthy();
    expect(within(rows[2]!).getByText('Locked')).toBeTruthy();
    // 00:00 UTC is 08:00 in Kuala Lumpur.
    await waitFor(() => expect(within(rows[1]!).getByText('2026-01-01 08:00:00')).toBeTruthy());
    expect(screen.getByText('Page 1 of 1 · total 2')).toBeTruthy();
  });

  it('sends the search and status filter and says what to do when nothing matches', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/members': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderApp('/members');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search'), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'locked');
    expect(await screen.findByText('No member matches')).toBeTruthy();
    const last = calls.filter((c) => c.path === '/admin/api/members').at(-1) as Call;
    expect(last.query.get('query')).toBe('ali');
    expect(last.query.get('status')).toBe('locked');
    expect(last.headers.Authorization).toMatch(/^Bearer /);
  });

  it('labels account types in words and filters agents as one type, never showing the numeric codes', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/members': ok({
        items: [{ ...row('8', 'boss'), type: 41 }, { ...row('9', 'sub'), type: 2 }, row('7', 'alice')],
        total: 3,
        page: 1,
        pageSize: 50,
      }),
    });
    renderApp('/members');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Agent');
    expect(rows[2]?.textContent).toContain('Agent');
    expect(rows[3]?.textContent).toContain('Member');
    expect(table.textContent).not.toMatch(/\(41\)|\(2\)|type 41/i);
    const filter = screen.getByLabelText('Type') as HTMLSelectElement;
    expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Member', 'Agent', 'Trial']);
    await userEvent.setup().selectOptions(filter, 'Agent');
    await waitFor(() =>
      expect((calls.filter((c) => c.path === '/admin/api/members').at(-1) as Call).query.get('type')).toBe('agent'),
    );
  });

  it('shows an error with a retry that calls again', async () => {
    let attempts = 0;
    mockServer({
      ...base,
      'GET /admin/api/members': () => {
        attempts += 1;
        return attempts === 1
          ? fail(403, 'forbidden', 'Not allowed (from server)')
          : ok({ items: [row('7', 'alice')], total: 1, page: 1, pageSize: 50 });
      },
    });
    renderApp('/members');
    expect(await screen.findByText('Not allowed (from server)')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'alice' })).toBeTruthy();
  });

  it('locks a member from the drawer only with a reason, and shows the new status', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/members': ok({ items: [row('7', 'alice')], total: 1, page: 1, pageSize: 50 }),
      'GET /admin/api/members/7': ok(detail('active')),
      'POST /admin/api/members/7/lock': ok(detail('locked')),
    });
    renderApp('/members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'alice' });
    await user.click(await within(drawer).findByRole('button', { name: 'Lock' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Lock alice?' });
    const lock = within(confirm).getByRole('button', { name: 'Lock' });
    expect(lock).toHaveProperty('disabled', true);
    await user.type(within(confirm).getByLabelText('Reason'), 'chargeback fraud');
    await user.click(lock);

    expect(await within(drawer).findByText('The member is locked and signed out everywhere.')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Unlock' })).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/admin/api/members/7/lock');
    expect(post?.body).toEqual({ reason: 'chargeback fraud' });
  });

  it('explains the default password before resetting it', async () => {
    mockServer({
      ...base,
      'GET /admin/api/members': ok({ items: [row('7', 'alice')], total: 1, page: 1, pageSize: 50 }),
      'GET /admin/api/members/7': ok(detail('active')),
    });
    renderApp('/members?member=7');
    const drawer = await screen.findByRole('dialog', { name: 'alice' });
    await userEvent.setup().click(await within(drawer).findByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('The password becomes 123456');
    expect(confirm.textContent).toContain('must change 123456');
  });

  it("shows this member's recent back-office actions next to the actions", async () => {
    const entry = (id: string, action: string, targetId: string, reason: string) => ({
      id,
      actorType: 'operator',
      actorId: '1',
      actorName: 'admin',
      action,
      targetType: 'member',
      targetId,
      detail: { reason },
      ip: '127.0.0.1',
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/audit': ok({
        items: [entry('3', 'member.lock', '8', 'someone else'), entry('2', 'member.lock', '7', 'chargeback')],
        total: 2,
        page: 1,
        pageSize: 200,
        chainIntact: true,
        firstBrokenId: null,
      }),
      'GET /admin/api/members': ok({ items: [row('7', 'alice')], total: 1, page: 1, pageSize: 50 }),
      'GET /admin/api/members/7': ok(detail('locked')),
    });
    renderApp('/members?member=7');
    const drawer = await screen.findByRole('dialog', { name: 'alice' });
    const trail = await within(drawer).findByRole('region', { name: 'Recent back-office actions' });
    expect(await within(trail).findByText('Member locked')).toBeTruthy();
    expect(within(trail).getByText(/chargeback/)).toBeTruthy();
    expect(within(trail).queryByText(/someone else/)).toBeNull();
    expect(calls.find((c) => c.path === '/admin/api/audit')?.query.get('action')).toBe('member.');
  });

  it('exports every page of the members the search finds, headers in the operator language', async () => {
    // 201 members: the export reads two pages of 200. Red when it reads only the page shown.
    const first = {
      ...row('7', 'alice', 'locked'),
      type: 1,
      nickname: '阿丽',
      payeeName: 'Alice Tan',
      vipLevel: 3,
      labels: ['vip', 'risk'],
      lastLoginAt: '2026-01-02T00:00:00.000Z',
    };
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => row(String(100 + i), `m${i}`))];
    const { calls } = mockServer({ ...base, 'GET /admin/api/members': pagedList(rows) });
    const downloads = captureDownloads();
    renderApp('/members?q=ali&status=locked&type=agent');
    await screen.findByRole('table', { name: 'Members' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('members.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFID,Username,Type,Status,Nickname,Payee name,Mobile,E-mail,Upline,VIP level,Labels,Registered,Last sign-in',
    );
    // The number starts with "+": an apostrophe keeps it text, never a formula.
    expect(file.lines[1]).toBe(
      "7,alice,Agent,Locked,阿丽,Alice Tan,'+60 123456789,alice@example.com,demoagent,3,vip risk,2026-01-01 08:00:00,2026-01-02 08:00:00",
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/members', ['query', 'status', 'type'])).toEqual([
      ['1', 'ali', 'locked', 'agent'],
      ['2', 'ali', 'locked', 'agent'],
    ]);
  });
});
