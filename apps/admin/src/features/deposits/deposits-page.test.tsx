import type { TAdminDeposit, TAdminDepositMethod } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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

const deposit = (id: string, overrides: Partial<TAdminDeposit> = {}): TAdminDeposit => ({
  id,
  memberId: '7',
  username: 'alice',
  kind: 'bank_transfer',
  provider: '',
  methodId: '1',
  methodName: 'Bank transfer (Maybank)',
  amount: '500.00',
  currency: 'MYR',
  state: 'pending',
  reference: 'MBB 88231',
  receiptUploadId: '900',
  gatewayOrderId: null,
  gatewayReference: '',
  note: '',
  decidedBy: null,
  decidedAt: null,
  ledgerEntryId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const page = (items: TAdminDeposit[], waitingCount = items.length) =>
  ok({ items, total: items.length, page: 1, pageSize: 50, waitingCount, waitingTotal: '1500.00' });

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
};

const queueCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/admin/api/cashier/deposits');

describe('the deposit queue', () => {
  it('opens on the bank transfers waiting, with their total, and approves one after confirmation', async () => {
    let decided = false;
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposits': () =>
        decided
          ? page([deposit('12', { amount: '1000.00' })], 1)
          : page([deposit('11'), deposit('12', { amount: '1000.00' })]),
      'POST /admin/api/cashier/deposits/11/approve': () => {
        decided = true;
        return ok(deposit('11', { state: 'credited', decidedBy: 'admin' }));
      },
    });
    renderApp('/deposits');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(queueCalls(calls)[0]?.query.get('state')).toBe('pending');
    expect(screen.getByText('2 bank transfers waiting · MYR 1,500.00')).toBeTruthy();
    // 00:00 UTC is 08:00 in Kuala Lumpur.
    await waitFor(() => expect(within(table).getAllByText('2026-01-01 08:00:00')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Approve deposit #11: MYR 500.00 for alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve deposit #11?' });
    expect(calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'on statement');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and credit' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const approve = calls.find((c) => c.path === '/admin/api/cashier/deposits/11/approve');
    expect(approve?.body).toEqual({ note: 'on statement' });
    expect(approve?.headers.Authorization).toBe(`Bearer ${adminSession.token}`);
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Deposits' })).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('needs a reason to reject, sends it, and shows a refusal from the server in the dialog', async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposits': page([deposit('11')]),
      'POST /admin/api/cashier/deposits/11/reject': fail(
        409,
        'deposit_already_decided',
        'This deposit has already been decided.',
      ),
    });
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject deposit #11: MYR 500.00 for alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject deposit #11?' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'No transfer on the statement');
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    expect(await within(dialog).findByText('This deposit has already been decided.')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/reject'))?.body).toEqual({ note: 'No transfer on the statement' });
  });

  it("shows a deposit's detail with the receipt read with the operator's token", async () => {
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposits': page([deposit('11')]),
      'GET /admin/api/uploads/900': imageBytes(),
    });
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deposit #11 of alice' }));
    const drawer = await screen.findByRole('dialog', { name: 'Deposit #11' });
    expect(within(drawer).getByText('MBB 88231')).toBeTruthy();
    const image = await within(drawer).findByRole('img', { name: 'Receipt of deposit #11 from alice' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    const read = calls.find((c) => c.path === '/admin/api/uploads/900');
    expect(read?.headers.Authorization).toBe(`Bearer ${adminSession.token}`);
    expect(within(drawer).getByRole('button', { name: 'Approve deposit #11: MYR 500.00 for alice' })).toBeTruthy();
  });

  it('sends the filters and offers a gateway check, not a decision, for an online payment', async () => {
    const online = deposit('20', {
      kind: 'online',
      provider: 'sandbox',
      methodName: 'Online payment (sandbox)',
      state: 'pending_payment',
      reference: '',
      receiptUploadId: null,
      gatewayOrderId: 'GD0011',
      amount: '50.00',
    });
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposits': page([online], 0),
      'POST /admin/api/cashier/deposits/20/check': ok({ ...online, state: 'credited' }),
    });
    renderApp('/deposits');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('State'), 'all');
    await user.selectOptions(screen.getByLabelText('Kind'), 'online');
    await user.type(screen.getByLabelText('Member'), 'ali');
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = queueCalls(calls).at(-1);
      expect(last?.query.get('member')).toBe('ali');
      expect(last?.query.get('from')).toBe('2026-01-01');
      expect(last?.query.get('kind')).toBe('online');
      expect(last?.query.has('state')).toBe(false);
    });
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check deposit #20 with the gateway: MYR 50.00 for alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Check deposit #20 with the gateway?' });
    await user.click(within(dialog).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/admin/api/cashier/deposits/20/check')).toBe(true));
  });
});

describe('deposit methods', () => {
  const method: TAdminDepositMethod = {
    id: '1',
    kind: 'bank_transfer',
    provider: '',
    name: { ms: 'Pindahan bank', en: 'Bank transfer (Maybank)', zh: '银行转账' },
    min: '30.00',
    max: '50000.00',
    enabled: true,
    sort: 0,
    bankName: 'Maybank',
    accountName: 'Gemilang Demo Sdn Bhd',
    accountNumber: '5140 1234 5678',
    instructions: { ms: 'a', en: 'b', zh: 'c' },
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('lets an administrator change limits, showing a refused value next to its field', async () => {
    let attempt = 0;
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposit-methods': ok({
        currency: 'MYR',
        exponent: 2,
        providers: ['sandbox'],
        methods: [method],
      }),
      'PUT /admin/api/cashier/deposit-methods/1': (call) => {
        attempt += 1;
        if (attempt === 1) {
          return fail(400, 'amount_too_many_decimals', 'This currency does not have that many decimal places.', [
            { field: 'min', reason: 'too_many_decimals' },
          ]);
        }
        return ok({ ...method, ...(call.body as object), min: '50.00' });
      },
    });
    renderApp('/deposit-methods');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Deposit methods' });
    expect(within(table).getByText('MYR 30.00 – 50,000.00')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Edit Bank transfer (Maybank)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit deposit method' });
    const min = within(drawer).getByLabelText('Minimum (MYR)');
    await user.clear(min);
    await user.type(min, '50.001');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('This currency does not have that many decimal places.')).toBeTruthy();
    await user.clear(min);
    await user.type(min, '50');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit deposit method' })).toBeNull());
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(put?.body).toMatchObject({
      kind: 'bank_transfer',
      min: '50',
      max: '50000.00',
      accountNumber: '5140 1234 5678',
    });
  });

  it('is finance work: finance sees the queue and the methods, customer service neither (ADR 069)', async () => {
    mockServer({
      ...base,
      'GET /admin/api/me': ok({ id: '2', username: 'fin1', displayName: 'Fin', role: 'finance' }),
      'GET /admin/api/cashier/deposits': page([]),
    });
    const { unmount } = renderApp('/deposits', { ...adminSession, username: 'fin1', role: 'finance' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Deposits' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Deposit methods' })).toBeTruthy();
    expect(await screen.findByText('No bank transfer is waiting')).toBeTruthy();
    unmount();

    mockServer({ ...base, 'GET /admin/api/me': ok({ id: '3', username: 'cs1', displayName: 'CS', role: 'cs' }) });
    renderApp('/deposits', { ...adminSession, username: 'cs1', role: 'cs' });
    expect(await screen.findByText('Not part of your role')).toBeTruthy();
    const csNav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(csNav).queryByRole('link', { name: 'Deposits' })).toBeNull();
    expect(within(csNav).queryByRole('link', { name: 'Deposit methods' })).toBeNull();
  });

  it('exports every page of the deposits as the filters stand, headers in the operator language, amounts as decimals', async () => {
    // 201 deposits: the export reads two pages of 200. Red when it reads only the page shown.
    const first = deposit('11', {
      state: 'credited',
      amount: '1234.50',
      decidedBy: 'admin',
      decidedAt: '2026-01-01T01:00:00.000Z',
      note: 'on statement',
    });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => deposit(String(100 + i)))];
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/cashier/deposits': pagedList(rows, { waitingCount: 0, waitingTotal: '0.00' }),
    });
    const downloads = captureDownloads();
    renderApp('/deposits?state=all&kind=bank_transfer&member=ali');
    await screen.findByRole('table', { name: 'Deposits' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('deposits.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFNo.,Requested,Member,Kind,Method,Amount,Currency,State,Reference,Gateway order,Decided by,Decided at,Note',
    );
    expect(file.lines[1]).toBe(
      '11,2026-01-01 08:00:00,alice,Bank transfer,Bank transfer (Maybank),1234.50,MYR,Credited,MBB 88231,,admin,2026-01-01 09:00:00,on statement',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    // "All" sends no state (not the default "pending"), as the table's own call does.
    expect(exportCalls(calls, '/admin/api/cashier/deposits', ['state', 'kind', 'member'])).toEqual([
      ['1', null, 'bank_transfer', 'ali'],
      ['2', null, 'bank_transfer', 'ali'],
    ]);
  });
});
