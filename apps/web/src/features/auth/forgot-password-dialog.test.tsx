import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDialog, openDialog } from '../../shared/dialogs';
import { GeneralDialogHost } from '../../shared/ui/general-dialog';
import { type FakeApi, installFakeApi, registerSettings, whitelabel } from '../../test/fake-api';
import { renderPage } from '../../test/render';
import { AuthDialogs } from './auth-dialogs';

let api: FakeApi;

beforeEach(() => {
  api = installFakeApi({
    'GET /wps/system/whitelabel': { value: whitelabel('USERNAMEREG3') },
    'GET /wps/system/setting/register': { value: registerSettings({}) },
  });
});

async function submitForgotEmail(username: string, email: string) {
  await renderPage(
    <>
      <AuthDialogs />
      <GeneralDialogHost />
    </>,
  );
  act(() => openDialog('forgotPassword'));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
  fireEvent.change(await within(dialog).findByRole('textbox', { name: 'Username' }), { target: { value: username } });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return dialog;
}

describe('forgot password by e-mail', () => {
  it('says a link is on its way only if the address is the account’s verified one, and shows it alone', async () => {
    api.on('POST /wps/member/password/email', { value: { ok: true } });
    await submitForgotEmail('demo', 'someone@example.com');
    const done = await screen.findByRole('dialog', { name: 'Check your e-mail' }, { timeout: 4000 });
    expect(done.textContent).toContain(
      'If someone@example.com is the verified e-mail address of this account, a link to choose a new password is on its way.',
    );
    expect(done.textContent).toContain('your current password works until you use it');
    expect(api.callsTo('POST /wps/member/password/email')[0]?.body).toEqual({
      username: 'demo',
      email: 'someone@example.com',
    });
    // Nothing under it to take the pointer (on a phone the sign-in dialog did, and OK did nothing): OK closes it.
    expect(getDialog().name).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
    fireEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog', { name: 'Check your e-mail' })).toBeNull();
  });

  it('shows the server’s words when too many requests came from this address', async () => {
    api.on('POST /wps/member/password/email', {
      status: 429,
      error: { code: 'rate_limited', message: 'Too many requests. Please slow down and try again.' },
    });
    const dialog = await submitForgotEmail('demo', 'someone@example.com');
    expect(
      await within(dialog).findByText('Too many requests. Please slow down and try again.', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });
});
