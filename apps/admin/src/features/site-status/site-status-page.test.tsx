import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Call, fail, merchantStatus, mockServer, ok, renderApp } from '../../test/render';

const settings = {
  maintenance: false,
  maintenanceFrom: null,
  maintenanceUntil: null,
  maintenanceMessage: { ms: '', en: '', zh: '' },
};

const base = {
  'GET /admin/api/me': ok({ id: '1', username: 'admin', displayName: 'Demo admin', role: 'admin' }),
  'GET /wps/system/status': ok(merchantStatus),
  'GET /admin/api/site-status': ok(settings),
  'GET /admin/api/blocked-countries': ok({ countries: ['SG'] }),
  'GET /admin/api/blocked-ranges': ok({ items: [], total: 0, page: 1, pageSize: 200 }),
};

describe('site status page', () => {
  it('turns maintenance on with a window typed in the merchant zone and sends it as UTC', async () => {
    const { calls } = mockServer({
      ...base,
      'PUT /admin/api/site-status': (call: Call) => ok(call.body),
    });
    renderApp('/site-status');
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Maintenance' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/Asia\/Kuala_Lumpur \(UTC\+08:00\)/)).toBeTruthy();

    await user.click(toggle);
    await user.type(screen.getByLabelText('From'), '2026-03-01T12:00');
    await user.type(screen.getByLabelText('Until'), '2026-03-01T14:30');
    await user.type(screen.getByLabelText('Message (English)'), 'Back soon');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The site follows the new status at once.')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      maintenance: true,
      maintenanceFrom: '2026-03-01T04:00:00.000Z',
      maintenanceUntil: '2026-03-01T06:30:00.000Z',
      maintenanceMessage: { ms: '', en: 'Back soon', zh: '' },
    });
    expect(screen.getByRole('switch', { name: 'Maintenance' }).getAttribute('aria-checked')).toBe('true');
  });

  it('refuses a window with one end before calling the server', async () => {
    const { calls } = mockServer(base);
    renderApp('/site-status');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('From'), '2026-03-01T12:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give both ends of the window, or neither.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("shows the server's field message next to the field it names", async () => {
    mockServer({
      ...base,
      'PUT /admin/api/site-status': fail(400, 'invalid_input', 'Invalid', [
        { field: 'maintenanceMessage.zh', reason: 'too_long', message: 'Too long (server)' },
      ]),
    });
    renderApp('/site-status');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const zh = screen.getByLabelText('Message (中文)');
    expect(await screen.findByText('Too long (server)')).toBeTruthy();
    expect(zh.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows blocked countries by name and deletes a range only after confirmation', async () => {
    const range = { id: '3', cidr: '203.0.113.0/24', note: 'abuse', createdAt: '2026-01-01T00:00:00.000Z' };
    let ranges = [range];
    const { calls } = mockServer({
      ...base,
      'GET /admin/api/blocked-ranges': () => ok({ items: ranges, total: ranges.length, page: 1, pageSize: 200 }),
      'DELETE /admin/api/blocked-ranges/3': () => {
        ranges = [];
        return ok({ ok: true });
      },
    });
    renderApp('/site-status');
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Blocked countries' });
    expect(within(list).getByText('Singapore')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Delete 203.0.113.0/24' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this range?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No range is blocked')).toBeTruthy();
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/admin/api/blocked-ranges/3');
  });
});
