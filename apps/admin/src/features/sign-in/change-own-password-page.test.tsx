import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSession } from '../../shared/session';
import { mockServer, ok, renderApp } from '../../test/render';

const held = { token: 't1', username: 'nina', displayName: 'Nina', role: 'cs' as const, mustChangePassword: true };

describe("an operator holding an administrator's password", () => {
  it('sees only the change-password page, and the back office once it is changed', async () => {
    const { calls } = mockServer({ 'POST /admin/api/me/password': ok({ ok: true }) });
    renderApp('/members', held);
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    // The standalone frame: brand line, language select, and the form named by its intro.
    expect(screen.getByText('Gemilang')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /language|bahasa/i })).toBeTruthy();
    expect(
      screen.getByRole('form', {
        name: 'Your password was set by an administrator. Choose your own before you continue.',
      }),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'handed-over-1');
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'short');
    await user.type(screen.getByLabelText('New password again'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('At least 8 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password (at least 8 characters)'));
    await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'mine-now-2026');
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'mine-now-2026');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await screen.findByRole('navigation');
    expect(calls.find((c) => c.path === '/admin/api/me/password')?.body).toEqual({
      currentPassword: 'handed-over-1',
      newPassword: 'mine-now-2026',
    });
    expect(getSession()?.mustChangePassword).toBe(false);
  });
});
