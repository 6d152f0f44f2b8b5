import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDialog, openDialog } from '../../shared/dialogs';
import { getSession } from '../../shared/session';
import { GeneralDialogHost } from '../../shared/ui/general-dialog';
import {
  type FakeApi,
  installFakeApi,
  prepareFakeKeys,
  registerSettings,
  tinyPng,
  whitelabel,
} from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { AuthDialogs } from './auth-dialogs';
import { resetCaptcha } from './captcha-store';
import { setPendingLogin } from './pending-login';
import { rememberUser } from './remember-user';

let api: FakeApi;

const signIn = (overrides: Record<string, unknown> = {}) => ({
  token: 'tok-1',
  account: 'demo',
  merchant: 'demo',
  isAgent: 0,
  customerId: '1',
  memberLabel: [],
  firstTimeLogin: false,
  passwordExpired: false,
  firstSignIn: false,
  ...overrides,
});

beforeAll(() => prepareFakeKeys(), 30_000);

beforeEach(() => {
  rememberUser(null);
  setPendingLogin(null);
  api = installFakeApi({
    'GET /wps/system/whitelabel': { value: whitelabel('USERNAMEREG3', 'PWDEXPFORCECHANGE3') },
    'GET /wps/system/setting/register': {
      value: registerSettings({ password: { required: true, minLength: 6, maxLength: 20, patternId: 14 } }),
    },
    'GET /wps/captcha': { value: tinyPng },
  });
});

afterEach(() => {
  resetCaptcha();
  vi.unstubAllGlobals();
});

async function openLogin() {
  await renderPage(
    <>
      <AuthDialogs />
      <GeneralDialogHost />
    </>,
  );
  act(() => openDialog('login'));
  return screen.findByRole('dialog', { name: 'Log in' });
}

function fillAndSubmit(dialog: HTMLElement, username: string, password: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Username' }), { target: { value: username } });
  fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('login dialog', () => {
  it('asks for both fields before calling the server', async () => {
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(api.callsTo('POST /wps/session/login')).toHaveLength(0);
  });

  it('shows the captcha after a failure whose details ask for it, and sends it next time', async () => {
    api.on('POST /wps/session/login', ({ body }) =>
      (body as { captcha?: string }).captcha === '4321'
        ? { value: signIn() }
        : {
            status: 401,
            error: { code: 'wrong_credentials', message: 'Wrong account or password.', details: { captcha: true } },
          },
    );
    const dialog = await openLogin();
    expect(within(dialog).queryByRole('textbox', { name: 'Verification code' })).toBeNull();

    fillAndSubmit(dialog, '  demo ', 'wrong-pass');
    expect(await within(dialog).findByText('Wrong account or password.', {}, { timeout: 4000 })).toBeTruthy();
    const first = api.callsTo('POST /wps/session/login')[0]?.body as Record<string, unknown>;
    expect(first).toMatchObject({ username: 'demo', password: 'wrong-pass', type: 'username' });
    expect(first.captcha).toBeUndefined();

    const captcha = await within(dialog).findByRole('textbox', { name: 'Verification code' });
    const image = await within(dialog).findByAltText('Verification code image');
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${tinyPng}`);
    expect(within(dialog).getByRole('button', { name: 'Refresh code' })).toBeTruthy();

    // Required once shown.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(api.callsTo('POST /wps/session/login')).toHaveLength(1);

    fireEvent.change(captcha, { target: { value: '4321' } });
    fillAndSubmit(dialog, 'demo', 'right-pass');
    await waitFor(() => expect(getSession()?.token).toBe('tok-1'));
    expect(api.callsTo('POST /wps/session/login')[1]?.body).toMatchObject({ captcha: '4321' });
  });

  it('keeps no captcha after a failure that does not ask for one', async () => {
    api.on('POST /wps/session/login', {
      status: 401,
      error: { code: 'wrong_credentials', message: 'Wrong account or password.', details: { captcha: false } },
    });
    const dialog = await openLogin();
    fillAndSubmit(dialog, 'demo', 'nope');
    expect(await within(dialog).findByText('Wrong account or password.', {}, { timeout: 4000 })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Verification code' })).toBeNull();
  });

  it('remembers the username (never the password) for the next visit when asked', async () => {
    api.on('POST /wps/session/login', { value: signIn() });
    const dialog = await openLogin();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    fillAndSubmit(dialog, 'demo', 'secret-pass');
    await waitFor(() => expect(getSession()).not.toBeNull());
    expect(document.cookie).toContain('gemilang_last_user=demo');
    expect(document.cookie).not.toContain('secret-pass');
  });

  it('opens the forced change for a first login, holds the session back until the change, then signs in', async () => {
    api.on('POST /wps/session/login', { value: signIn({ token: 'tok-pending', firstTimeLogin: true }) });
    api.on('POST /wps/member/password', ({ headers }) =>
      headers.Authorization === 'Bearer tok-pending'
        ? { value: { token: 'tok-after' } }
        : { status: 401, error: { code: 'token_required', message: 'no token' } },
    );
    const dialog = await openLogin();
    fillAndSubmit(dialog, 'demo', '123456');

    const change = await screen.findByRole('dialog', { name: 'Change password' }, { timeout: 4000 });
    expect(within(change).getByText(/replace the default or temporary password/)).toBeTruthy();
    expect(within(change).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(change, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(getSession()).toBeNull();

    fireEvent.change(within(change).getByLabelText('Current password'), { target: { value: '123456' } });
    fireEvent.change(within(change).getByLabelText('New password'), { target: { value: 'better99' } });
    fireEvent.change(within(change).getByLabelText('Confirm password'), { target: { value: 'better98' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Save' }));
    expect(await within(change).findByText('The passwords do not match.')).toBeTruthy();

    fireEvent.change(within(change).getByLabelText('Confirm password'), { target: { value: 'better99' } });
    fireEvent.click(within(change).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getSession()?.token).toBe('tok-after'), { timeout: 4000 });
    expect(api.callsTo('POST /wps/member/password')[0]?.body).toEqual({
      oldPassword: '123456',
      newPassword: 'better99',
      confirmNewPassword: 'better99',
    });
    expect(getDialog().name).toBeNull();
  });

  it('forces the change for an expired password only with PWDEXPFORCECHANGE3', async () => {
    api.on('GET /wps/system/whitelabel', { value: whitelabel('USERNAMEREG3') });
    api.on('POST /wps/session/login', { value: signIn({ passwordExpired: true }) });
    const dialog = await openLogin();
    fillAndSubmit(dialog, 'demo', 'old-pass1');
    await waitFor(() => expect(getSession()?.token).toBe('tok-1'), { timeout: 4000 });
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
  });

  it('offers SMS login and free play only when their modules are on', async () => {
    const dialog = await openLogin();
    await waitFor(() => expect(api.callsTo('GET /wps/system/whitelabel')).toHaveLength(1));
    expect(within(dialog).queryByRole('tab', { name: 'SMS login' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Free play' })).toBeNull();
  });

  it('signs in by SMS code with the mobile number as the username, never forcing a change', async () => {
    api.on('GET /wps/system/whitelabel', { value: whitelabel('MOBILEVERCODELOGIN3', 'FREEPLAY3') });
    api.on('POST /wps/verification/sms/noLogin', { value: { expiredMinutes: 5, resendSeconds: 60 } });
    api.on('POST /wps/session/login', { value: signIn({ firstTimeLogin: true }) });
    const dialog = await openLogin();
    expect(await within(dialog).findByRole('button', { name: 'Free play' })).toBeTruthy();
    const tab = within(dialog).getByRole('tab', { name: 'SMS login' });
    fireEvent.mouseDown(tab);
    fireEvent.click(tab);
    const mobile = await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    fireEvent.change(mobile, { target: { value: '0123456789' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Get code' }));
    expect(await within(dialog).findByRole('button', { name: /^\d+ s$/ })).toHaveProperty('disabled', true);
    expect(api.callsTo('POST /wps/verification/sms/noLogin')[0]?.body).toEqual({
      mobileNum: '0123456789',
      countryDialingCode: '60',
    });

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'SMS code' }), { target: { value: '654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(getSession()?.token).toBe('tok-1'), { timeout: 4000 });
    expect(api.callsTo('POST /wps/session/login')[0]?.body).toMatchObject({
      username: '0123456789',
      password: '654321',
      type: 'sms',
      countryDialingCode: '60',
    });
    expect(screen.queryByRole('dialog', { name: 'Change password' })).toBeNull();
  });
});
