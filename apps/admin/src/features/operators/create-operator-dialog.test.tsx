import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const admin = { id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' };
const created = {
  id: '8',
  username: 'budi',
  displayName: 'Budi',
  role: 'cs',
  status: 'active',
  failedLoginCount: 0,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('an admin creating an operator', () => {
  it('is held to the password rule before anything is sent', async () => {
    const { calls } = mockServer({
      'GET /admin/api/me': ok(admin),
      'GET /wps/system/status': ok(merchantStatus),
      'GET /admin/api/operators': ok({ items: [{ ...created, ...admin }], total: 1, page: 1, pageSize: 50 }),
      'POST /admin/api/operators': ok(created),
    });
    renderApp('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New operator' }));
    const dialog = await screen.findByRole('dialog', { name: 'New operator' });
    await user.type(within(dialog).getByLabelText('Username'), 'budi');
    await user.type(within(dialog).getByLabelText('Display name'), 'Budi');
    await user.type(within(dialog).getByLabelText('Initial password'), 'seven77');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByLabelText('Initial password').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('At least 8 characters.')).toHaveLength(2); // the rule, and the error
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Initial password'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByRole('button', { name: 'New operator' });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      username: 'budi',
      displayName: 'Budi',
      role: 'cs',
      password: 'seven777',
    });
  });
});
