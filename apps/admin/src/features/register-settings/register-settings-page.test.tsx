import { registerFields } from '@gemilang/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const fields = registerFields.map((field) => ({
  field,
  enabled: true,
  required: field === 'username' || field === 'password',
  minLength: 4,
  maxLength: 20,
  acceptedPattern: '*',
  patternId: 0,
}));

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
  'GET /admin/api/register-settings': ok({ fields, minAge: 18 }),
};

describe('registration settings page', () => {
  it('shows all 15 fields with pattern descriptions and saves the edited rules', async () => {
    const { calls } = mockServer({ ...base, 'PUT /admin/api/register-settings': (c: Call) => ok(c.body) });
    renderApp('/register-settings');
    const user = userEvent.setup();
    const max = await screen.findByLabelText('Maximum length: E-mail');
    expect(screen.getAllByRole('row')).toHaveLength(16);
    expect(screen.getByLabelText('Enabled: Password')).toHaveProperty('disabled', true);
    await user.clear(max);
    await user.type(max, '64');
    await user.selectOptions(screen.getByLabelText('Pattern: E-mail'), '3 · A valid e-mail address');
    await user.click(screen.getByLabelText('Required: E-mail'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. New registrations follow these rules.')).toBeTruthy();
    const body = calls.find((c) => c.method === 'PUT')?.body as { fields: typeof fields; minAge: number };
    expect(body.minAge).toBe(18);
    expect(body.fields.find((f) => f.field === 'email')).toMatchObject({ maxLength: 64, patternId: 3, required: true });
  });

  it("puts the server's message next to the rule it refused", async () => {
    mockServer({
      ...base,
      'PUT /admin/api/register-settings': fail(400, 'invalid_input', 'Invalid', [
        { field: 'fields.wechat.acceptedPattern', reason: 'pattern', message: 'Not a regular expression (server)' },
        { field: 'minAge', reason: 'too_small', message: 'At least 18 (server)' },
      ]),
    });
    renderApp('/register-settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not a regular expression (server)')).toBeTruthy();
    expect(screen.getByLabelText('Accepted pattern: WeChat').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At least 18 (server)')).toBeTruthy();
    expect(screen.getByLabelText('Minimum age').getAttribute('aria-invalid')).toBe('true');
  });
});
