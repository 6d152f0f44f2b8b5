import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDialog } from '../../shared/dialogs';
import { type FakeApi, installFakeApi, registerSettings } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { ResetPasswordPage } from './reset-password-page';

let api: FakeApi;
const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';

beforeEach(() => {
  api = installFakeApi({ 'GET /wps/system/setting/register': { value: registerSettings({}) } });
  window.history.replaceState(null, '', `/reset-password#token=${TOKEN}`);
});

async function fill(password: string) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('the page a reset link opens', () => {
  it('sends the token from the fragment with the new password, then offers to log in', async () => {
    api.on('POST /wps/member/password/email/link', { value: { ok: true } });
    await renderPage(<ResetPasswordPage />);
    await fill('newpass88');
    expect(await screen.findByText('Your new password is saved. Log in with it now.')).toBeTruthy();
    // The spent token is taken out of the address bar.
    expect(window.location.hash).toBe('');
    expect(api.callsTo('POST /wps/member/password/email/link')[0]?.body).toEqual({
      token: TOKEN,
      newPassword: 'newpass88',
      confirmNewPassword: 'newpass88',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(getDialog().name).toBe('login');
  });

  it('says when the link is spent and offers a new one', async () => {
    api.on('POST /wps/member/password/email/link', {
      status: 422,
      error: { code: 'reset_link_invalid', message: 'This link has expired or was already used.' },
    });
    await renderPage(<ResetPasswordPage />, 'en');
    await fill('newpass88');
    expect(await screen.findByText('This link has expired or was already used.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(getDialog().name).toBe('forgotPassword');
  });

  it('says a link without its token is incomplete', async () => {
    window.history.replaceState(null, '', '/reset-password');
    await renderPage(<ResetPasswordPage />, 'ms');
    expect(
      screen.getByText('Pautan ini tidak lengkap. Buka semula daripada e-mel, atau minta pautan baharu.'),
    ).toBeTruthy();
  });
});
