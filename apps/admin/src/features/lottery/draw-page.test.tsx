import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer, ok, renderApp } from '../../test/render';
import { draw, frame } from './lottery-test-data';

const bet = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  memberId: '70',
  username: 'alice',
  betType: 'pos_number',
  selection: 'pos1:3',
  stake: '2.00',
  potentialWin: '19.60',
  status: 'pending',
  payout: null,
  placedAt: '2026-01-01T00:00:10.000Z',
  ...overrides,
});

const bets = (items: unknown[]) =>
  ok({
    items,
    total: items.length,
    page: 1,
    pageSize: 50,
    currency: 'MYR',
    totals: { count: 1200, stake: '12345.50', payout: '0.00' },
    filtered: { count: items.length, stake: '4.00', payout: '0.00' },
    betTypes: ['pos_big_small', 'pos_number'],
  });

describe('lottery draw page', () => {
  it("shows an open draw's seed hash, its liability most exposed first against the cap, and its bets with totals", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/lottery/draws/1': ok(draw('1')),
      'GET /admin/api/lottery/draws/1/liability': ok({
        drawId: '1',
        status: 'open',
        currency: 'MYR',
        cap: '200000.00',
        rows: [
          { betType: 'pos_number', betKey: 'pos1:3', exposure: '190000.00', usedPerMille: 950 },
          { betType: 'pos_number', betKey: 'pos2:7', exposure: '980.00', usedPerMille: 4 },
        ],
        numbers: 2,
        asOf: '2026-01-01T00:00:30.000Z',
      }),
      'GET /admin/api/lottery/draws/1/bets': bets([bet('9'), bet('8', { selection: 'pos2:7' })]),
    });
    renderApp('/lottery/draws/1');
    expect(await screen.findByRole('heading', { name: '5D 1 min · 20260101-0001' })).toBeTruthy();
    expect(screen.getByText('ab'.repeat(32))).toBeTruthy();
    expect(screen.queryByText('Server seed')).toBeNull();

    const liability = await screen.findByRole('table', { name: 'Live liability' });
    const rows = within(liability).getAllByRole('row');
    // The bet type and the selection in words from the catalogue, not pos_number and pos1:3.
    expect(rows[1]?.textContent).toContain('Position 1: 3');
    expect(liability.textContent).not.toMatch(/pos_number|pos\d:/);
    expect(rows[1]?.textContent).toContain('MYR 190,000.00');
    expect(rows[1]?.textContent).toContain('95.0%');
    expect(screen.getByText(/against the cap of MYR 200,000.00 per number/)).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Bets' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('MYR 19.60');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Position 1: 3');
    expect(table.textContent).not.toMatch(/pos_number|pos\d:/);
    expect(screen.getByText(/Whole draw: 1,200 bets · stake MYR 12,345.50 · payout MYR 0.00/)).toBeTruthy();
  });

  it('shows the seed and result of a settled draw, and no liability or void', async () => {
    mockServer({
      ...frame,
      'GET /admin/api/lottery/draws/2': ok(
        draw('2', {
          status: 'settled',
          voidable: false,
          closable: false,
          serverSeed: 'cd'.repeat(32),
          result: { game: '5d', numbers: [3, 0, 7, 7, 1] },
          settledAt: '2026-01-01T00:01:05.000Z',
        }),
      ),
      'GET /admin/api/lottery/draws/2/bets': bets([bet('9', { status: 'won', payout: '19.60' })]),
    });
    renderApp('/lottery/draws/2');
    expect(await screen.findByText('cd'.repeat(32))).toBeTruthy();
    expect(screen.getByText('3 0 7 7 1')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Live liability' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Void/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close sales' })).toBeNull();
    const table = await screen.findByRole('table', { name: 'Bets' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('Won');
  });

  it("closes an open draw's sales with a reason, and then offers it no more", async () => {
    let closed = false;
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/lottery/draws/1': () => ok(draw('1', closed ? { status: 'closed', closable: false } : {})),
      'GET /admin/api/lottery/draws/1/liability': ok({
        drawId: '1',
        status: 'open',
        currency: 'MYR',
        cap: '200000.00',
        rows: [],
        numbers: 0,
        asOf: '2026-01-01T00:00:30.000Z',
      }),
      'GET /admin/api/lottery/draws/1/bets': bets([bet('9')]),
      'POST /admin/api/lottery/draws/1/close': () => {
        closed = true;
        return ok(draw('1', { status: 'closed', closable: false }));
      },
    });
    const user = userEvent.setup();
    renderApp('/lottery/draws/1');
    await user.click(await screen.findByRole('button', { name: 'Close sales' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Close the sales of draw 20260101-0001 of 5D 1 min now?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Close sales now' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByRole('textbox'), 'Official draw moved earlier');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close sales' })).toBeNull());
    expect(calls.find((c) => c.path === '/admin/api/lottery/draws/1/close')?.body).toEqual({
      reason: 'Official draw moved earlier',
    });
  });
});
