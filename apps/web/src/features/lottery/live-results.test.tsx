import { type TBetView, ZBetView, ZPage } from '@gemilang/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, siteStatus } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { emitRealtime } from '../../shared/realtime-events';
import { setSession } from '../../shared/session';
import { installFakeApi } from '../../test/fake-api';
import { drawPage, drawView, fiveD, menusOf, north, openDraw, SERVER_TIME } from '../../test/lottery-fixtures';
import { memberSession } from '../../test/member-session';
import { LotteryPage } from './lottery-page';

vi.setConfig({ testTimeout: 20_000 });

// Seen to fail with the page not listening to the live channel (the bet stays Pending), and with the board
// showing only the special prize.

const member = memberSession;

function bet(status: TBetView['status']): TBetView {
  return ZBetView.parse({
    id: '1',
    slipId: '1',
    product: 'elott',
    gameCode: '5D1',
    gameName: { ms: '5D 1 minit', en: '5D 1 minute', zh: '5D 1分钟' },
    drawNumber: '20261123-0601',
    betType: 'pos_number',
    key: 'pos1:3',
    stake: '1.00',
    odds: 9800,
    points: null,
    winPerHit: '9.80',
    status,
    hits: status === 'won' ? 1 : null,
    payout: status === 'won' ? '9.80' : null,
    placedAt: SERVER_TIME,
    settledAt: status === 'won' ? SERVER_TIME : null,
    cancellable: false,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('live results', () => {
  it("shows a bet as won without a reload when the member's channel says its draw settled", async () => {
    let settled = false;
    installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /lgw/games/game_menus': { value: menusOf(fiveD()) },
      'GET /lgw/games/5D1': { value: fiveD() },
      'GET /lotto/lgw/games/opened/numero': { value: { draws: [openDraw()] } },
      'GET /lgw/games/5D1/draws': { value: drawPage([drawView()]) },
      'GET /lgw/bets': () => ({
        value: ZPage(ZBetView).parse({ items: [bet(settled ? 'won' : 'pending')], total: 1, page: 1, pageSize: 20 }),
      }),
    });
    await changeLanguage('en');
    setSession(member);
    renderAt('/elott?gameCode=5D1', <LotteryPage area="elott" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('Pending', { selector: 'span' })).toBeTruthy();
    settled = true;
    emitRealtime({ type: 'draw', gameCode: '5D1', drawNumber: '20261123-0601', status: 'settled' });
    expect(await screen.findByText('Won', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('Paid 9.80')).toBeTruthy();
  });

  it("reads the member's bets again only for a settled draw they have a pending bet on", async () => {
    const api = installFakeApi({
      'GET /wps/system/status': { value: siteStatus() },
      'GET /lgw/games/game_menus': { value: menusOf(fiveD()) },
      'GET /lgw/games/5D1': { value: fiveD() },
      'GET /lotto/lgw/games/opened/numero': { value: { draws: [openDraw()] } },
      'GET /lgw/games/5D1/draws': { value: drawPage([drawView()]) },
      'GET /lgw/bets': { value: ZPage(ZBetView).parse({ items: [bet('pending')], total: 1, page: 1, pageSize: 20 }) },
    });
    await changeLanguage('en');
    setSession(member);
    renderAt('/elott?gameCode=5D1', <LotteryPage area="elott" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'My bets' }));
    expect(await screen.findByText('Pending', { selector: 'span' })).toBeTruthy();
    const reads = () => api.callsTo('GET /lgw/bets').length;
    const before = reads();
    // Other games' and other draws' news, and this draw merely drawn: nothing to read.
    emitRealtime({ type: 'draw', gameCode: 'K31', drawNumber: '20261123-0601', status: 'settled' });
    emitRealtime({ type: 'draw', gameCode: '5D1', drawNumber: '20261123-0600', status: 'settled' });
    emitRealtime({ type: 'draw', gameCode: '5D1', drawNumber: '20261123-0601', status: 'drawn' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reads()).toBe(before);
    emitRealtime({ type: 'draw', gameCode: '5D1', drawNumber: '20261123-0601', status: 'settled' });
    await vi.waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('shows a Vietnamese result with every tier, the special prize first', async () => {
    const prizes = {
      special: ['80127'],
      first: ['11209'],
      second: ['67027', '44512'],
      third: ['11156', '90087', '23344', '55667', '78890', '12121'],
      fourth: ['1234', '5678', '9012', '3456'],
      fifth: ['7890', '1357', '2468', '3690', '4812', '5937'],
      sixth: ['123', '456', '789'],
      seventh: ['12', '34', '56', '78'],
    };
    installFakeApi({
      'GET /lgw/vn/games/game_menu': { value: menusOf(north()) },
      'GET /lgw/games/XSMB': { value: north() },
      'GET /lotto/lgw/games/opened/numero': { value: { draws: [] } },
      'GET /lgw/games/XSMB/draws': {
        value: drawPage([
          drawView({ gameCode: 'XSMB', drawNumber: '20261123-HN', station: 'HN', result: { region: 'north', prizes } }),
        ]),
      },
    });
    await changeLanguage('en');
    renderAt('/vnlottery', <LotteryPage area="vnlottery" />);
    const board = await screen.findByRole('table', { name: 'Prizes by tier' });
    const rows = within(board).getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Special',
      '1st',
      '2nd',
      '3rd',
      '4th',
      '5th',
      '6th',
      '7th',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('cell').textContent).toBe('80127');
    expect(within(rows[3] as HTMLElement).getAllByRole('listitem')).toHaveLength(6);
    expect(within(rows[7] as HTMLElement).getByRole('cell').textContent).toBe('12345678');
  });
});
