import type { TAdminWithdrawalDetail, TAdminWithdrawalRow } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import i18n from '../../shared/i18n';
import {
  adminSession,
  type Call,
  captureDownloads,
  exportCalls,
  fail,
  imageBytes,
  merchantStatus,
  mockServer,
  ok,
  pagedList,
  renderApp,
} from '../../test/render';

function row(id: string, overrides: Partial<TAdminWithdrawalRow> = {}): TAdminWithdrawalRow {
  return {
    id,
    memberId: '7',
    username: 'alice',
    currency: 'MYR',
    state: 'requested',
    amount: '500.00',
    paidAmount: '0.00',
    releasedAmount: '0.00',
    remainingAmount: '500.00',
    receivedAmount: '0.00',
    awaitingAmount: '0.00',
    bankName: 'Maybank',
    accountNumber: '**** 5678',
    accountName: 'Alice Tan',
    confirmation: null,
    disputed: false,
    proofUploadId: null,
    disputedAt: null,
    resolution: null,
    resolutionReply: '',
    resolutionNote: '',
    rejectNote: '',
    confirmDueAt: null,
    lastPaidAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    confirmedAt: null,
    linkedAccounts: 0,
    ...overrides,
  };
}

function detail(r: TAdminWithdrawalRow, overrides: Partial<TAdminWithdrawalDetail> = {}): TAdminWithdrawalDetail {
  return { ...r, payments: [], history: [], memberBalance: '120.00', ...overrides };
}

const page = (items: TAdminWithdrawalRow[], counts = { open: items.length, awaiting: 0, disputed: 0 }) =>
  ok({ items, total: items.length, page: 1, pageSize: 50, counts });

const settings = ok({
  minAmount: '50.00',
  maxAmount: '50000.00',
  dailyCount: 10,
  autoConfirmMinutes: 30,
  transferMinAmount: '1.00',
  transferMaxAmount: '100000.00',
});

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
  'GET /admin/api/cashier/withdrawal-settings': settings,
};

describe('withdrawals queue', () => {
  it('marks a member whose accounts are linked to others, and only them', async () => {
    mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': page(
        [row('11', { linkedAccounts: 2 }), row('12', { username: 'bob', memberId: '8' })],
        { open: 2, awaiting: 0, disputed: 0 },
      ),
    });
    renderApp('/withdrawals');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.find((r) => r.textContent?.includes('alice'))?.textContent).toContain('2 linked accounts');
    expect(rows.find((r) => r.textContent?.includes('bob'))?.textContent).not.toContain('linked');
  });

  it('lists open withdrawals with counts and pays one in full with a note, once', async () => {
    let paid = false;
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': () =>
        paid
          ? page([], { open: 0, awaiting: 1, disputed: 0 })
          : page([row('11')], { open: 1, awaiting: 0, disputed: 2 }),
      'POST /admin/api/cashier/withdrawals/11/pay': () => {
        paid = true;
        return ok(detail(row('11', { state: 'paid', paidAmount: '500.00', remainingAmount: '0.00' })));
      },
    });
    renderApp('/withdrawals');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    // Amount and remaining: nothing paid yet.
    expect(within(rows[1]!).getAllByText('MYR 500.00')).toHaveLength(2);
    expect(within(rows[1]!).getByText('MYR 0.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('Requested')).toBeTruthy();
    await waitFor(() => expect(within(rows[1]!).getByText('2026-01-01 08:00:00')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Not received (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open (1)' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Pay withdrawal #11 of alice in full' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay withdrawal #11' });
    expect(within(dialog).getByText('**** 5678')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Note'), 'Maybank ref 8812');
    await user.click(within(dialog).getByRole('button', { name: 'Pay MYR 500.00' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const pays = calls.filter((c) => c.path === '/admin/api/cashier/withdrawals/11/pay');
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toMatchObject({ note: 'Maybank ref 8812' });
    expect((pays[0]?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(pays[0]?.body).not.toHaveProperty('amount');
    expect(await screen.findByText('No withdrawals waiting to be paid')).toBeTruthy();
  });

  it('pays a part and shows the refusal next to the amount', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': page([
        row('12', { state: 'partially_paid', paidAmount: '100.00', remainingAmount: '400.00' }),
      ]),
      'POST /admin/api/cashier/withdrawals/12/pay': fail(
        422,
        'withdrawal_over_remaining',
        'That is more than what remains to be paid (MYR 400.00).',
      ),
    });
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay part of withdrawal #12 of alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Pay part of withdrawal #12' });
    const confirm = within(dialog).getByRole('button', { name: 'Pay this part' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const amount = within(dialog).getByLabelText('Amount (MYR)');
    await user.type(amount, '450');
    await user.click(confirm);
    expect(await within(dialog).findByText('That is more than what remains to be paid (MYR 400.00).')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const sent = calls.find((c) => c.path.endsWith('/pay')) as Call;
    expect(sent.body).toMatchObject({ amount: '450' });
  });

  it('rejects only with a note the member will read', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': page([row('13')]),
      'POST /admin/api/cashier/withdrawals/13/reject': ok(detail(row('13', { state: 'rejected' }))),
    });
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject withdrawal #13 of alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject withdrawal #13' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Note (required)'), 'Account name differs');
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ note: 'Account name differs' }),
    );
  });

  it("opens a reported withdrawal with the member's proof, read with the operator's token, and resolves it", async () => {
    const disputed = row('14', {
      state: 'paid',
      paidAmount: '500.00',
      remainingAmount: '0.00',
      awaitingAmount: '500.00',
      disputed: true,
      confirmation: 'not_received',
      proofUploadId: '900',
    });
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': page([disputed], { open: 0, awaiting: 0, disputed: 1 }),
      'GET /admin/api/cashier/withdrawals/14': ok(
        detail(disputed, {
          payments: [
            { id: '3', amount: '500.00', note: 'ref 1', operator: 'admin', paidAt: '2026-01-01T01:00:00.000Z' },
          ],
          history: [
            {
              action: 'withdrawal.request',
              actorType: 'member',
              actorName: 'alice',
              detail: { amount: '500.00' },
              at: '2026-01-01T00:00:00.000Z',
            },
            {
              action: 'withdrawal.not_received',
              actorType: 'member',
              actorName: 'alice',
              detail: {},
              at: '2026-01-01T01:10:00.000Z',
            },
          ],
        }),
      ),
      'GET /admin/api/uploads/900': imageBytes(),
      'POST /admin/api/cashier/withdrawals/14/resolve': ok(detail({ ...disputed, disputed: false })),
    });
    renderApp('/withdrawals?view=disputed');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open withdrawal #14 of alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #14' });
    const image = await within(drawer).findByRole('img', { name: 'Proof sent by alice' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(calls.find((c) => c.path === '/admin/api/uploads/900')?.headers.Authorization).toBe(
      `Bearer ${adminSession.token}`,
    );
    expect(within(drawer).getByText('MYR 120.00')).toBeTruthy();
    expect(within(drawer).getByText('reported not received')).toBeTruthy();
    expect(within(drawer).getByRole('table', { name: 'Payments' })).toBeTruthy();

    await user.click(within(drawer).getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Resolve the report on #14' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sent again: the first transfer failed' }));
    const resolve = within(dialog).getByRole('button', { name: 'Resolve' });
    await user.type(within(dialog).getByLabelText('Internal note'), 'bounced, sent again');
    // The member's reply is required; the internal note alone does not resolve.
    expect(resolve.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText('Reply to the member (required)'), 'We sent it again today.');
    await user.click(resolve);
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/resolve'))?.body).toEqual({
        outcome: 'resent',
        reply: 'We sent it again today.',
        note: 'bounced, sent again',
      }),
    );
  });

  it('shows the account masked; an administrator reveals it with one call, customer service has no button', async () => {
    const open = row('15');
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': page([open]),
      'GET /admin/api/cashier/withdrawals/15': ok(detail(open)),
      'POST /admin/api/cashier/withdrawals/15/reveal-account': ok({ accountNumber: '514012345678' }),
    });
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open withdrawal #15 of alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #15' });
    expect(within(drawer).getByText('**** 5678')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/reveal-account'))).toBe(false);
    await user.click(within(drawer).getByRole('button', { name: 'Show the full account number' }));
    expect(await within(drawer).findByText('514012345678')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/reveal-account'))).toHaveLength(1);
  });

  it('gives risk staff, who review but do not pay, no reveal button', async () => {
    const open = row('16');
    mockServer({
      ...base,
      'GET /admin/api/me': ok({ id: '2', username: 'carol', displayName: 'Carol', role: 'risk' }),
      'GET /admin/api/cashier/withdrawals': page([open]),
      'GET /admin/api/cashier/withdrawals/16': ok(detail(open)),
    });
    renderApp('/withdrawals', { ...adminSession, username: 'carol', role: 'risk' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open withdrawal #16 of alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Withdrawal #16' });
    expect(within(drawer).getByText('**** 5678')).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Show the full account number' })).toBeNull();
    // They may refuse it, never pay it (ADR 069): the table row and the drawer offer the same.
    expect(within(drawer).getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(within(drawer).queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay withdrawal #16 of alice in full' })).toBeNull();
  });

  it('sends the view and the member filter', async () => {
    const { calls } = mockServer({ ...base, 'GET /admin/api/cashier/withdrawals': page([]) });
    renderApp('/withdrawals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Awaiting member/ }));
    await user.type(screen.getByLabelText('Member'), 'ali');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No payments waiting for the member')).toBeTruthy();
    const last = calls.filter((c) => c.path === '/admin/api/cashier/withdrawals').at(-1) as Call;
    expect(last.query.get('view')).toBe('awaiting');
    expect(last.query.get('member')).toBe('ali');
  });

  it('exports every page of the queue as its view and filters stand, amounts as decimals', async () => {
    // 201 withdrawals: the export reads two pages of 200, not the 50 shown. Red when it reads only the page shown.
    const first = row('900', {
      state: 'partially_paid',
      amount: '1234.50',
      paidAmount: '200.00',
      remainingAmount: '1034.50',
      accountName: 'Tan, Alice',
      linkedAccounts: 2,
      lastPaidAt: '2026-01-02T02:00:00.000Z',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => row(String(i + 1)))];
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': pagedList(rows, { counts: { open: 201, awaiting: 0, disputed: 0 } }),
    });
    const downloads = captureDownloads();
    renderApp('/withdrawals?view=all&member=ali&from=2026-01-01');
    await screen.findByRole('table', { name: 'Withdrawals' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('withdrawals.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFID,Requested,Member,Linked accounts,Amount,Paid,Remaining,Returned to wallet,Currency,State,Confirmation,Bank,Account number,Account name,Last paid,Completed at,Rejection note',
    );
    expect(file.lines[1]).toBe(
      '900,2026-01-01 08:00:00,alice,2,1234.50,200.00,1034.50,0.00,MYR,Partly paid,,Maybank,**** 5678,"Tan, Alice",2026-01-02 10:00:00,,',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/cashier/withdrawals', ['view', 'member', 'from'])).toEqual([
      ['1', 'all', 'ali', '2026-01-01'],
      ['2', 'all', 'ali', '2026-01-01'],
    ]);
  });

  it('writes the headers and the states in the language the operator chose', async () => {
    mockServer({
      ...base,
      'GET /admin/api/cashier/withdrawals': pagedList([row('11')], { counts: { open: 1, awaiting: 0, disputed: 0 } }),
    });
    const downloads = captureDownloads();
    await i18n.changeLanguage('zh');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    renderApp('/withdrawals');
    await screen.findByRole('table');
    await userEvent.setup().click(screen.getByRole('button', { name: '导出 CSV' }));

    const file = await downloads.next();
    expect(file.lines[0]).toBe(
      '\uFEFF编号,申请时间,会员,关联账户,金额,已付,剩余,已退回钱包,币种,状态,确认,银行,账号,户名,最近付款,完成时间,拒绝备注',
    );
    expect(file.lines[1]).toBe(
      '11,2026-01-01 08:00:00,alice,0,500.00,0.00,500.00,0.00,MYR,已申请,,Maybank,**** 5678,Alice Tan,,,',
    );
  });
});
