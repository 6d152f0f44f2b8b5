import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, fail, mockServer, ok, pagedList, renderApp } from '../../test/render';
import { frame } from './agents-test-data';

const frozenRow = {
  id: '12',
  account: 'slowpayer',
  type: 1,
  balance: '3.00',
  since: '2026-01-05T00:00:00.000Z',
  reason: 'Dividend 2026-01 unpaid past grace',
  owed: [{ status: 'forced', count: 1, amount: '400.00' }],
  advanceOwed: '397.00',
};
const list = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 50, currency: 'MYR' });

// Checked to fail: with the reason sent untrimmed, "unfreezes with the reason" went red.
describe('frozen accounts', () => {
  it('shows since when, why and what is owed, and unfreezes with the reason the operator wrote', async () => {
    let frozen = true;
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/audit': () =>
        ok({
          items: frozen
            ? []
            : [
                {
                  id: '90',
                  actorType: 'operator',
                  actorId: '1',
                  actorName: 'admin',
                  action: 'member.unfreeze',
                  targetType: 'member',
                  targetId: '12',
                  detail: { username: 'slowpayer', reason: 'Paid by bank transfer', previousStatus: 'frozen' },
                  ip: null,
                  createdAt: '2026-01-06T00:00:00.000Z',
                },
              ],
          total: frozen ? 0 : 1,
          page: 1,
          pageSize: 10,
          chainIntact: true,
          firstBrokenId: null,
        }),
      'GET /admin/api/frozen-members': () => list(frozen ? [frozenRow] : []),
      'POST /admin/api/frozen-members/12/unfreeze': () => {
        frozen = false;
        return ok({ id: '12', account: 'slowpayer', status: 'active' });
      },
    });
    renderApp('/frozen-members');
    const table = await screen.findByRole('table', { name: 'Frozen accounts' });
    const row = within(table).getAllByRole('row')[1];
    // 00:00 UTC is 08:00 in Kuala Lumpur.
    expect(row?.textContent).toContain('08:00:00');
    expect(row?.textContent).toContain('Dividend 2026-01 unpaid past grace');
    expect(row?.textContent).toContain('Paid by force 1 · MYR 400.00');
    expect(within(row as HTMLElement).getByRole('cell', { name: 'MYR 397.00' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Unfreeze slowpayer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unfreeze slowpayer?' });
    const confirm = within(dialog).getByRole('button', { name: 'Unfreeze' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), '  Paid by bank transfer ');
    await user.click(confirm);
    expect(await screen.findByText('slowpayer is active again.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Paid by bank transfer' });
    expect(await screen.findByText('No frozen account')).toBeTruthy();
    // The trail sits beside the action and shows the unfreeze once it is written.
    const trail = screen.getByRole('region', { name: 'Recent unfreezes' });
    await waitFor(() => expect(trail.textContent).toContain('admin unfroze slowpayer'));
    expect(trail.textContent).toContain('Paid by bank transfer');
  });

  it("keeps the dialog open with the server's refusal when the account is no longer frozen", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/frozen-members': list([frozenRow]),
      'POST /admin/api/frozen-members/12/unfreeze': fail(
        409,
        'member_not_frozen',
        'That account is not frozen: nothing was changed.',
      ),
    });
    renderApp('/frozen-members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unfreeze slowpayer' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox'), 'paid');
    await user.click(within(dialog).getByRole('button', { name: 'Unfreeze' }));
    await waitFor(() =>
      expect(within(dialog).getByText('That account is not frozen: nothing was changed.')).toBeTruthy(),
    );
  });

  it('exports every page of the frozen accounts the search finds, what each owes as decimals', async () => {
    // 201 accounts: the export reads two pages of 200. Red when it reads only the page shown.
    const first = {
      ...frozenRow,
      owed: [
        { status: 'forced', count: 1, amount: '400.00' },
        { status: 'unpaid', count: 2, amount: '150.50' },
      ],
    };
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => ({ ...frozenRow, id: String(100 + i) }))];
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/audit': ok({
        items: [],
        total: 0,
        page: 1,
        pageSize: 10,
        chainIntact: true,
        firstBrokenId: null,
      }),
      'GET /admin/api/frozen-members': pagedList(rows, { currency: 'MYR' }),
    });
    const downloads = captureDownloads();
    renderApp('/frozen-members?account=slow');
    await screen.findByRole('table', { name: 'Frozen accounts' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('frozen-accounts.csv');
    expect(file.lines[0]).toBe('\uFEFFAccount,Frozen since,Why,Payouts as upline,Advance still owed,Balance,Currency');
    expect(file.lines[1]).toBe(
      'slowpayer,2026-01-05 08:00:00,Dividend 2026-01 unpaid past grace,Paid by force 1 · 400.00; Unpaid 2 · 150.50,397.00,3.00,MYR',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/frozen-members', ['account'])).toEqual([
      ['1', 'slow'],
      ['2', 'slow'],
    ]);
  });
});
