import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  captureDownloads,
  exportCalls,
  imageBytes,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

/**
 * The applications queue: what waits comes first, an application shows the member's comment and images (read
 * with the operator's token), a rejection needs a reason and sends it, an approval says what it grants.
 * Checked to fail: with the reason dialog's confirm always enabled (decision-reason.tsx), "rejects only with
 * a reason" went red.
 */
const marketingSession = {
  token: 'operator-token-0123456789abcdef',
  username: 'mia',
  displayName: 'Mia',
  role: 'marketing' as const,
};

const application = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  memberId: '70',
  username: 'alice',
  offerId: '5',
  offerTitle: { ms: 'Menang besar', en: 'Big win bonus', zh: '大奖红利' },
  comment: 'Menang 5000 di slot!',
  imageIds: ['31', '32'],
  state: 'pending',
  reason: '',
  amount: '50.00',
  currency: 'MYR',
  decidedBy: null,
  decidedAt: null,
  grantId: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});

function serve(items: ReturnType<typeof application>[]) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/promotions/applications': (call) => {
      const state = call.query.get('state');
      const shown = state ? items.filter((a) => a.state === state) : items;
      return ok({
        items: shown,
        total: shown.length,
        page: 1,
        pageSize: 50,
        pending: items.filter((a) => a.state === 'pending').length,
      });
    },
    'GET /admin/api/uploads/31': imageBytes(),
    'GET /admin/api/uploads/32': imageBytes(),
    'POST /admin/api/promotions/applications/8/approve': ok(application('8', { state: 'approved', grantId: '90' })),
    'POST /admin/api/promotions/applications/9/reject': (call) =>
      ok(application('9', { state: 'rejected', reason: (call.body as { reason: string }).reason })),
  });
}

describe('applications queue', () => {
  it('opens on what is waiting; an application shows its comment and images', async () => {
    const { calls } = serve([application('9'), application('7', { state: 'approved', username: 'bob' })]);
    renderApp('/promotions/applications', marketingSession);
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(calls.find((c) => c.path === '/admin/api/promotions/applications')?.query.get('state')).toBe('pending');
    expect(screen.getByText('1 waiting for a decision.')).toBeTruthy();
    expect(within(table).getByText('Big win bonus')).toBeTruthy();
    expect(within(table).getByText('MYR 50.00')).toBeTruthy();

    await userEvent.setup().click(within(table).getByRole('button', { name: 'Open the application of alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Application of alice' });
    expect(within(drawer).getByText('Menang 5000 di slot!')).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'Image 1 sent by alice' })).toBeTruthy();
    expect(await within(drawer).findByRole('img', { name: 'Image 2 sent by alice' })).toBeTruthy();
    expect(
      calls.some((c) => c.path === '/admin/api/uploads/32' && c.headers.Authorization?.startsWith('Bearer ')),
    ).toBe(true);
  });

  it('rejects only with a reason, and sends that reason', async () => {
    const { calls } = serve([application('9')]);
    renderApp('/promotions/applications?application=9', marketingSession);
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Application of alice' });
    await user.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reject the application of alice?' });
    const button = within(confirm).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await user.type(within(confirm).getByLabelText('Reason'), 'The screenshot is not yours');
    expect(within(confirm).getByText(/27 of 200 characters/)).toBeTruthy();
    expect(button.disabled).toBe(false);
    await user.click(button);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/admin/api/promotions/applications/9/reject',
        body: { reason: 'The screenshot is not yours' },
      }),
    );
  });

  it('approves after saying what will be granted', async () => {
    const { calls } = serve([application('8')]);
    renderApp('/promotions/applications?application=8', marketingSession);
    const user = userEvent.setup();
    const drawer = await screen.findByRole('dialog', { name: 'Application of alice' });
    await user.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the application of alice?' });
    expect(confirm.textContent).toContain("MYR 50.00 of Big win bonus is granted on the offer's terms");
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
        '/admin/api/promotions/applications/8/approve',
      ]),
    );
  });

  it('exports every page of the applications in the state chosen, amounts as decimals', async () => {
    // 201 applications: the export reads two pages of 200. Red when it reads only the page shown.
    const first = application('9', {
      state: 'rejected',
      reason: 'Image, unclear',
      decidedBy: 'mia',
      decidedAt: '2026-03-02T00:00:00.000Z',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => application(String(100 + i), { state: 'rejected' }))];
    const { calls } = mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'mia', displayName: 'Mia', role: 'marketing' }),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/promotions/applications': pagedList(rows, { pending: 0 }),
    });
    const downloads = captureDownloads();
    renderApp('/promotions/applications?state=rejected', marketingSession);
    await screen.findByRole('table', { name: 'Applications' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('promotion-applications.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFApplication,Created,Member,Offer,Comment,Images,Amount,Currency,State,Reason,Decided by,Decided at,Grant',
    );
    expect(file.lines[1]).toBe(
      '9,2026-03-01 08:00:00,alice,Big win bonus,Menang 5000 di slot!,2,50.00,MYR,Rejected,"Image, unclear",mia,2026-03-02 08:00:00,',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/promotions/applications', ['state'])).toEqual([
      ['1', 'rejected'],
      ['2', 'rejected'],
    ]);
  });
});
