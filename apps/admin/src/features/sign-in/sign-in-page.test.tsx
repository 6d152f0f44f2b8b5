import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../shared/session';
import { fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const operator = { id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' };

afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in page', () => {
  it("shows the server's own message when the password is refused, and stays signed out", async () => {
    const { calls } = mockServer({
      'POST /admin/api/session': fail(401, 'wrong_credentials', 'Wrong account or password (from server)'),
    });
    renderApp('/sign-in', null);
    // The standalone frame: brand line, title, language select, and the form named by its intro.
    expect(screen.getByText('Gemilang')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Back office' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /language|bahasa/i })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in with your operator account.' })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username'), '  admin ');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Wrong account or password (from server)');
    expect(calls[0]?.body).toEqual({ username: 'admin', password: 'nope' });
    expect(calls[0]?.headers.Language).toBe('en');
    expect(getSession()).toBeNull();
  });

  it('says when to try again after too many failures, and keeps the button off until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 2, 2, 10, 0, 0));
    mockServer({
      'POST /admin/api/session': fail(
        429,
        'sign_in_throttled',
        'Too many failed sign-ins. Please try again in 2 min.',
        {
          retryAfterSeconds: 90,
        },
      ),
    });
    renderApp('/sign-in', null);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many failed sign-ins from here or for this account. Try again at 10:01:30.',
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(89_000));
    expect(button).toHaveProperty('disabled', true);
    act(() => vi.advanceTimersByTime(2_000));
    expect(button).toHaveProperty('disabled', false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockServer({});
    renderApp('/sign-in', null);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('keeps the token and opens the page the operator asked for', async () => {
    mockServer({
      'POST /admin/api/session': ok({
        token: 'a'.repeat(40),
        expiresAt: '2026-01-01T12:00:00.000Z',
        operator,
        devOutbox: true,
        mustChangePassword: false,
      }),
      'GET /admin/api/me': ok(operator),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/outbox': ok({ items: [], total: 0, page: 1, pageSize: 50 }),
    });
    renderApp('/outbox', null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dev outbox', level: 1 })).toBeTruthy();
    expect(getSession()).toMatchObject({
      token: 'a'.repeat(40),
      role: 'admin',
      displayName: 'Demo admin',
      devOutbox: true,
    });
    expect(await screen.findByText('No SMS yet')).toBeTruthy();
  });
});
