import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads, exportCalls, fail, mockServer, ok, pagedList, renderApp } from '../../test/render';
import { frame, round, roundDetail } from './games-test-data';

// Checked to fail: with the request id column showing the transaction id instead, "a round's page" went
// red; with the search sending the username untrimmed, "finds rounds" went red.
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 50, currency: 'MYR' });

describe('game rounds', () => {
  it('finds rounds by member, round id and days, and opens a round', async () => {
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/games/rounds': (call) => page(call.query.get('username') ? [round('7')] : []),
      'GET /admin/api/games/rounds/7': ok(roundDetail('7')),
    });
    renderApp('/game-rounds');
    expect(await screen.findByText('No round found')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member username'), '  siti88 ');
    await user.type(screen.getByLabelText('Provider round id'), 'rnd-7');
    await user.type(screen.getByLabelText('Opened from'), '2026-01-01');
    await user.type(screen.getByLabelText('Opened to'), '2026-01-02');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Rounds' });
    const last = calls.filter((c) => c.path === '/admin/api/games/rounds').at(-1);
    expect(last?.query.get('username')).toBe('siti88');
    expect(last?.query.get('roundId')).toBe('rnd-7');
    expect(last?.query.get('from')).toBe('2026-01-01');
    expect(last?.query.get('to')).toBe('2026-01-02');
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('MYR 1,250.00');
    expect(row?.textContent).toContain('Ended');

    await user.click(within(table).getByRole('link', { name: 'Open round rnd-7 of siti88' }));
    expect(await screen.findByRole('heading', { name: 'Round rnd-7' })).toBeTruthy();
  });

  it("a round's page shows each wallet call with its amount, request id and ledger entry, and the bet", async () => {
    mockServer({ ...frame, 'GET /admin/api/games/rounds/7': ok(roundDetail('7')) });
    renderApp('/game-rounds/7');
    const calls = await screen.findByRole('table', { name: 'Wallet calls' });
    const rows = within(calls).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]?.textContent).toContain('Debit');
    expect(rows[1]?.textContent).toContain('MYR 2.00');
    expect(rows[1]?.textContent).toContain('Request req-debit-1');
    expect(rows[1]?.textContent).toContain('Transaction tx-stake');
    expect(rows[1]?.textContent).toContain('#901');
    expect(rows[2]?.textContent).toContain('Credit');
    expect(rows[2]?.textContent).toContain('Win');
    expect(rows[2]?.textContent).toContain('MYR 1,250.00');
    expect(rows[3]?.textContent).toContain('End round');
    expect(rows[3]?.textContent).toContain('Request id not kept');
    expect(rows[3]?.textContent).toContain('game_round_end');
    // 00:01:00 UTC is 08:01:00 in Kuala Lumpur.
    expect(rows[1]?.textContent).toContain('08:01:00');

    const bet = screen.getByRole('region', { name: 'Bet record' });
    expect(bet.textContent).toContain('Won');
    expect(bet.textContent).toContain('MYR 1,250.00');
    expect(bet.textContent).toContain('#555');
  });

  it("says so when the round is another brand's or gone", async () => {
    mockServer({
      ...frame,
      'GET /admin/api/games/rounds/9': fail(404, 'game_round_unknown', 'No such game round.'),
    });
    renderApp('/game-rounds/9');
    await waitFor(() => expect(screen.getByText('No such game round.')).toBeTruthy());
  });

  it('exports every page of the rounds the search found, amounts as decimals', async () => {
    // 201 rounds: the export reads two pages of 200. Red when it reads only the page shown.
    const rows = Array.from({ length: 201 }, (_, i) => round(String(7 + i)));
    const { calls } = mockServer({
      ...frame,
      'GET /admin/api/games/rounds': (call) =>
        call.query.get('username') ? pagedList(rows, { currency: 'MYR' })(call) : page([]),
    });
    const downloads = captureDownloads();
    renderApp('/game-rounds');
    await screen.findByText('No round found');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Member username'), 'siti88');
    await user.type(screen.getByLabelText('Opened from'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: 'Rounds' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    const file = await downloads.next();
    expect(file.name).toBe('game-rounds.csv');
    expect(file.lines[0]).toBe('\uFEFFRound,Provider,Game,Member,Opened,Ended,Status,Staked,Paid,Refunded,Currency');
    expect(file.lines[1]).toBe(
      'rnd-7,GEMILANG,Jungle Treasure,siti88,2026-01-01 08:01:00,2026-01-01 08:01:02,Ended,2.00,1250.00,0.00,MYR',
    );
    expect(file.lines).toHaveLength(1 + 201 + 1);
    expect(exportCalls(calls, '/admin/api/games/rounds', ['username', 'from'])).toEqual([
      ['1', 'siti88', '2026-01-01'],
      ['2', 'siti88', '2026-01-01'],
    ]);
  });
});
