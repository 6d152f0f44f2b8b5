import type { TVendorWallets } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { type FakeHandler, type FakeReply, installFakeApi } from '../../test/fake-api';
import { GameRecallPage } from './game-recall-page';
import { MyWalletPage } from './my-wallet-page';

/**
 * The member centre's "my wallet" and game recall pages against a fake server whose every reply passes
 * through the contract. Checked to fail: with the vendor card's balance drawn as `money(vendor.balance ?? '0')`
 * "shows a vendor that did not answer as unavailable" went red (MYR 0.00 shown), and with the transfer's
 * direction hard-wired to 'in' the transfer-out test went red (the body said in).
 */
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

function wallets(overrides: Partial<TVendorWallets> = {}): TVendorWallets {
  return {
    currency: 'MYR',
    exponent: 2,
    balance: '400.00',
    vendors: [
      { vassalage: 'GEMTW', name: 'Gemilang Transfer (demo)', status: 'active', balance: '100.00', pending: 0 },
    ],
    asOf: '2026-11-24T09:00:00.000Z',
    ...overrides,
  };
}

function serve(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'POST /wps/relay/GCS_vendorWallets': { value: wallets() },
    ...routes,
  });
}

async function renderPage(page: React.ReactNode, lang: 'en' | 'ms' = 'en') {
  await changeLanguage(lang);
  setSession(session);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

describe('MyWalletPage', () => {
  it('shows the main wallet and each vendor, and moves money in with the member key', async () => {
    const api = serve({
      'POST /wps/relay/GCS_walletTransfer': {
        value: {
          balance: '350.00',
          transfers: [{ id: '9', vassalage: 'GEMTW', direction: 'in', amount: '50.00', state: 'done', failure: null }],
        },
      },
    });
    await renderPage(<MyWalletPage />);
    expect(await screen.findByRole('heading', { name: 'My wallet' })).toBeTruthy();
    expect((await screen.findByTestId('main-balance')).textContent).toBe('MYR 400.00');
    expect(screen.getByTestId('vendor-balance-GEMTW').textContent).toBe('MYR 100.00');

    await userEvent.click(screen.getByRole('button', { name: 'Transfer in to Gemilang Transfer (demo)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer in' }));
    expect((await screen.findByRole('status')).textContent).toContain('MYR 50.00 moved to GEMTW.');
    const sent = api.calls.find((r) => r.path === '/wps/relay/GCS_walletTransfer');
    expect(sent?.body).toMatchObject({ action: 'in', vassalage: 'GEMTW', amount: '50' });
    expect((sent?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('moves money out, says a transfer waiting for the vendor is on its way, and reads balances again', async () => {
    const api = serve({
      'POST /wps/relay/GCS_walletTransfer': {
        value: {
          balance: '400.00',
          transfers: [
            { id: '10', vassalage: 'GEMTW', direction: 'out', amount: '100.00', state: 'pending', failure: null },
          ],
        },
      },
    });
    await renderPage(<MyWalletPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer out of Gemilang Transfer (demo)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fill in the whole balance' }));
    await userEvent.click(screen.getByRole('button', { name: 'Transfer out' }));
    expect((await screen.findByRole('status')).textContent).toContain('The provider has not confirmed it yet');
    expect(api.calls.find((r) => r.path === '/wps/relay/GCS_walletTransfer')?.body).toMatchObject({
      action: 'out',
      amount: '100.00',
    });
    await waitFor(() =>
      expect(api.calls.filter((r) => r.path === '/wps/relay/GCS_vendorWallets').length).toBeGreaterThan(1),
    );
  });

  it('shows the server refusal and sends nothing for a bad amount', async () => {
    const api = serve({
      'POST /wps/relay/GCS_walletTransfer': {
        status: 422,
        error: {
          code: 'vendor_balance_insufficient',
          message: 'This game wallet holds less than that amount. Nothing was moved.',
        },
      },
    });
    await renderPage(<MyWalletPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Transfer out of Gemilang Transfer (demo)' }));
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    await userEvent.type(amount, '1.234');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer out' }));
    expect(await screen.findByText('This currency does not have that many decimal places.')).toBeTruthy();
    expect(api.calls.some((r) => r.path === '/wps/relay/GCS_walletTransfer')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game wallet holds less than that amount. Nothing was moved.',
    );
  });

  it('shows a vendor that did not answer as unavailable, and all back in Malay', async () => {
    const api = serve({
      'POST /wps/relay/GCS_vendorWallets': {
        value: wallets({
          vendors: [
            { vassalage: 'GEMTW', name: 'Gemilang Transfer (demo)', status: 'active', balance: null, pending: 1 },
          ],
        }),
      },
      'POST /wps/relay/GCS_walletTransfer': { value: { balance: '400.00', transfers: [] } },
    });
    await renderPage(<MyWalletPage />, 'ms');
    expect((await screen.findByTestId('vendor-balance-GEMTW')).textContent).toBe('Tidak tersedia');
    expect(screen.getByText('1 pemindahan menunggu pengesahan penyedia')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Semua kembali ke dompet utama' }));
    expect((await screen.findByRole('status')).textContent).toContain('Dompet permainan anda kosong');
    expect(api.calls.find((r) => r.path === '/wps/relay/GCS_walletTransfer')?.body).toMatchObject({
      action: 'allBack',
    });
  });
});

describe('GameRecallPage', () => {
  it('lists the rounds with their steps and a verify link that carries the seeds', async () => {
    serve({
      'POST /wps/relay/GCS_gameRecall': {
        value: {
          currency: 'MYR',
          exponent: 2,
          rounds: [
            {
              id: '4',
              gameCode: 'GM_ROULETTE_EU',
              gameName: 'European Roulette',
              state: 'ended',
              stake: '10.00',
              payout: '20.00',
              stakeMinor: null,
              bets: [{ type: 'red', numbers: [], stake: '10.00', outcome: 'won', payout: '20.00' }],
              outcome: { game: 'roulette', spin: { pocket: 3 } },
              commitment: 'a'.repeat(64),
              clientSeed: 'lucky',
              nonce: 7,
              serverSeed: null,
              playedAt: '2026-11-24T08:00:00.000Z',
            },
          ],
        },
      },
    });
    await renderPage(<GameRecallPage />);
    const list = await screen.findByRole('list', { name: 'Recent rounds' });
    expect(within(list).getByText('European Roulette')).toBeTruthy();
    // 08:00 UTC is 16:00 in the brand's zone (Kuala Lumpur), 24-hour, whatever the device's zone.
    expect(await within(list).findByText('2026-11-24 16:00:00', { exact: false })).toBeTruthy();
    const link = within(list).getByRole('link', { name: 'Verify round 7 of European Roulette' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/play/verify');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({
      game: 'GM_ROULETTE_EU',
      clientSeed: 'lucky',
      nonce: '7',
      result: '3',
      commitment: 'a'.repeat(64),
    });
  });
});
