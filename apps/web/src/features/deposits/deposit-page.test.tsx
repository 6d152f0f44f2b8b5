import type { TDeposit, TDepositMethods } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { closeDialog, openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fake-api';
import { navigation } from './api';
import { DepositPage } from './deposit-page';

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

const methods: TDepositMethods = {
  currency: 'MYR',
  exponent: 2,
  methods: [
    {
      id: '1',
      kind: 'bank_transfer',
      provider: '',
      name: 'Bank transfer (Maybank)',
      min: '30.00',
      max: '50000.00',
      receivingAccount: { bankName: 'Maybank', accountName: 'Gemilang Demo Sdn Bhd', accountNumber: '5140 1234 5678' },
      instructions: 'Transfer the exact amount.',
    },
    {
      id: '2',
      kind: 'online',
      provider: 'sandbox',
      name: 'Online payment (sandbox)',
      min: '10.00',
      max: '10000.00',
      receivingAccount: null,
      instructions: '',
    },
  ],
};

function deposit(overrides: Partial<TDeposit> = {}): TDeposit {
  return {
    id: '41',
    kind: 'bank_transfer',
    methodName: 'Bank transfer (Maybank)',
    amount: '100.00',
    currency: 'MYR',
    state: 'pending',
    reference: 'MBB 1',
    hasReceipt: true,
    reason: '',
    paymentUrl: null,
    createdAt: '2026-11-21T16:30:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

function serve(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/cashier/deposit/methods': { value: methods },
    'GET /wps/cashier/deposit/records': { value: { items: [] } },
    ...routes,
  });
}

async function renderPage() {
  await changeLanguage('en');
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DepositPage />
    </QueryClientProvider>,
  );
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'receipt.png', { type: 'image/png' });

beforeEach(() => {
  closeDialog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSession(null);
  closeDialog();
});

describe('the deposit page', () => {
  it("shows the methods as cards with their limits, and the bank's receiving account with copy buttons", async () => {
    serve();
    const user = userEvent.setup();
    await renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Deposit' })).toBeTruthy();
    const bank = await screen.findByRole('radio', { name: /Bank transfer \(Maybank\)/ });
    expect((bank as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /MYR 10\.00 – MYR 10,000\.00/ })).toBeTruthy();
    expect(screen.getByText('Minimum MYR 30.00 · Maximum MYR 50,000.00')).toBeTruthy();

    const account = screen.getByRole('region', { name: 'Transfer to this account' });
    expect(within(account).getByText('5140 1234 5678')).toBeTruthy();
    await user.click(within(account).getByRole('button', { name: 'Copy Account number' }));
    expect(await navigator.clipboard.readText()).toBe('5140 1234 5678');
    expect(await within(account).findByText('Account number copied.')).toBeTruthy();

    const quick = screen.getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['50', '100', '200', '500', '1,000', '5,000']);
    expect(await screen.findByText('No deposits yet. Your deposits show here with their status.')).toBeTruthy();
  });

  it('checks the amount against the limits before sending, then submits a bank transfer with its receipt', async () => {
    let sent: unknown = null;
    const api = serve({
      'POST /wps/member/uploads': { value: { id: '900', url: '/wps/member/uploads/900', size: 8 } },
      'POST /wps/cashier/deposit/bank-transfer': (request) => {
        sent = request.body;
        return { value: deposit({ id: '41', amount: '100.00', reference: 'MBB 1' }) };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    const amount = await screen.findByRole('textbox', { name: 'Amount (MYR)' });
    await user.type(amount, '29.99');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The minimum amount is MYR 30.00.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);

    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('This currency does not have that many decimal places.')).toBeTruthy();

    await user.click(within(screen.getByRole('group', { name: 'Quick amounts' })).getByRole('button', { name: '100' }));
    expect((amount as HTMLInputElement).value).toBe('100');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Enter the reference of your transfer.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'MBB 1');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('Attach the receipt of your transfer.')).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/deposit/bank-transfer')).toHaveLength(0);

    await user.upload(screen.getByLabelText('Receipt image'), png());
    expect(screen.getByText('receipt.png')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));

    const done = await screen.findByRole('region', { name: 'Deposit submitted' });
    expect(within(done).getByRole('status').textContent).toBe(
      'Deposit #41 of MYR 100.00 is waiting for the cashier. Your balance updates as soon as it is approved.',
    );
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(1);
    expect(sent).toMatchObject({ methodId: '1', amount: '100', reference: 'MBB 1', receiptUploadId: '900' });
    expect((sent as { idempotencyKey: string }).idempotencyKey).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it("shows the server's refusal beside the field it is about", async () => {
    serve({
      'POST /wps/member/uploads': { value: { id: '900', url: '', size: 8 } },
      'POST /wps/cashier/deposit/bank-transfer': {
        status: 422,
        error: { code: 'amount_above_maximum', message: 'The maximum amount is MYR 20,000.00.' },
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Amount (MYR)' }), '25000');
    await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'r');
    await user.upload(screen.getByLabelText('Receipt image'), png());
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(await screen.findByText('The maximum amount is MYR 20,000.00.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Amount (MYR)' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a receipt that is not an image before sending anything', async () => {
    const api = serve();
    const user = userEvent.setup({ applyAccept: false });
    await renderPage();
    await user.upload(
      await screen.findByLabelText('Receipt image'),
      new File(['%PDF'], 'statement.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(0);
  });

  it('sends the member to the gateway for an online payment', async () => {
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    let sent: unknown = null;
    serve({
      'POST /wps/cashier/deposit/online': (request) => {
        sent = request.body;
        return {
          value: {
            deposit: deposit({ id: '50', kind: 'online', state: 'pending_payment' }),
            redirectUrl: 'http://localhost/sandbox-gateway/pay/sbx_abcdefghijklmnop',
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    expect(screen.queryByRole('region', { name: 'Transfer to this account' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Transfer reference' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Amount (MYR)' }), '50');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-gateway/pay/sbx_abcdefghijklmnop'),
    );
    expect(sent).toMatchObject({ methodId: '2', amount: '50' });
  });

  it('offers the deposit bonuses, the one signed up for chosen, one out of reach disabled, and sends the choice', async () => {
    vi.spyOn(navigation, 'assign').mockImplementation(() => {});
    const sent: unknown[] = [];
    serve({
      'GET /wps/member/deposit-bonuses': {
        value: {
          currency: 'MYR',
          items: [
            {
              id: '11',
              title: 'Welcome bonus 100%',
              percent: 100,
              cap: '288.00',
              minDeposit: '30.00',
              turnoverMultiple: 15,
              turnoverOf: 'deposit_bonus',
              chosen: true,
            },
            {
              id: '12',
              title: 'Weekly reload 20%',
              percent: 20,
              cap: '500.00',
              minDeposit: '200.00',
              turnoverMultiple: 5,
              turnoverOf: 'bonus',
              chosen: false,
            },
          ],
        },
      },
      'POST /wps/cashier/deposit/online': (request) => {
        sent.push(request.body);
        return {
          value: {
            deposit: deposit({ id: '50', kind: 'online', state: 'pending_payment' }),
            redirectUrl: 'http://localhost/sandbox-gateway/pay/sbx_abcdefghijklmnop',
          },
        };
      },
    });
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    const bonuses = await screen.findByRole('group', { name: 'Choose a bonus' });
    const welcome = within(bonuses).getByRole('radio', { name: /Welcome bonus 100%/ }) as HTMLInputElement;
    expect(welcome.checked).toBe(true);
    expect(welcome.closest('label')?.textContent).toContain(
      '100% up to MYR 288.00 · Minimum deposit MYR 30.00 · turnover 15× (deposit + bonus)',
    );
    await user.type(screen.getByRole('textbox', { name: 'Amount (MYR)' }), '50');
    const reload = within(bonuses).getByRole('radio', { name: /Weekly reload 20%/ }) as HTMLInputElement;
    expect(reload.disabled).toBe(true);
    expect(reload.closest('label')?.textContent).toContain('Deposit at least MYR 200.00 for this bonus.');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ methodId: '2', amount: '50', bonusOfferId: '11' });

    // Once more, choosing none: the deposit goes without a bonus.
    cleanup();
    await renderPage();
    await user.click(await screen.findByRole('radio', { name: /Online payment/ }));
    await user.click(await screen.findByRole('radio', { name: /No bonus/ }));
    await user.type(screen.getByRole('textbox', { name: 'Amount (MYR)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ methodId: '2', amount: '250' });
    expect(sent[1]).not.toHaveProperty('bonusOfferId');
  });

  it('shows the outcome of the deposit the gateway returned the member for, updating until it settles', async () => {
    let asks = 0;
    serve({
      'GET /wps/cashier/deposit/records/50': () => {
        asks += 1;
        return {
          value: deposit({
            id: '50',
            kind: 'online',
            amount: '250.00',
            state: asks === 1 ? 'pending_payment' : 'credited',
            paymentUrl: asks === 1 ? 'http://localhost/sandbox-gateway/pay/sbx_x' : null,
          }),
        };
      },
    });
    act(() => openDialog('memberCentre', { page: 'depositv2', deposit: '50' }));
    await renderPage();
    const status = await screen.findByRole('region', { name: 'Deposit #50' });
    expect(await within(status).findByText(/Waiting for the payment service to confirm MYR 250\.00/)).toBeTruthy();
    expect(within(status).getByText('Awaiting payment')).toBeTruthy();
    expect(
      await within(status).findByText('MYR 250.00 has been credited to your balance.', {}, { timeout: 6_000 }),
    ).toBeTruthy();
    expect(within(status).getByText('Credited')).toBeTruthy();
    await userEvent.click(within(status).getByRole('button', { name: 'Make another deposit' }));
    expect(screen.queryByRole('region', { name: 'Deposit #50' })).toBeNull();
  });

  it('lists recent deposits with their states and the reason of a rejection', async () => {
    serve({
      'GET /wps/cashier/deposit/records': {
        value: {
          items: [
            deposit({ id: '3', state: 'rejected', reason: 'No transfer found', amount: '40.00' }),
            deposit({ id: '2', state: 'credited', amount: '1500.00' }),
            deposit({
              id: '1',
              kind: 'online',
              state: 'pending_payment',
              methodName: 'Online payment (sandbox)',
              paymentUrl: 'http://x/pay',
            }),
          ],
        },
      },
    });
    await renderPage();
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByText('Rejected')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Reason: No transfer found')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('MYR 1,500.00')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Credited')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByRole('button', { name: 'Continue payment' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText(/#3 · 2026-11-22 00:30:00/)).toBeTruthy();
  });

  it('offers a retry when the methods cannot be loaded', async () => {
    const api = serve({
      'GET /wps/cashier/deposit/methods': {
        status: 403,
        error: { code: 'in_need_true_account', message: 'Please use a real account.' },
      },
    });
    await renderPage();
    expect(await screen.findByText('Please use a real account.')).toBeTruthy();
    api.on('GET /wps/cashier/deposit/methods', { value: methods });
    await userEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByRole('radio', { name: /Bank transfer/ })).toBeTruthy();
  });
});
