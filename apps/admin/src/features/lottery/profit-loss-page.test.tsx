import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockServer, ok, renderApp } from '../../test/render';
import { frame } from './lottery-test-data';

describe('lottery profit and loss page', () => {
  it('shows settled bets per day and game with totals; a loss reads as negative', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/lottery/profit-loss': ok({
        currency: 'MYR',
        rows: [
          {
            day: '2026-01-02',
            gameCode: 'XSMB',
            bets: 1500,
            stake: '30000.00',
            payout: '12000.00',
            profit: '18000.00',
          },
          { day: '2026-01-01', gameCode: '5D1', bets: 3, stake: '6.00', payout: '19.60', profit: '-13.60' },
        ],
        totals: { bets: 1503, stake: '30006.00', payout: '12019.60', profit: '17986.40' },
      }),
    });
    renderApp('/lottery/profit-loss');
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('North');
    expect(rows[1]?.textContent).toContain('MYR 18,000.00');
    expect(rows[2]?.textContent).toContain('MYR -13.60');
    expect(rows[3]?.textContent).toContain('Total');
    expect(rows[3]?.textContent).toContain('MYR 17,986.40');

    const first = calls.find((c) => c.path === '/admin/api/lottery/profit-loss');
    expect(first?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    // Games are offered by their names, not their codes.
    const games = within(screen.getByLabelText('Game'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(games).toContain('North');
    expect(games.join(' ')).not.toMatch(/XSMB|5D1/);
    await user.selectOptions(screen.getByLabelText('Game'), 'XSMB');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/admin/api/lottery/profit-loss').at(-1);
      expect(last?.query.get('from')).toBe('2026-01-01');
      expect(last?.query.get('gameCode')).toBe('XSMB');
    });
  });
});
