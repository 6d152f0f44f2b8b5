import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, fail, mockServer, ok, pagedList, renderApp } from '../../test/render';
import { draw, frame } from './lottery-test-data';

// Checked to fail: with the void button shown whatever `voidable` says, both cases went red.
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 50, currency: 'MYR' });

describe('lottery draws page', () => {
  it("lists a day's draws with status, bets and stake in the brand's money, filtered by game and status", async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/lottery/draws': page([
        draw('1'),
        draw('2', { status: 'settled', voidable: false, betCount: 3, stakeTotal: '0.30' }),
      ]),
    });
    renderApp('/lottery/draws');
    const table = await screen.findByRole('table', { name: 'Draws' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('MYR 12,345.50');
    expect(rows[1]?.textContent).toContain('1,200');
    expect(rows[1]?.textContent).toContain('Open');
    // 00:01 UTC is 08:01 in Kuala Lumpur.
    expect(rows[1]?.textContent).toContain('08:01:00');
    expect(within(rows[1]!).getByRole('link', { name: 'Open draw 20260101-0001 of 5D 1 min' })).toBeTruthy();
    expect(within(rows[2]!).queryByRole('button', { name: /Void/ })).toBeNull();

    // The day defaults to today in the brand's zone; filters go to the server.
    const first = calls.find((c) => c.path === '/admin/api/lottery/draws');
    expect(first?.query.get('day')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Games are offered by their names, not their codes.
    const games = within(screen.getByLabelText('Game'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(games).toContain('North');
    expect(games.join(' ')).not.toMatch(/XSMB|5D1/);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Game'), 'XSMB');
    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/lottery/draws').at(-1);
      expect(last?.query.get('gameCode')).toBe('XSMB');
      expect(last?.query.get('status')).toBe('closed');
    });
  });

  it('voids a draw only with a reason and shows a refusal in the dialog', async () => {
    let voided = false;
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/lottery/draws': () =>
        page([draw('1', voided ? { status: 'void', voidable: false } : {}), draw('2')]),
      'POST /admin/api/lottery/draws/1/void': () => {
        voided = true;
        return ok(draw('1', { status: 'void', voidable: false }));
      },
      'POST /admin/api/lottery/draws/2/void': fail(
        409,
        'lottery_draw_not_voidable',
        'Only an open or closed draw can be voided: this one has been drawn already.',
      ),
    });
    renderApp('/lottery/draws');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Void draw 20260101-0001 of 5D 1 min' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Void draw 20260101-0001 of 5D 1 min?' });
    expect(dialog.textContent).toContain('every bet on it (1,200) is refunded');
    const confirm = within(dialog).getByRole('button', { name: 'Void the draw' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'Feed lost');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.find((c) => c.path === '/admin/api/lottery/draws/1/void')?.body).toEqual({ reason: 'Feed lost' });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Void draw 20260101-0001 of 5D 1 min' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Void draw 20260101-0002 of 5D 1 min' }));
    const second = await screen.findByRole('alertdialog');
    await user.type(within(second).getByLabelText('Reason'), 'Too late');
    await user.click(within(second).getByRole('button', { name: 'Void the draw' }));
    expect((await within(second).findByRole('alert')).textContent).toContain('Only an open or closed draw');
  });

  it("exports every page of the day's draws as the filters stand, the stake as a decimal", async () => {
    // 201 draws: the export reads two pages of 200. Red when it reads only the page shown.
    const first = draw('1', { status: 'settled', station: 'Hanoi', settledAt: '2026-01-01T00:02:00.000Z' });
    const rows = [first, ...Array.from({ length: 200 }, (_, i) => draw(String(100 + i)))];
    const { calls } = mockServer({ ...frame, 'GET /admin/api/lottery/draws': pagedList(rows, { currency: 'MYR' }) });
    const downloads = captureDownloads();
    renderApp('/lottery/draws');
    await screen.findByRole('table', { name: 'Draws' });
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-01-01' } });
    await user.selectOptions(screen.getByLabelText('Game'), 'XSMB');
    await user.selectOptions(screen.getByLabelText('Status'), 'settled');
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/admin/api/lottery/draws')
          .at(-1)
          ?.query.get('status'),
      ).toBe('settled'),
    );
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('lottery-draws-2026-01-01.csv');
    expect(file.lines[0]).toBe(
      '\uFEFFGame,Draw,Station,Opens,Cut-off,Draw time,Status,Bets,Stake,Currency,Settled,Seed hash',
    );
    expect(file.lines[1]).toBe(
      `5D 1 min,20260101-0001,Hanoi,2026-01-01 08:00:00,2026-01-01 08:00:50,2026-01-01 08:01:00,Settled,1200,12345.50,MYR,2026-01-01 08:02:00,${'ab'.repeat(32)}`,
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/lottery/draws', ['day', 'gameCode', 'status'])).toEqual([
      ['1', '2026-01-01', 'XSMB', 'settled'],
      ['2', '2026-01-01', 'XSMB', 'settled'],
    ]);
  });
});
