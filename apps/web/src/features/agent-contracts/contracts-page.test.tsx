import type { TContract } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { ContractsPage } from './contracts-page';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PATH = 'POST /wps/relay/MCS2_processDailySalContract';
const base: TContract = {
  id: '11',
  kind: 'daily_wage',
  period: 'daily',
  status: 'offered',
  upline: 'bigboss',
  downline: 'me',
  tiers: [
    { minValidBet: '1000.00', minTeamLoss: null, minActive: null, rate: '0.50' },
    { minValidBet: '5000.00', minTeamLoss: null, minActive: 3, rate: '0.80' },
  ],
  topRate: '0.80',
  offeredAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  endedAt: null,
  endReason: null,
};

function serve(handler: (body: { action: string; contractId?: string }) => unknown) {
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    [PATH]: (request) => ({ value: handler(request.body as { action: string }) }),
  });
}

async function renderPage() {
  await changeLanguage('en');
  setSession({ token: 'token-1', account: 'me', merchant: 'demo', isAgent: 1, customerId: '7', memberLabel: [] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContractsPage kind="daily_wage" />
    </QueryClientProvider>,
  );
}

afterEach(() => setSession(null));

describe('an agent’s contracts', () => {
  it('shows the upline’s offer with its tiers, and signing it shows the signed contract', async () => {
    const api = serve(({ action }) => {
      const signed = action === 'sign';
      const contract = signed ? { ...base, status: 'signed', decidedAt: '2026-11-23T11:00:00.000Z' } : base;
      return {
        contract: signed ? contract : null,
        contracts: {
          kind: 'daily_wage',
          mine: signed ? contract : null,
          offeredToMe: signed ? null : contract,
          downlines: [],
        },
      };
    });
    await renderPage();
    const offer = await screen.findByRole('article', { name: 'Offer from bigboss' });
    const tiers = within(offer).getByRole('table', { name: 'Tiers of Offer from bigboss' });
    expect(within(tiers).getByText('valid bets 5,000.00 · 3 active members')).toBeTruthy();
    expect(within(tiers).getByText('0.80%')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Sign' }));
    // The terms are shown again, and nothing is signed before the agent confirms.
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign the contract offered by bigboss?' });
    expect(within(confirm).getByText('0.80%')).toBeTruthy();
    const signs = () => api.callsTo(PATH).filter((call) => (call.body as { action?: string }).action === 'sign');
    expect(signs()).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Sign the contract' }));
    expect(await screen.findByRole('article', { name: 'My contract with bigboss' })).toBeTruthy();
    expect(api.callsTo(PATH).at(-1)?.body).toEqual({ action: 'sign', contractId: '11' });
  });

  it('terminates a signed contract only after a second press', async () => {
    const signed = { ...base, status: 'signed' as const };
    const api = serve(({ action }) => ({
      contract: null,
      contracts: { kind: 'daily_wage', mine: action === 'terminate' ? null : signed, offeredToMe: null, downlines: [] },
    }));
    await renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Terminate' }));
    expect(api.callsTo(PATH).map((c) => (c.body as { action: string }).action)).toEqual(['list']);
    await user.click(screen.getByRole('button', { name: 'Confirm termination' }));
    expect(await screen.findByText('You have no contract of this kind with your upline.')).toBeTruthy();
  });

  it('offers a contract with its tiers to a downline, and shows the server’s refusal in words', async () => {
    const none = { kind: 'daily_wage', mine: null, offeredToMe: null, downlines: [] };
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      [PATH]: (request) =>
        (request.body as { action: string }).action === 'offer'
          ? {
              status: 422,
              error: {
                code: 'contract_rate_above_upline',
                message: 'The rate is higher than your own contract with your upline allows.',
              },
            }
          : { value: { contract: null, contracts: none } },
    });
    await renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Offer a contract' });
    await user.type(within(form).getByRole('textbox', { name: /Downline agent's username/ }), 'kid');
    await user.type(within(form).getByRole('textbox', { name: 'Tier 1: valid bets from' }), '1000');
    await user.type(within(form).getByRole('textbox', { name: /Tier 1: rate/ }), '0.9');
    await user.click(within(form).getByRole('button', { name: 'Send the offer' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'The rate is higher than your own contract with your upline allows.',
    );
    expect(api.callsTo(PATH).at(-1)?.body).toEqual({
      action: 'offer',
      downline: 'kid',
      tiers: [{ minValidBet: '1000', rate: '0.9' }],
    });
  });
});
