import type { TMyWithdrawal, TWithdrawLimits } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import en from '../../locales/en/withdraw.json';
import ms from '../../locales/ms/withdraw.json';
import zh from '../../locales/zh/withdraw.json';
import { closeDialog, getDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { type Session, setSession } from '../../shared/session';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fake-api';
import { bonuses, grant } from '../promotions/fixtures';
import { WithdrawPage } from './withdraw-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const session: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

function limits(overrides: Partial<TWithdrawLimits> = {}): TWithdrawLimits {
  return {
    currency: 'MYR',
    exponent: 2,
    available: '1234.56',
    minAmount: '50.00',
    maxAmount: '50000.00',
    maxNow: '1234.56',
    dailyCount: 10,
    usedToday: 1,
    autoConfirmMinutes: 30,
    paymentPasswordSet: true,
    bankAccounts: [
      {
        id: '3',
        bankName: 'Maybank',
        accountNumber: '**** 4321',
        accountName: 'Ali Bin Abu',
        addedAt: '2026-11-01T00:00:00Z',
      },
      {
        id: '4',
        bankName: 'CIMB',
        accountNumber: '**** 9876',
        accountName: 'Ali Bin Abu',
        addedAt: '2026-11-02T00:00:00Z',
      },
    ],
    ...overrides,
  };
}

function withdrawal(overrides: Partial<TMyWithdrawal> = {}): TMyWithdrawal {
  return {
    id: '21',
    currency: 'MYR',
    state: 'requested',
    amount: '100.00',
    paidAmount: '0.00',
    releasedAmount: '0.00',
    remainingAmount: '100.00',
    receivedAmount: '0.00',
    awaitingAmount: '0.00',
    bankName: 'Maybank',
    accountNumber: '**** 4321',
    accountName: 'Ali Bin Abu',
    confirmation: null,
    disputed: false,
    resolution: null,
    resolutionReply: '',
    rejectNote: '',
    confirmDueAt: null,
    actions: [],
    payments: [],
    createdAt: '2026-11-21T16:30:00.000Z',
    confirmedAt: null,
    ...overrides,
  };
}

const page = (items: TMyWithdrawal[]) => ({ value: { items, total: items.length, page: 1, pageSize: 10 } });

function serve(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/cashier/withdraw/limits': { value: limits() },
    'GET /wps/cashier/withdraw/requests': page([]),
    ...routes,
  });
}

async function renderPage() {
  await changeLanguage('en');
  setSession(session);
  closeDialog();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <WithdrawPage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setSession(null);
  closeDialog();
  vi.unstubAllGlobals();
});

describe('WithdrawPage', () => {
  it('shows the balance and limits, fills in all, and sends the request with the chosen account', async () => {
    const api = serve({
      'POST /wps/cashier/withdraw/requests': (req) => ({
        value: {
          balance: '0.00',
          withdrawal: withdrawal({ id: '30', amount: (req.body as { amount: string }).amount }),
        },
      }),
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Withdrawal' })).toBeTruthy();
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('MYR 1,234.56');
    expect(screen.getByText('MYR 50.00 – MYR 50,000.00')).toBeTruthy();
    expect(screen.getByText('1 of 10 used')).toBeTruthy();

    const accounts = screen.getByRole('group', { name: 'Receive into' });
    const radios = within(accounts).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(accounts).getByText('CIMB', { exact: false }));
    expect((radios[1] as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('1234.56');
    await userEvent.type(screen.getByLabelText(/^Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Withdrawal #30 of MYR 1,234.56 requested. The amount is held until the cashier pays it.',
    );
    const [sent] = api.callsTo('POST /wps/cashier/withdraw/requests');
    expect(sent?.body).toMatchObject({ bankAccountId: '4', amount: '1234.56', paymentPassword: '135790' });
    expect((sent?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((screen.getByLabelText(/^Payment password/) as HTMLInputElement).value).toBe('');
  });

  it('says what is wrong with the amount before asking the server, and shows the server refusal at its field', async () => {
    const api = serve({
      'POST /wps/cashier/withdraw/requests': {
        status: 422,
        error: { code: 'payment_password_wrong', message: 'The payment password is wrong. 4 tries left.' },
      },
    });
    await renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '20');
    await userEvent.type(screen.getByLabelText(/^Payment password/), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The minimum amount is MYR 50.00.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Your balance is not enough for this amount.')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60.123');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('This currency does not have that many decimal places.')).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/withdraw/requests')).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is wrong. 4 tries left.')).toBeTruthy();
    expect(screen.getByLabelText(/^Payment password/).getAttribute('aria-invalid')).toBe('true');
  });

  it('tells a member with an active bonus that withdrawing forfeits it, and sends forfeitBonus only once they agree', async () => {
    const api = serve({
      'GET /wps/member/bonuses': { value: bonuses([grant()]) },
      'POST /wps/cashier/withdraw/requests': { value: { balance: '0.00', withdrawal: withdrawal({ id: '31' }) } },
    });
    await renderPage();
    const notice = await screen.findByRole('region', { name: 'You have an active bonus' });
    expect(notice.textContent).toContain(
      'Withdrawing now forfeits your active bonus (Welcome bonus 100%, bonus balance MYR 62.50). Your cash, deposits and cash winnings are never affected.',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(screen.getByLabelText(/^Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await within(notice).findByRole('alert')).toHaveProperty(
      'textContent',
      'Tick the box to confirm that withdrawing forfeits your bonus.',
    );
    expect(api.callsTo('POST /wps/cashier/withdraw/requests')).toHaveLength(0);

    await userEvent.click(
      within(notice).getByRole('checkbox', { name: /withdrawing forfeits my bonus of MYR 62\.50/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdrawal #31 of MYR 100\.00 requested/)).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/withdraw/requests')[0]?.body).toMatchObject({
      amount: '100',
      forfeitBonus: true,
    });
  });

  it('asks for the same agreement when the server answers bonus_forfeit_unconfirmed', async () => {
    let agreed: unknown[] = [];
    serve({
      'POST /wps/cashier/withdraw/requests': (request) => {
        const body = request.body as { forfeitBonus?: boolean };
        agreed = [...agreed, body.forfeitBonus];
        return body.forfeitBonus
          ? { value: { balance: '0.00', withdrawal: withdrawal({ id: '32' }) } }
          : {
              status: 409,
              error: {
                code: 'bonus_forfeit_unconfirmed',
                message: 'You have an active bonus: confirm that withdrawing forfeits it.',
              },
            };
      },
    });
    await renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.type(screen.getByLabelText(/^Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const notice = await screen.findByRole('region', { name: 'You have an active bonus' });
    expect(within(notice).getByRole('alert').textContent).toBe(
      'You have an active bonus: confirm that withdrawing forfeits it.',
    );
    await userEvent.click(within(notice).getByRole('checkbox'));
    await userEvent.type(screen.getByLabelText(/^Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/Withdrawal #32 of MYR 100\.00 requested/)).toBeTruthy();
    expect(agreed).toEqual([undefined, true]);
  });

  it('sends a member without a bank account to My account to add one', async () => {
    serve({ 'GET /wps/cashier/withdraw/limits': { value: limits({ bankAccounts: [] }) } });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Add a bank account first' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add a bank account' }));
    expect(getDialog()).toEqual({ name: 'memberCentre', props: { page: 'securityCenter' } });
  });

  it('asks for a payment password first when none is set', async () => {
    serve({ 'GET /wps/cashier/withdraw/limits': { value: limits({ paymentPasswordSet: false }) } });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Set a payment password first' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Open My account' }));
    expect(getDialog().props.page).toBe('securityCenter');
  });

  it('lists my withdrawals with paid and remaining, and takes "received" for a part', async () => {
    const partly = withdrawal({
      id: '22',
      state: 'partially_paid',
      paidAmount: '40.00',
      remainingAmount: '60.00',
      awaitingAmount: '40.00',
      confirmDueAt: '2026-11-21T17:00:00.000Z',
      actions: ['received', 'not_received'],
      payments: [{ amount: '40.00', paidAt: '2026-11-21T16:30:00.000Z' }],
    });
    const rejected = withdrawal({
      id: '20',
      state: 'rejected',
      releasedAmount: '100.00',
      remainingAmount: '0.00',
      rejectNote: 'name does not match',
    });
    const api = serve({
      'GET /wps/cashier/withdraw/requests': page([partly, rejected]),
      'POST /wps/cashier/withdraw/requests/22/received': { value: { ...partly, actions: [], receivedAmount: '40.00' } },
    });
    await renderPage();
    const card = await screen.findByRole('article', { name: 'Withdrawal #22' });
    expect(within(card).getByText('Partly paid')).toBeTruthy();
    expect(within(card).getByText('Remaining').nextSibling?.textContent).toBe('MYR 60.00');
    expect(await within(card).findByText('Paid MYR 40.00 at 2026-11-22 00:30:00')).toBeTruthy();
    expect(within(card).getByText('Did MYR 40.00 arrive in your bank account?')).toBeTruthy();
    expect(
      within(card).getByText('Please answer by 2026-11-22 01:00:00; after that it counts as received.'),
    ).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Withdrawal #20' });
    expect(within(other).getByText('Rejected')).toBeTruthy();
    expect(within(other).getByText("Cashier's note: name does not match")).toBeTruthy();
    expect(within(other).getByText('Returned to wallet').nextSibling?.textContent).toBe('MYR 100.00');
    expect(within(other).queryByRole('button')).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: 'Received' }));
    await waitFor(() => expect(api.callsTo('POST /wps/cashier/withdraw/requests/22/received')).toHaveLength(1));
  });

  it('reports a payment not received with a proof image', async () => {
    const paid = withdrawal({
      id: '23',
      state: 'paid',
      paidAmount: '100.00',
      remainingAmount: '0.00',
      awaitingAmount: '100.00',
      actions: ['all_received', 'not_received'],
    });
    const api = serve({
      'GET /wps/cashier/withdraw/requests': page([paid]),
      'POST /wps/member/uploads': { value: { id: '77', url: '/wps/member/uploads/77', size: 68 } },
      'POST /wps/cashier/withdraw/requests/23/not-received': {
        value: { ...paid, disputed: true, actions: [], confirmation: 'not_received' },
      },
    });
    await renderPage();
    const card = await screen.findByRole('article', { name: 'Withdrawal #23' });
    expect(within(card).getByRole('button', { name: 'All received' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Not received' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Send report' }));
    expect(await within(card).findByText('Choose an image that shows the payment did not arrive.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(0);

    const proof = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'statement.png', { type: 'image/png' });
    await userEvent.upload(within(card).getByLabelText('Proof image'), proof);
    expect(within(card).getByText('statement.png')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.callsTo('POST /wps/cashier/withdraw/requests/23/not-received')).toHaveLength(1));
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(1);
    expect(api.callsTo('POST /wps/cashier/withdraw/requests/23/not-received')[0]?.body).toEqual({
      proofUploadId: '77',
    });
  });

  it("shows the cashier's answer to a report as soon as its message arrives, without a reload", async () => {
    const disputed = withdrawal({
      id: '24',
      state: 'paid',
      paidAmount: '100.00',
      remainingAmount: '0.00',
      awaitingAmount: '100.00',
      disputed: true,
      confirmation: 'not_received',
    });
    let answered = false;
    serve({
      'GET /wps/cashier/withdraw/requests': () =>
        page([
          answered
            ? {
                ...disputed,
                disputed: false,
                confirmation: 'resolved',
                resolution: 'resent',
                resolutionReply: 'We sent it again.',
                actions: ['all_received', 'not_received'],
              }
            : disputed,
        ]),
    });
    await renderPage();
    const card = await screen.findByRole('article', { name: 'Withdrawal #24' });
    expect(within(card).queryByRole('button', { name: 'All received' })).toBeNull();
    // The cashier resolves the report: the member's live channel brings its message.
    answered = true;
    emitRealtime({ type: 'message', id: '90', kind: 'withdrawal_resolved' });
    expect(await within(card).findByText(/We sent it again\./)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'All received' })).toBeTruthy();
  });

  it('shows an empty list, and a retry when the page cannot load', async () => {
    let fail = true;
    serve({
      'GET /wps/cashier/withdraw/limits': () =>
        fail ? { status: 500, error: { code: 'internal_error', message: 'System error.' } } : { value: limits() },
    });
    await renderPage();
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('System error.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-available')).toBeTruthy();
  });
});

describe('the withdraw catalogue', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value !== 'object' || value === null
      ? [prefix]
      : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  it.each([
    ['en', en],
    ['zh', zh],
  ])('has the same keys in %s as in Malay, none empty', (_lang, catalogue) => {
    expect(keys(catalogue).sort()).toEqual(keys(ms).sort());
    expect(JSON.stringify(catalogue)).not.toContain('""');
  });
});
