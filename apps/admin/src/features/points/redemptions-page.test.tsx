import type { TAdminPointRedemption } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  exportCalls,
  fail,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

const marketing = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};

function redemption(over: Partial<TAdminPointRedemption> = {}): TAdminPointRedemption {
  return {
    id: '11',
    number: 'PR20260101000011',
    memberName: 'demo',
    appliedAt: '2026-01-01T02:00:00.000Z',
    type: 'gift',
    itemName: 'Wireless headphones',
    itemVersion: 2,
    quantity: 1,
    points: '1500.00',
    amount: '20.00',
    status: 'applying',
    recipient: 'Siti Aminah',
    deliveryAddress: '12 Jalan Ampang, Kuala Lumpur',
    phone: '+60123456789',
    remark: '',
    decidedAt: null,
    decidedBy: null,
    ...over,
  };
}

const page = (items: TAdminPointRedemption[]) =>
  ok({ items, page: 1, pageSize: 50, total: items.length, currency: 'MYR' });

function server(extra: Record<string, ReturnType<typeof ok>> = {}) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/points/redemptions': (call) =>
      call.query.get('status') === 'applying'
        ? page([redemption(), redemption({ id: '12', number: 'PR20260101000012', memberName: 'ali' })])
        : page([
            redemption({
              status: 'approved',
              remark: 'J&T 123',
              decidedBy: 'mia',
              decidedAt: '2026-01-02T00:00:00.000Z',
            }),
          ]),
    ...extra,
  });
}

describe('the points redemptions queue', () => {
  it('opens on what is applying, and filters by state and member', async () => {
    const { calls } = server();
    renderApp('/points/redemptions', marketing);
    const table = await screen.findByRole('table', { name: 'Points redemptions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('PR20260101000011');
    expect(rows[0]?.textContent).toContain('2026-01-01 10:00:00');
    expect(rows[0]?.textContent).toContain('Wireless headphones');
    expect(rows[0]?.textContent).toContain('Version 2');
    expect(rows[0]?.textContent).toContain('1,500.00 pts');
    expect(rows[0]?.textContent).toContain('+ MYR 20.00');
    expect(rows[0]?.textContent).toContain('12 Jalan Ampang');
    expect(calls.find((c) => c.path === '/admin/api/points/redemptions')?.query.get('status')).toBe('applying');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Member'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/points/redemptions').at(-1);
      expect(last?.query.get('status')).toBeNull();
      expect(last?.query.get('member')).toBe('demo');
    });
    expect(await screen.findByText('J&T 123')).toBeTruthy();
  });

  it('approves with the tracking note', async () => {
    const { calls } = server({
      'POST /admin/api/points/redemptions/11/approve': ok(
        redemption({ status: 'approved', remark: 'J&T 123', decidedBy: 'mia', decidedAt: '2026-01-02T00:00:00.000Z' }),
      ),
    });
    renderApp('/points/redemptions', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve redemption PR20260101000011' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve PR20260101000011 for demo?' });
    const confirm = within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Tracking note'), ' J&T 123 ');
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/approve'))?.body).toEqual({ note: 'J&T 123' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('rejects with the reason, and shows the server refusal as it says it', async () => {
    const { calls } = server({
      'POST /admin/api/points/redemptions/12/reject': fail(
        409,
        'points_redemption_decided',
        'This redemption has already been decided.',
      ),
    });
    renderApp('/points/redemptions', marketing);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject redemption PR20260101000012' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject PR20260101000012 for ali?' });
    await user.type(within(dialog).getByLabelText('Reason'), 'Address outside Malaysia');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ reason: 'Address outside Malaysia' }),
    );
    expect(await within(dialog).findByText('This redemption has already been decided.')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
  });

  it('exports every page of the queue as its filters stand, with the price as decimals and formula-safe cells', async () => {
    // 201 redemptions: the export reads two pages of 200. Red when it reads only the page shown.
    const first = redemption({
      status: 'approved',
      remark: '=HYPERLINK("http://x")',
      decidedBy: 'mia',
      decidedAt: '2026-01-02T00:00:00.000Z',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => redemption({ id: String(100 + i) }))];
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/points/redemptions': pagedList(rows, { currency: 'MYR' }),
    });
    const downloads = captureDownloads();
    renderApp('/points/redemptions?status=approved&member=dem', marketing);
    await screen.findByRole('table', { name: 'Points redemptions' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('points-redemptions.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFNumber,Member,Applied,Type,Item,Item version,Quantity,Points,Money,Currency,Status,Recipient,Delivery address,Phone,Remark,Decided by,Decided at',
    );
    // The phone and the remark start as a formula would: an apostrophe keeps them text.
    expect(file.lines[1]).toBe(
      'PR20260101000011,demo,2026-01-01 10:00:00,Gift,Wireless headphones,2,1,1500.00,20.00,MYR,Approved,Siti Aminah,"12 Jalan Ampang, Kuala Lumpur",\'+60123456789,"\'=HYPERLINK(""http://x"")",mia,2026-01-02 08:00:00',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/points/redemptions', ['status', 'member'])).toEqual([
      ['1', 'approved', 'dem'],
      ['2', 'approved', 'dem'],
    ]);
  });
});
