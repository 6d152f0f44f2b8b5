import type { TProtection } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { installFakeApi, prepareFakeKeys } from '../../test/fake-api';
import { ResponsibleGamingPage } from './responsible-gaming-page';

// The member centre's Responsible gaming page (docs/product.md, Player protection). Proved able to fail: with the
// form sending '' instead of null for an empty field, the first test's body check went red.

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const member: Session = {
  token: 'token-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '7',
  memberLabel: [],
};

const none = { limit: null, pending: null, used: '0.00', left: null };
function protection(overrides: Partial<TProtection> = {}): TProtection {
  return {
    limits: {
      day: { limit: '500.00', pending: null, used: '200.00', left: '300.00' },
      week: {
        limit: '1000.00',
        pending: { limit: '3000.00', from: '2026-12-08T04:00:00.000Z' },
        used: '200.00',
        left: '800.00',
      },
      month: none,
    },
    exclusion: null,
    ...overrides,
  };
}

function serve(state: TProtection = protection()) {
  let current = state;
  return installFakeApi({
    'GET /wps/system/status': { value: siteStatus() },
    'GET /wps/member/protection': () => ({ value: current }),
    'PUT /wps/member/protection/limits': () => ({ value: current }),
    'POST /wps/member/protection/exclusion': (request) => {
      const body = request.body as { choice: string; password: string };
      if (body.password !== 'right-pass') {
        return {
          status: 422,
          error: { code: 'protection_password_wrong', message: 'The password is wrong. Nothing was changed.' },
        };
      }
      current = {
        ...current,
        exclusion: { kind: 'cooling_off', until: '2026-12-14T04:00:00.000Z', takenAt: '2026-12-07T04:00:00.000Z' },
      };
      return { value: current };
    },
  });
}

async function renderPage(language: 'en' | 'ms' = 'en') {
  await changeLanguage(language);
  setSession(member);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResponsibleGamingPage />
    </QueryClientProvider>,
  );
}

beforeAll(() => prepareFakeKeys());
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('responsible gaming page', () => {
  it('shows each limit with what is left and a raise waiting, and saves the three limits (empty is none)', async () => {
    const api = serve();
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Deposit limits form' });
    expect(screen.getByText('MYR 300.00')).toBeTruthy();
    expect(screen.getByText('Rises to MYR 3,000.00 on 2026-12-08 12:00:00')).toBeTruthy();
    // The form starts with the raise waiting, so saving unchanged keeps its 24 hours.
    const week = within(form).getByRole('textbox', { name: 'Limit for 7 days (MYR)' });
    expect((week as HTMLInputElement).value).toBe('3000.00');
    const day = within(form).getByRole('textbox', { name: 'Limit for 24 hours (MYR)' });
    await userEvent.clear(day);
    await userEvent.type(day, '200');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('Saved. Lower limits apply now; higher ones in 24 hours.')).toBeTruthy();
    expect(api.callsTo('PUT /wps/member/protection/limits').map((c) => c.body)).toEqual([
      { day: '200', week: '3000.00', month: null },
    ]);
  });

  it('puts a refused amount under its field', async () => {
    const api = serve();
    api.on('PUT /wps/member/protection/limits', {
      status: 400,
      error: {
        code: 'amount_not_a_number',
        message: 'Enter an amount.',
        details: [{ field: 'month', reason: 'not_a_number', message: 'Enter an amount.' }],
      },
    });
    await renderPage();
    const form = await screen.findByRole('form', { name: 'Deposit limits form' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Limit for 30 days (MYR)' }), 'abc');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await within(form).findByText('Enter an amount.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Limit for 30 days (MYR)' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('takes a break only after a confirmation that says it cannot be undone and the right password', async () => {
    const api = serve();
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose how long first.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: '7 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm: 7 days' });
    expect(within(dialog).getByText(/cannot be shortened or undone/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('Enter your login password to confirm.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/protection/exclusion')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Your login password/), 'wrong');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The password is wrong. Nothing was changed.')).toBeTruthy();

    const password = within(dialog).getByLabelText(/^Your login password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'right-pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/You are on a break until 2026-12-14 12:00:00\./)).toBeTruthy();
    expect(api.callsTo('POST /wps/member/protection/exclusion').map((c) => c.body)).toEqual([
      { choice: 'cooling_off_7d', password: 'wrong' },
      { choice: 'cooling_off_7d', password: 'right-pass' },
    ]);
  });

  it('speaks Malay and says a permanent exclusion cannot be lifted', async () => {
    serve(protection({ exclusion: { kind: 'self_exclusion', until: null, takenAt: '2026-12-07T04:00:00.000Z' } }));
    await renderPage('ms');
    expect(await screen.findByText(/Anda telah mengecualikan diri selama-lamanya\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Had deposit' })).toBeTruthy();
  });
});
