import type { TTransferUplineInfo } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { closeDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fake-api';
import { TransferUplinePage } from './transfer-upline-page';

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

function info(overrides: Partial<TTransferUplineInfo> = {}): TTransferUplineInfo {
  return {
    upline: 'demoagent',
    currency: 'MYR',
    exponent: 2,
    available: '500.00',
    minAmount: '1.00',
    maxAmount: '100000.00',
    maxNow: '500.00',
    paymentPasswordSet: true,
    ...overrides,
  };
}

function serve(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/cashier/transfer-upline': { value: info() },
    ...routes,
  });
}

async function renderPage() {
  await changeLanguage('en');
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TransferUplinePage />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  setSession(null);
  closeDialog();
  vi.unstubAllGlobals();
});

describe('TransferUplinePage', () => {
  it('names the upline, sends the amount with the payment password and shows the new balance', async () => {
    const api = serve({
      'POST /wps/cashier/transfer-upline': {
        value: {
          id: '5',
          amount: '75.25',
          currency: 'MYR',
          upline: 'demoagent',
          balance: '424.75',
          createdAt: '2026-11-21T16:30:00.000Z',
        },
      },
    });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'Transfer to upline' })).toBeTruthy();
    expect((await screen.findByTestId('upline-name')).textContent).toBe('demoagent');
    expect(screen.getByText('MYR 500.00')).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '75.25');
    await userEvent.type(screen.getByLabelText(/^Payment password/), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    // Nothing is sent before the member confirms what will happen: the amount and to whom.
    const confirm = await screen.findByRole('alertdialog', { name: 'Transfer to demoagent?' });
    expect(confirm.textContent).toContain('MYR 75.25 will leave your balance for demoagent.');
    expect(api.callsTo('POST /wps/cashier/transfer-upline')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Transfer MYR 75.25' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'MYR 75.25 sent to demoagent. Your balance is now MYR 424.75.',
    );
    const [sent] = api.callsTo('POST /wps/cashier/transfer-upline');
    expect(sent?.body).toMatchObject({ amount: '75.25', paymentPassword: '135790' });
  });

  it('checks the amount first and shows a refusal from the server', async () => {
    const api = serve({
      'POST /wps/cashier/transfer-upline': {
        status: 429,
        error: {
          code: 'payment_password_locked',
          message: 'Too many wrong payment passwords. Try again in 30 minutes.',
        },
      },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Enter an amount.')).toBeTruthy();
    expect(screen.getByText('Enter your payment password.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Your balance is not enough for this amount.')).toBeTruthy();
    expect(api.callsTo('POST /wps/cashier/transfer-upline')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByLabelText(/^Payment password/), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    // Cancel sends nothing; confirming again sends it.
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.callsTo('POST /wps/cashier/transfer-upline')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Transfer MYR 500.00' }),
    );
    expect(await screen.findByText('Too many wrong payment passwords. Try again in 30 minutes.')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST /wps/cashier/transfer-upline')[0]?.body).toMatchObject({ amount: '500.00' }),
    );
  });

  it('tells a member without an upline that there is no one to transfer to', async () => {
    serve({ 'GET /wps/cashier/transfer-upline': { value: info({ upline: null }) } });
    await renderPage();
    expect(await screen.findByRole('heading', { name: 'You have no upline' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
  });
});
