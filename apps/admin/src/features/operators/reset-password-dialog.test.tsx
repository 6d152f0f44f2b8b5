import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const admin = { id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' };
const siti = {
  id: '7',
  username: 'siti',
  displayName: 'Siti',
  role: 'cs',
  status: 'active',
  failedLoginCount: 0,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe("an admin resetting another operator's password", () => {
  it('sends the new password with a reason, after checking both', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok(admin),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/operators': ok({
        items: [{ ...siti, id: '1', username: 'admin', role: 'admin' }, siti],
        total: 2,
        page: 1,
        pageSize: 50,
      }),
      'POST /admin/api/operators/7/password': ok(siti),
    });
    renderApp('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set a new password for siti' }));
    const dialog = await screen.findByRole('dialog', { name: 'New password for siti' });
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(within(dialog).getByText('Say why, for the audit log.')).toBeTruthy();
    expect(within(dialog).getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('At least 8 characters.')).toHaveLength(2); // the rule, and the error
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'handed-over-2');
    await user.type(within(dialog).getByLabelText('Reason'), 'forgot it');
    await user.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await screen.findByRole('button', { name: 'Set a new password for siti' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'handed-over-2', reason: 'forgot it' });
    expect(screen.queryByRole('dialog', { name: 'New password for siti' })).toBeNull();
  });
});
