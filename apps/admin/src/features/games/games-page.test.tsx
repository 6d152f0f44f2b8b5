import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockServer, ok, renderApp } from '../../test/render';
import { auditEntry, auditPage, frame, game, gamePage, vendor } from './games-test-data';

// Checked to fail: with the vendor's button always sending status "maintenance", "makes a vendor active
// again" went red; with the names left out of the saved body, "edits a game" went red; with the drawer's
// trail not filtered by its game, "shows the audit trail" went red.

describe('games page', () => {
  it('lists providers with lanes, wallet and status, and games filtered on the server', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/games/vendors': ok({ vendors: [vendor()] }),
      'GET /admin/api/games': gamePage([game('1', { isHot: true }), game('2', { status: 'maintenance' })]),
    });
    renderApp('/games');
    const providers = await screen.findByRole('table', { name: 'Providers' });
    const vendorRow = within(providers).getAllByRole('row')[1];
    expect(vendorRow?.textContent).toContain('Gemilang');
    expect(vendorRow?.textContent).toContain('in-house');
    expect(vendorRow?.textContent).toContain('Slots and RNG');
    expect(vendorRow?.textContent).toContain('Seamless');
    expect(vendorRow?.textContent).toContain('5 of 6 live');
    expect(vendorRow?.textContent).toContain('Active');

    const list = await screen.findByRole('table', { name: 'Game list' });
    const rows = within(list).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Game 1');
    expect(rows[1]?.textContent).toContain('Hot');
    expect(rows[2]?.textContent).toContain('Maintenance');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Provider'), 'GEMILANG');
    await user.selectOptions(screen.getByLabelText('Type'), 'slots');
    await user.selectOptions(screen.getByLabelText('Status'), 'maintenance');
    await user.type(screen.getByLabelText('Search'), 'jungle');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/games').at(-1);
      expect(last?.query.get('vendor')).toBe('GEMILANG');
      expect(last?.query.get('subCategory')).toBe('slots');
      expect(last?.query.get('status')).toBe('maintenance');
      expect(last?.query.get('search')).toBe('jungle');
    });
  });

  it('puts a provider under maintenance only with a reason, then makes it active again', async () => {
    let status = 'active';
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/games/vendors': () => ok({ vendors: [vendor({ status })] }),
      'GET /admin/api/games': gamePage([]),
      'POST /admin/api/games/vendors/GEMILANG/status': (call) => {
        status = (call.body as { status: string }).status;
        return ok(vendor({ status }));
      },
    });
    renderApp('/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Put Gemilang under maintenance' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Put Gemilang under maintenance?' });
    const confirm = within(dialog).getByRole('button', { name: 'Start maintenance' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Provider upgrade');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'maintenance', reason: 'Provider upgrade' });

    await user.click(await screen.findByRole('button', { name: 'Make Gemilang active' }));
    const again = await screen.findByRole('alertdialog', { name: 'Make Gemilang active again?' });
    await user.type(within(again).getByLabelText('Reason'), 'Upgrade done');
    await user.click(within(again).getByRole('button', { name: 'Make active' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ status: 'active', reason: 'Upgrade done' });
    expect(await screen.findByRole('button', { name: 'Put Gemilang under maintenance' })).toBeTruthy();
  });

  it("edits a game's status, hot flag, order and names, and shows the server's refusal by its field", async () => {
    let saves = 0;
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/games/vendors': ok({ vendors: [vendor()] }),
      'GET /admin/api/games': gamePage([game('1')]),
      'PUT /admin/api/games/1': (call) => {
        saves += 1;
        if (saves === 1) {
          return fail(400, 'invalid_input', 'Check the marked fields.', [
            { field: 'name.zh', message: 'Too small: expected string to have >=1 characters' },
          ]);
        }
        return ok(game('1', call.body as Record<string, unknown>));
      },
    });
    renderApp('/games');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Game 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Game 1' });
    await user.selectOptions(within(drawer).getByLabelText('Status'), 'maintenance');
    await user.click(within(drawer).getByRole('switch', { name: 'Hot game' }));
    const order = within(drawer).getByLabelText('Order');
    await user.clear(order);
    await user.type(order, '7');
    const zh = within(drawer).getByLabelText('Name (Chinese)');
    await user.clear(zh);
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Too small: expected string to have >=1 characters')).toBeTruthy();

    await user.type(zh, '丛林');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Saved')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      status: 'maintenance',
      isHot: true,
      sort: 7,
      name: { ms: 'Permainan 1', en: 'Game 1', zh: '丛林' },
    });
  });

  it("shows the audit trail of the brand's games, and of one game in its drawer", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/games/vendors': ok({ vendors: [vendor()] }),
      'GET /admin/api/games': gamePage([game('1'), game('2')]),
      'GET /admin/api/audit': auditPage([
        auditEntry('11', {
          action: 'game.vendor_status',
          targetType: 'game_vendor',
          targetId: 'GEMILANG',
          detail: { before: { status: 'active' }, after: { status: 'maintenance' }, reason: 'Provider upgrade' },
        }),
        auditEntry('10', { targetId: '2' }),
      ]),
    });
    renderApp('/games');
    const trail = await screen.findByRole('region', { name: 'Recent changes' });
    await waitFor(() => expect(trail.textContent).toContain('Game provider status changed · GEMILANG'));
    expect(trail.textContent).toContain('status: active → maintenance · Provider upgrade');
    expect(trail.textContent).toContain('Game settings changed · GM_2');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Game 1' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Game 1' });
    expect(await within(drawer).findByText('No change yet.')).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Edit Game 2' }));
    const second = await screen.findByRole('dialog', { name: 'Edit Game 2' });
    expect(await within(second).findByText(/admin · status: active → maintenance/)).toBeTruthy();
  });
});
