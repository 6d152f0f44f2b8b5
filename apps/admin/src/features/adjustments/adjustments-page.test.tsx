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

const adjustment = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  memberId: '70',
  username: 'alice',
  amount: '1500.00',
  currency: 'MYR',
  reason: 'Goodwill for outage',
  state: 'pending',
  requestedBy: { id: '2', username: 'second' },
  decidedBy: null,
  decisionNote: '',
  entryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

const settings = { approvalThreshold: '1000.00', currency: 'MYR', exponent: 2 };

function serve(
  items: ReturnType<typeof adjustment>[],
  extra: Record<string, Parameters<typeof mockServer>[0][string]> = {},
) {
  return mockServer({
    'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
    'GET /wps/system/status': ok(merchantStatus),
    'GET /admin/api/adjustments/settings': ok(settings),
    'GET /admin/api/adjustments': (call) => {
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
    ...extra,
  });
}

describe('adjustments page', () => {
  it('lists pending adjustments; only another administrator gets approve and reject', async () => {
    serve([
      adjustment('5'),
      adjustment('4', { requestedBy: { id: '1', username: 'admin' }, username: 'bob', amount: '-2000.00' }),
    ]);
    renderApp('/adjustments');
    const table = await screen.findByRole('table', { name: 'Adjustments' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('MYR 1,500.00');
    // 00:00 UTC is 08:00 in Kuala Lumpur.
    expect(rows[1]?.textContent).toContain('2026-01-01 08:00:00');
    expect(within(rows[1]!).getByRole('button', { name: 'Approve MYR 1,500.00 for alice' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(within(rows[2]!).getByText('Awaiting another colleague')).toBeTruthy();
    expect(rows[2]?.textContent).toContain('MYR -2,000.00');
    expect(screen.getByText('2 waiting for approval')).toBeTruthy();
  });

  it('approves with an optional note and rejects only with a reason', async () => {
    const items = [adjustment('5'), adjustment('6', { username: 'carol' })];
    const { calls } = serve(items, {
      'POST /admin/api/adjustments/5/approve': () => {
        items[0] = adjustment('5', { state: 'applied', decidedBy: { id: '1', username: 'admin' } });
        return ok(items[0]);
      },
      'POST /admin/api/adjustments/6/reject': () => {
        items[1] = adjustment('6', { username: 'carol', state: 'rejected' });
        return ok(items[1]);
      },
    });
    renderApp('/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve MYR 1,500.00 for alice' }));
    const approveDialog = await screen.findByRole('alertdialog', { name: 'Approve MYR 1,500.00 for alice?' });
    expect(approveDialog.textContent).toContain('Requested by second. Reason: Goodwill for outage.');
    await user.type(within(approveDialog).getByLabelText('Note (optional)'), 'Ticket 88 checked');
    await user.click(within(approveDialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/admin/api/adjustments/5/approve')?.body).toEqual({
      note: 'Ticket 88 checked',
    });

    await user.click(await screen.findByRole('button', { name: 'Reject MYR 1,500.00 for carol' }));
    const rejectDialog = await screen.findByRole('alertdialog', { name: 'Reject MYR 1,500.00 for carol?' });
    const confirm = within(rejectDialog).getByRole('button', { name: 'Reject' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(rejectDialog).getByLabelText('Reason'), 'No ticket');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/admin/api/adjustments/6/reject')?.body).toEqual({ reason: 'No ticket' });
    expect(await screen.findByText('No adjustments here')).toBeTruthy();
  });

  it('shows the server refusal of an approval in the dialog', async () => {
    serve([adjustment('5', { amount: '-1500.00' })], {
      'POST /admin/api/adjustments/5/approve': fail(
        422,
        'adjustment_exceeds_balance',
        "The member's balance is not enough for this debit.",
      ),
    });
    renderApp('/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve MYR -1,500.00 for alice' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "The member's balance is not enough for this debit.",
    );
  });

  it('requests an adjustment after a confirmation that says whether it needs approval; one key per form', async () => {
    const { calls } = serve([], {
      'POST /admin/api/adjustments': (call: Call) => {
        const body = call.body as { amount: string; username: string };
        return ok(
          adjustment('9', {
            username: body.username,
            amount: body.amount === '-1500.5' ? '-1500.50' : '20.00',
            state: 'pending',
            requestedBy: { id: '1', username: 'admin' },
          }),
        );
      },
    });
    renderApp('/adjustments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit adjustment' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter an amount such as 50.00 or -50.00.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(screen.getByLabelText('Member username'), 'alice');
    await user.type(screen.getByLabelText('Amount (MYR)'), '-1500.5');
    await user.type(screen.getByLabelText('Reason'), 'Chargeback');
    await user.click(screen.getByRole('button', { name: 'Submit adjustment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Debit MYR 1,500.50 from alice?' });
    expect(dialog.textContent).toContain('another colleague must approve it');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Waiting for approval: MYR -1,500.50 for alice.')).toBeTruthy();
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/admin/api/adjustments');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as Record<string, string>;
    expect(body).toMatchObject({ username: 'alice', amount: '-1500.5', reason: 'Chargeback' });
    expect(body.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((screen.getByLabelText('Member username') as HTMLInputElement).value).toBe('');

    // A small credit applies at once, and the next form has a new key.
    await user.type(screen.getByLabelText('Member username'), 'bob');
    await user.type(screen.getByLabelText('Amount (MYR)'), '20');
    await user.type(screen.getByLabelText('Reason'), 'Goodwill');
    await user.click(screen.getByRole('button', { name: 'Submit adjustment' }));
    const second = await screen.findByRole('alertdialog', { name: 'Credit MYR 20.00 to bob?' });
    expect(second.textContent).toContain('applies at once');
    await user.click(within(second).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').length).toBe(2));
    const keys = calls
      .filter((c) => c.method === 'POST')
      .map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('saves the approval threshold', async () => {
    const { calls } = serve([], {
      'PUT /admin/api/adjustments/settings': (call: Call) =>
        ok({ ...settings, approvalThreshold: (call.body as { approvalThreshold: string }).approvalThreshold }),
    });
    renderApp('/adjustments');
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Threshold (MYR)')) as HTMLInputElement;
    expect(input.value).toBe('1000.00');
    await user.clear(input);
    await user.type(input, '500.00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ approvalThreshold: '500.00' }));
    expect(
      await screen.findByText("Up to MYR 500.00 applies at once; more waits for another colleague's approval."),
    ).toBeTruthy();
  });

  it('shows finance the threshold the admin set, read-only (ADR 069)', async () => {
    serve([], { 'GET /admin/api/me': ok({ id: '4', username: 'fin', displayName: 'Fin', role: 'finance' }) });
    renderApp('/adjustments', {
      token: 'operator-token-0123456789abcdef',
      username: 'fin',
      displayName: '',
      role: 'finance',
    });
    const input = (await screen.findByLabelText('Threshold (MYR)')) as HTMLInputElement;
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('Only an administrator can change the threshold.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit adjustment' })).toBeTruthy();
  });

  it('is the admin and finance staff work: customer service is told it is not part of their role', async () => {
    mockServer({
      'GET /admin/api/me': ok({ id: '3', username: 'helper', displayName: '', role: 'cs' }),
      'GET /wps/system/status': ok(merchantStatus),
    });
    renderApp('/adjustments', {
      token: 'operator-token-0123456789abcdef',
      username: 'helper',
      displayName: '',
      role: 'cs',
    });
    expect(await screen.findByText('Not part of your role')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Adjustments' })).toBeNull();
  });

  it('exports every page of the adjustments in the state chosen; a debit keeps its minus sign as a number', async () => {
    // 201 adjustments: the export reads two pages of 200. Red when it reads only the page shown.
    const first = adjustment('5', {
      amount: '-2000.00',
      state: 'applied',
      decidedBy: { id: '1', username: 'admin' },
      decisionNote: 'Checked, ok',
      entryId: '777',
      decidedAt: '2026-01-01T01:00:00.000Z',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => adjustment(String(100 + i), { state: 'applied' }))];
    const { calls } = serve([], {
      'GET /admin/api/adjustments': pagedList(rows, { pending: 0 }),
    });
    const downloads = captureDownloads();
    renderApp('/adjustments');
    await screen.findByRole('table', { name: 'Adjustments' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('State'), 'applied');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('adjustments.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFID,Requested,Member,Amount,Currency,Reason,State,Requested by,Decided by,Decided at,Decision note,Ledger entry',
    );
    expect(file.lines[1]).toBe(
      '5,2026-01-01 08:00:00,alice,-2000.00,MYR,Goodwill for outage,Applied,second,admin,2026-01-01 09:00:00,"Checked, ok",777',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/adjustments', ['state'])).toEqual([
      ['1', 'applied'],
      ['2', 'applied'],
    ]);
  });
});
