import { ZFailure, ZPlaceBetsRequest, ZPlaceBetsResult } from '@gemilang/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { drawPage, drawView, fiveD, menusOf, north, openDraw, SERVER_TIME } from '../../test/lottery-fixtures';
import { memberSession } from '../../test/member-session';
import { LotteryPage } from './lottery-page';

vi.setConfig({ testTimeout: 20_000 });

// Each test was seen to fail with its guard broken on purpose: quick-pick "big" moved up one number, the slip's
// potential win summing costs, the refusal replaced by a generic message, the countdown on the device's clock.

const member = memberSession;

function serve(game = fiveD(), extra: Parameters<typeof installFakeApi>[0] = {}) {
  return installFakeApi({
    'GET /lgw/games/game_menus': { value: menusOf(game) },
    'GET /lgw/vn/games/game_menu': { value: menusOf(game) },
    [`GET /lgw/games/${game.code}`]: { value: game },
    'GET /lotto/lgw/games/opened/numero': { value: { draws: [openDraw({ gameCode: game.code })] } },
    [`GET /lgw/games/${game.code}/draws`]: { value: drawPage([drawView()]) },
    'GET /lgw/bets': { value: { items: [], total: 0, page: 1, pageSize: 20 } },
    ...extra,
  });
}

async function open(path: string, area: 'lottery' | 'vnlottery' | 'elott' = 'elott') {
  await changeLanguage('en');
  setSession(member);
  renderAt(path, <LotteryPage area={area} />);
  return userEvent.setup();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setSession(null);
});

describe('the number picker', () => {
  it('quick picks choose the big, odd and even digits of a position, all of them, and clear them', async () => {
    serve();
    const user = await open('/elott?gameCode=5D1');
    await screen.findByRole('tab', { name: 'Number by position' });
    const pressed = () =>
      screen
        .getAllByRole('button', { pressed: true })
        .map((b) => b.getAttribute('aria-label'))
        .filter((label) => label?.startsWith('Position 2:'));
    await user.click(screen.getByRole('button', { name: 'Big: Position 2' }));
    expect(pressed()).toEqual(['Position 2: 5', 'Position 2: 6', 'Position 2: 7', 'Position 2: 8', 'Position 2: 9']);
    await user.click(screen.getByRole('button', { name: 'Odd: Position 2' }));
    expect(pressed()).toEqual(['Position 2: 1', 'Position 2: 3', 'Position 2: 5', 'Position 2: 7', 'Position 2: 9']);
    await user.click(screen.getByRole('button', { name: 'Small: Position 2' }));
    expect(pressed()).toEqual(['Position 2: 0', 'Position 2: 1', 'Position 2: 2', 'Position 2: 3', 'Position 2: 4']);
    // Another row's picks stay when this one changes.
    await user.click(screen.getByRole('button', { name: 'Position 1: 7' }));
    await user.click(screen.getByRole('button', { name: 'All: Position 2' }));
    expect(pressed()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Position 1: 7' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Clear: Position 2' }));
    expect(pressed()).toEqual([]);
    expect(screen.getByText(/1 bet · MYR 0\.10/)).toBeTruthy();
  });
});

describe('the bet slip', () => {
  it('adds up several tickets: cost per bet, total, and potential win counting exclusive bets once', async () => {
    serve();
    const user = await open('/elott?gameCode=5D1');
    await screen.findByRole('tab', { name: 'Number by position' });
    const stake = screen.getByLabelText('Stake per bet (MYR)');
    // Two digits on one position: two bets of 2.00, at most one wins (2.00 × 9.8 = 19.60).
    await user.click(screen.getByRole('button', { name: 'Position 1: 1' }));
    await user.click(screen.getByRole('button', { name: 'Position 1: 2' }));
    await user.clear(stake);
    await user.type(stake, '2');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    // Big on the sum: one bet of 5.00 that may win beside them (5.00 × 1.96 = 9.80).
    await user.click(screen.getByRole('tab', { name: 'Sum big/small' }));
    await user.click(screen.getByRole('button', { name: 'Big' }));
    await user.clear(screen.getByLabelText('Stake per bet (MYR)'));
    await user.type(screen.getByLabelText('Stake per bet (MYR)'), '5.00');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));

    const slip = screen.getByRole('region', { name: /Bet slip/ });
    expect(within(slip).getAllByRole('listitem')).toHaveLength(2);
    expect(within(slip).getByTestId('slip-bets').textContent).toContain('3');
    expect(within(slip).getByTestId('slip-total').textContent).toContain('MYR 9.00');
    expect(within(slip).getByTestId('slip-win').textContent).toContain('MYR 29.40');
  });

  it('prices lô per point and per hit, from typed numbers', async () => {
    serve(north());
    const user = await open('/vnlottery?gameCode=XSMB', 'vnlottery');
    await screen.findByRole('tab', { name: 'Lô 2 digits' });
    await user.type(screen.getByLabelText('Type numbers (2 digits each)'), '27 35,09');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const points = screen.getByLabelText('Points per number');
    await user.clear(points);
    await user.type(points, '2');
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    const slip = screen.getByRole('region', { name: /Bet slip/ });
    // 3 numbers × 2 points × 2.70 = 16.20; one hit each: 3 × 2 × 9.90 = 59.40.
    expect(within(slip).getByTestId('slip-total').textContent).toContain('MYR 16.20');
    expect(within(slip).getByTestId('slip-win').textContent).toContain('MYR 59.40');
    expect(within(slip).getByText(/pays for every time your number comes out/)).toBeTruthy();
  });

  it("shows the server's refusal in the member's language and sends the slip once with its key", async () => {
    const refusal = ZFailure.parse({
      success: false,
      code: 'lottery_after_cutoff',
      message: 'Bets on this draw have closed.',
      details: [{ ticket: 0, code: 'lottery_after_cutoff' }],
    });
    const api = serve(fiveD(), {
      'POST /lgw/bets': (req) => {
        ZPlaceBetsRequest.parse(req.body);
        return { status: 409, error: refusal };
      },
    });
    const user = await open('/elott?gameCode=5D1');
    await screen.findByRole('tab', { name: 'Number by position' });
    await user.click(screen.getByRole('button', { name: 'Position 3: 4' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bets on this draw have closed. (ticket 1)');
    const [sent] = api.callsTo('POST /lgw/bets');
    expect(sent?.body).toMatchObject({
      gameCode: '5D1',
      drawNumber: '20261123-0601',
      tickets: [{ betType: 'pos_number', selections: ['pos3:4'], stake: '0.10' }],
    });
    // A retry of the same slip carries the same key, so it cannot be placed twice.
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    await waitFor(() => expect(api.callsTo('POST /lgw/bets')).toHaveLength(2));
    const keys = api.callsTo('POST /lgw/bets').map((c) => (c.body as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('empties the slip and says where it was placed when the server accepts it', async () => {
    serve(fiveD(), {
      'POST /lgw/bets': () => ({
        value: ZPlaceBetsResult.parse({
          balance: '99.90',
          slip: {
            id: '5',
            gameCode: '5D1',
            drawNumber: '20261123-0601',
            currency: 'MYR',
            totalStake: '0.10',
            potentialWin: '0.98',
            status: 'placed',
            placedAt: SERVER_TIME,
            bets: [],
          },
        }),
      }),
    });
    const user = await open('/elott?gameCode=5D1');
    await screen.findByRole('tab', { name: 'Number by position' });
    await user.click(screen.getByRole('button', { name: 'Position 3: 4' }));
    await user.click(screen.getByRole('button', { name: 'Add to slip' }));
    await user.click(screen.getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('status')).textContent).toContain('Placed on draw 20261123-0601: MYR 0.10');
    expect(screen.getByText(/Your slip is empty/)).toBeTruthy();
  });
});

/** A phone's screen for the page's media queries (happy-dom's window is 1024 px wide). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !/min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('on a phone', () => {
  it('switches games from one select and keeps the slip in reach in a bar: count, total, add and place', async () => {
    onAPhone();
    const api = serve(fiveD(), {
      'POST /lgw/bets': () => ({
        value: ZPlaceBetsResult.parse({
          balance: '99.90',
          slip: {
            id: '5',
            gameCode: '5D1',
            drawNumber: '20261123-0601',
            currency: 'MYR',
            totalStake: '0.10',
            potentialWin: '0.98',
            status: 'placed',
            placedAt: SERVER_TIME,
            bets: [],
          },
        }),
      }),
    });
    const user = await open('/elott?gameCode=5D1');
    await screen.findByRole('tab', { name: 'Number by position' });
    // The compact switcher stands for the menu of every game's button.
    const switcher = screen.getByRole('combobox', { name: 'Game' });
    expect((switcher as HTMLSelectElement).value).toBe('5D1');
    expect(screen.queryByRole('navigation', { name: 'Lottery games' })).toBeNull();

    const bar = screen.getByRole('region', { name: 'Slip bar' });
    expect(within(bar).getByRole('button', { name: /Slip: 0 tickets/ }).textContent).toContain('MYR 0.00');
    expect(within(bar).getByRole('button', { name: 'Place bets' }).hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Position 3: 4' }));
    // Numbers picked: the bar adds them; the desk's own add button is not drawn twice.
    expect(screen.getAllByRole('button', { name: 'Add to slip' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Add to slip' }));
    expect(within(bar).getByRole('button', { name: /Slip: 1 ticket/ }).textContent).toContain('MYR 0.10');
    await user.click(within(bar).getByRole('button', { name: 'Place bets' }));
    expect((await screen.findByRole('status')).textContent).toContain('Placed on draw 20261123-0601: MYR 0.10');
    expect(api.calls.filter((call) => call.path === '/lgw/bets')).toHaveLength(1);
  });
});

describe('the countdown', () => {
  it("counts to the cut-off and the draw on the server's clock, not the device's", async () => {
    // The device's clock is two hours and a bit ahead of the server's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T12:03:20.000Z'));
    serve();
    await open('/elott?gameCode=5D1');
    expect((await screen.findByTestId('cutoff-remaining')).textContent).toContain('01:35');
    expect(screen.getByTestId('draw-remaining').textContent).toContain('01:45');
    expect(screen.getByRole('timer', { name: 'Time left to place bets' })).toBeTruthy();
  });

  it('counts to the opening of a draw shown before it opens, when bets are not taken yet', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(SERVER_TIME));
    serve(fiveD(), {
      'GET /lotto/lgw/games/opened/numero': {
        value: { draws: [openDraw({ opensAt: '2026-11-23T10:00:08.000Z', cutoffAt: '2026-11-23T10:00:58.000Z' })] },
      },
    });
    await open('/elott?gameCode=5D1');
    const timer = await screen.findByRole('timer', { name: 'Time left to place bets' });
    expect(timer.textContent).toContain('Bets open in');
    expect(within(timer).getByTestId('cutoff-remaining').textContent).toContain('00:08');
  });
});
