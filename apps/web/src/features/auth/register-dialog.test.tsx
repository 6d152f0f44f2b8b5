import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDialog } from '../../shared/dialogs';
import { changeLanguage } from '../../shared/i18n';
import { getSession } from '../../shared/session';
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

let api: FakeApi;

const settings = registerSettings({
  username: { required: true, minLength: 6, maxLength: 16, patternId: 1 },
  password: { required: true, minLength: 6, maxLength: 20, patternId: 14 },
  email: { required: false, minLength: 6, maxLength: 50, patternId: 3 },
  affiliateCode: { required: false, minLength: 4, maxLength: 16, patternId: 4 },
  captcha: { required: true, minLength: 4, maxLength: 4, patternId: 6 },
  // qqNum, payeeName, mobileNum… stay disabled.
});

beforeAll(() => prepareFakeKeys(), 30_000);

beforeEach(() => {
  api = installFakeApi({
    'GET /wps/system/whitelabel': { value: whitelabel('USERNAMEREG3') },
    'GET /wps/system/setting/register': { value: settings },
    'GET /wps/captcha': { value: tinyPng },
  });
});

afterEach(() => {
  resetCaptcha();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function openRegister() {
  await renderPage(<AuthDialogs />);
  act(() => openDialog('register'));
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('textbox', { name: 'Username' });
  return dialog;
}

describe('register dialog', () => {
  it('says why when the server draws no captcha picture for this address', async () => {
    api.on('GET /wps/captcha', {
      status: 429,
      error: { code: 'rate_limited', message: 'Too many requests. Please slow down and try again.' },
    });
    const dialog = await openRegister();
    expect(
      await within(dialog).findByText('Too many requests. Please slow down and try again.', {}, { timeout: 3000 }),
    ).toBeTruthy();
  });

  it('shows only the fields the settings enable, with a star in the placeholder of required ones', async () => {
    const dialog = await openRegister();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(username.getAttribute('placeholder')).toBe('* Username');
    expect(within(dialog).getByLabelText('Password', { exact: true })).toBeTruthy();
    expect(within(dialog).getByLabelText('Confirm password')).toBeTruthy();
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('placeholder')).toBe('E-mail');
    expect(within(dialog).getByRole('textbox', { name: 'Verification code' })).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'QQ number' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Full name' })).toBeNull();
    expect(within(dialog).queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    // MOBILENUMREG3 is off: no tabs.
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(await within(dialog).findByAltText('Verification code image')).toBeTruthy();
  });

  it('words a broken rule with its pattern message and the length range, and re-words it on a language switch', async () => {
    const dialog = await openRegister();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    fireEvent.change(username, { target: { value: '1abc' } });
    fireEvent.blur(username);
    expect(
      await within(dialog).findByText('6 - 16 characters: start with a letter, then letters and digits only.'),
    ).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');

    // A captcha's range with min = max is the single number.
    const captcha = within(dialog).getByRole('textbox', { name: 'Verification code' });
    fireEvent.change(captcha, { target: { value: '12a' } });
    fireEvent.blur(captcha);
    expect(await within(dialog).findByText('4 digits, digits only.')).toBeTruthy();

    await act(() => changeLanguage('ms'));
    expect(
      await screen.findByText('6 - 16 aksara: bermula dengan huruf, kemudian huruf dan nombor sahaja.'),
    ).toBeTruthy();
    expect(screen.getByText('4 digit, nombor sahaja.')).toBeTruthy();
    expect(screen.queryByText('4 digits, digits only.')).toBeNull();

    await act(() => changeLanguage('zh'));
    expect(await screen.findByText('6 - 16 个字符：以字母开头，仅限字母和数字。')).toBeTruthy();
  });

  it('checks the affiliate code first and words a refusal as invitation_code_error', async () => {
    api.on('GET /wps/agent/affiliate', { status: 422, error: { code: 'invitation_code_error', message: 'x' } });
    const dialog = await openRegister();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Username' }), { target: { value: 'player01' } });
    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Invitation code' }), { target: { value: 'NOPE1' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Verification code' }), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    expect(await within(dialog).findByText('The invitation code is not valid.')).toBeTruthy();
    expect(api.callsTo('GET /wps/agent/affiliate')[0]?.query.get('code')).toBe('NOPE1');
    expect(api.callsTo('PUT /wps/member/register')).toHaveLength(0);
  });

  it('refuses to send without the age and terms agreement, then registers and signs in', async () => {
    api.on('PUT /wps/member/register', ({ body }) => ({
      value: {
        account: (body as { username: string }).username,
        session: {
          token: 'tok-new',
          account: 'player01',
          merchant: 'demo',
          isAgent: 0,
          customerId: '7',
          memberLabel: [],
          firstTimeLogin: false,
          passwordExpired: false,
          firstSignIn: true,
        },
      },
    }));
    const dialog = await openRegister();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Username' }), { target: { value: ' player01 ' } });
    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Verification code' }), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(
      await within(dialog).findByText('Please confirm your age and agree to the Terms and Privacy Policy.'),
    ).toBeTruthy();
    expect(api.callsTo('PUT /wps/member/register')).toHaveLength(0);

    fireEvent.click(
      within(dialog).getByRole('checkbox', {
        name: /^I am 18 or older and agree to the Terms and Privacy Policy\s?\.$/,
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(getSession()?.token).toBe('tok-new'));
    // Straight from registering, the site knows this member is new (the home page greets them so).
    expect(getSession()?.firstSignIn).toBe(true);
    const sent = api.callsTo('PUT /wps/member/register')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      username: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      captcha: '1234',
      agreeTerms: true,
      login: true,
      registerMethod: 'WEB',
      domain: window.location.host,
    });
    expect(sent).not.toHaveProperty('qqNum');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).toBeNull());
  });

  it('puts a server refusal next to its field and refreshes the captcha', async () => {
    api.on('PUT /wps/member/register', {
      status: 409,
      error: { code: 'username_taken', message: 'That username is taken.' },
    });
    const dialog = await openRegister();
    await within(dialog).findByAltText('Verification code image');
    const captchasBefore = api.callsTo('GET /wps/captcha').length;
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Username' }), { target: { value: 'player01' } });
    fireEvent.change(within(dialog).getByLabelText('Password', { exact: true }), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm password'), { target: { value: 'abc123' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Verification code' }), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(await within(dialog).findByText('That username is taken.')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /wps/captcha').length).toBe(captchasBefore + 1), { timeout: 2500 });
    expect(getSession()).toBeNull();
  });

  it('prefills the affiliate code from ?code= in the address', async () => {
    window.history.replaceState(null, '', '/register?code=AGENT7');
    const dialog = await openRegister();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Invitation code' }).value).toBe('AGENT7');
  });

  it('offers the mobile tab only with MOBILENUMREG3, with SMS code and password as the modules say', async () => {
    api.on('GET /wps/system/whitelabel', { value: whitelabel('USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3') });
    const dialog = await openRegister();
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Mobile number' }));
    const mobile = await within(dialog).findByRole('textbox', { name: 'Mobile number' });
    expect(mobile.getAttribute('placeholder')).toBe('* Mobile number');
    expect(within(dialog).getByRole('combobox', { name: 'Country code' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'SMS code' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Get code' })).toBeTruthy();
    // MOBILENUMPASSREG3 is off: no password in the mobile tab.
    expect(within(dialog).queryByLabelText('Password', { exact: true })).toBeNull();
  });
});
