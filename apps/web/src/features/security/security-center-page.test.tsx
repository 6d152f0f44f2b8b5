import type { TSecurityOverview } from '@gemilang/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../shared/i18n';
import { type Session, setSession } from '../../shared/session';
import { GeneralDialogHost } from '../../shared/ui/general-dialog';
import { type FakeApi, installFakeApi, prepareFakeKeys, registerSettings } from '../../test/fake-api';
import { SecurityCenterPage } from './security-center-page';

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

function overview(overrides: Partial<TSecurityOverview> = {}): TSecurityOverview {
  return {
    account: 'demo',
    nickname: 'Lucky',
    payeeName: 'Demo Player',
    birthday: null,
    mobile: { masked: '60*******89', verified: true },
    email: { masked: '', verified: false },
    paymentPasswordSet: false,
    paymentPasswordLockedMinutes: 0,
    passwordChangedAt: '2026-11-01T00:00:00.000Z',
    avatar: { avatar: '/avatars/avatar-01.svg', avatarType: 'STATIC' },
    bankAccounts: [
      {
        id: '11',
        bankName: 'Maybank',
        accountNumber: '**** 9012',
        accountName: 'Demo Player',
        addedAt: '2026-11-02T00:00:00.000Z',
      },
    ],
    maxBankAccounts: 5,
    ...overrides,
  };
}

/** A visible label carries a star when the field is required. */
const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);

let api: FakeApi;
function serve(page: TSecurityOverview = overview()) {
  api = installFakeApi({
    'GET /wps/member/security': { value: page },
    'GET /wps/system/setting/register': {
      value: registerSettings({
        password: { minLength: 6, maxLength: 20, patternId: 14 },
        paymentPassword: { enabled: false, minLength: 6, maxLength: 6, patternId: 6 },
        mobileNum: { minLength: 8, maxLength: 12, patternId: 6 },
        email: { minLength: 6, maxLength: 50, patternId: 3 },
        payeeName: { minLength: 2, maxLength: 50, patternId: 12 },
      }),
    },
  });
  return api;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SecurityCenterPage />
      <GeneralDialogHost />
    </QueryClientProvider>,
  );
}

beforeAll(() => prepareFakeKeys());
beforeEach(async () => {
  localStorage.clear();
  await changeLanguage('en');
  setSession(session);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('SecurityCenterPage', () => {
  it('shows the profile and the state of every setting', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeTruthy();
    expect(await screen.findByText('Lucky')).toBeTruthy();
    expect(screen.getByText('Account: demo')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your avatar' }).getAttribute('src')).toBe('/avatars/avatar-01.svg');
    const settings = screen.getByRole('list', { name: 'Security settings' });
    expect(within(settings).getByText('60*******89')).toBeTruthy();
    expect(within(settings).getByText('Verified')).toBeTruthy();
    expect(within(settings).getByRole('button', { name: 'Set Payment password' })).toBeTruthy();
    expect(within(settings).getByRole('button', { name: 'Bind E-mail address' })).toBeTruthy();
    expect(within(settings).getByRole('button', { name: 'Change Mobile number' })).toBeTruthy();
    const accounts = screen.getByRole('list', { name: 'Your bank accounts' });
    expect(within(accounts).getByText('Maybank')).toBeTruthy();
    expect(screen.getByText('1 of 5')).toBeTruthy();
  });

  it('offers a retry when the page cannot be read', async () => {
    api = installFakeApi({
      'GET /wps/member/security': { status: 500, error: { code: 'internal_error', message: 'System error.' } },
    });
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.on('GET /wps/member/security', { value: overview() });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lucky')).toBeTruthy();
  });

  it('sets the payment password, checking the rule first and sending it encrypted', async () => {
    serve();
    api.on('POST /wps/member/payment-password', { value: { ok: true } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Set Payment password' }));
    const panel = within(screen.getByRole('region', { name: 'Payment password' }));
    await userEvent.type(panel.getByLabelText(label('Login password')), 'demo-pass-2026');
    await userEvent.type(panel.getByLabelText(label('Payment password')), '12ab');
    await userEvent.type(panel.getByLabelText(label('Confirm payment password')), '12ab');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('6 digits, digits only.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/payment-password')).toHaveLength(0);

    await userEvent.clear(panel.getByLabelText(label('Payment password')));
    await userEvent.type(panel.getByLabelText(label('Payment password')), '135790');
    await userEvent.clear(panel.getByLabelText(label('Confirm payment password')));
    await userEvent.type(panel.getByLabelText(label('Confirm payment password')), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('Your payment password has been set.')).toBeTruthy();
    const [call] = api.callsTo('POST /wps/member/payment-password');
    expect(call?.body).toEqual({
      password: 'demo-pass-2026',
      paymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });

  it('shows a wrong old payment password beside its field with the tries left', async () => {
    serve(overview({ paymentPasswordSet: true }));
    api.on('PUT /wps/member/payment-password', {
      status: 422,
      error: { code: 'payment_password_wrong', message: 'Wrong payment password. 4 tries left.' },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Payment password' }));
    const panel = within(screen.getByRole('region', { name: 'Payment password' }));
    await userEvent.type(panel.getByLabelText(label('Current payment password')), '000000');
    await userEvent.type(panel.getByLabelText(label('New payment password')), '246802');
    await userEvent.type(panel.getByLabelText(label('Confirm new payment password')), '246802');
    await userEvent.click(screen.getByRole('button', { name: 'Change payment password' }));
    const field = panel.getByLabelText(label('Current payment password'));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Wrong payment password. 4 tries left.')).toBeTruthy();
  });

  it('sends a code to the new number and counts down before another', async () => {
    serve();
    api.on('POST /wps/member/mobile/verification', { value: { expiredMinutes: 5, resendSeconds: 60 } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change Mobile number' }));
    const panel = within(screen.getByRole('region', { name: 'Mobile number' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/mobile/verification')).toHaveLength(0);

    await userEvent.type(panel.getByLabelText(label('Mobile number')), '0123456789');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    const countdown = await screen.findByRole('button', { name: /Resend in \d+s/ });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('A code has been sent. It is valid for 5 minutes.');
    expect(api.callsTo('POST /wps/member/mobile/verification')[0]?.body).toEqual({
      mobileNum: '0123456789',
      countryDialingCode: '60',
    });
  });

  it('puts a payee-name refusal beside the name, and removes an account after asking', async () => {
    serve(overview({ payeeName: '' }));
    api.on('POST /wps/member/bank-accounts', {
      status: 422,
      error: { code: 'invalid_payee_name', message: 'Invalid payee name.' },
    });
    api.on('DELETE /wps/member/bank-accounts/11', { value: { ok: true } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add bank account' }));
    const form = screen.getByRole('form', { name: 'Add bank account' });
    await userEvent.type(within(form).getByLabelText(label('Bank name')), 'CIMB');
    await userEvent.type(within(form).getByLabelText(label('Account number')), '12');
    await userEvent.type(within(form).getByLabelText(label('Account holder name')), 'Someone Else');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByText('Enter 6 to 20 digits.')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText(label('Account number')), '3456-78');
    await userEvent.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByText('Invalid payee name.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/bank-accounts')[0]?.body).toEqual({
      bankName: 'CIMB',
      accountNumber: '12345678',
      accountName: 'Someone Else',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Maybank **** 9012' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this bank account?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.callsTo('DELETE /wps/member/bank-accounts/11')).toHaveLength(1));
  });

  it('refuses a file that is not a PNG or JPEG before uploading it', async () => {
    serve();
    api.on('GET /wps/member/avatars', {
      value: {
        items: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ name: `avatar-0${n}`, url: `/avatars/avatar-0${n}.svg` })),
      },
    });
    api.on('PUT /wps/member/avatar', { value: { avatar: '/avatars/avatar-03.svg', avatarType: 'STATIC' } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change avatar' }));
    const current = await screen.findByRole('button', { name: 'Avatar 1' });
    expect(current.getAttribute('aria-pressed')).toBe('true');

    const input = screen.getByLabelText(label('Upload your own'));
    await userEvent.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await screen.findByText('Choose a PNG or JPEG image.')).toBeTruthy();
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    expect(await screen.findByText('The image is larger than 5 MB.')).toBeTruthy();
    expect(api.callsTo('POST /wps/member/uploads')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Avatar 3' }));
    await waitFor(() =>
      expect(api.callsTo('PUT /wps/member/avatar')[0]?.body).toEqual({ avatarType: 'STATIC', avatar: 'avatar-03' }),
    );
  });
});
