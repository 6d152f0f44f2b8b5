import { type TBetView, ZBetView, ZPage, ZPlaceBetsResult } from '@gemilang/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../app/testing';
import { changeLanguage } from '../../shared/i18n';
import { setSession } from '../../shared/session';
import { GeneralDialogHost } from '../../shared/ui/general-dialog';
import { installFakeApi } from '../../test/fake-api';
import { drawPage, drawView, fiveD, menusOf, openDraw, SERVER_TIME } from '../../test/lottery-fixtures';
import { memberSession } from '../../test/member-session';
import { LotteryPage } from './lottery-page';

vi.setConfig({ testTimeout: 20_000 });

// Seen to fail with the button shown on every pending bet (ignoring `cancellable`) and with the cancel sent
// without the member's confirmation.

const member = memberSession;

function bet(id: string, slipId: string, status: TBetView['status'], cancellable: boolean): TBetView {
  return ZBetView.parse({
    id,
    slipId,
    product: 'elott',
    gameCode: '5D1',
    gameName: { ms: '5D 1 minit', en: '5D 1 minute', zh: '5D 1分钟' },
    drawNumber: '20261123-0601',
    betType: 'pos_number',
    key: `pos1:${id}`,
    stake: '1.00',
    odds: 9800,
    points: null,
    winPerHit: '9.80',
    status,
    hits: null,
    payout: status === 'cancelled' ? '1.00' : null,
    placedAt: SERVER_TIME,
    settledAt: status === 'cancelled' ? SERVER_TIME : null,
    cancellable,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setSession(null);
});

describe('cancelling a slip from my bets', () => {
  it('offers Cancel slip only where the server says it may, asks first, and shows the bet cancelled', async () => {
    let cancelled = false;
    const api = installFakeApi({
      'GET /lgw/games/game_menus': { value: menusOf(fiveD()) },
      'GET /lgw/games/5D1': { value: fiveD({ allowCancel: true }) },
      'GET /lotto/lgw/games/opened/numero': { value: { draws: [openDraw()] } },
      'GET /lgw/games/5D1/draws': { value: drawPage([drawView()]) },
      'GET /lgw/bets': () => ({
        value: ZPage(ZBetView).parse({
          items: [bet('2', '9', cancelled ? 'cancelled' : 'pending', !cancelled), bet('1', '8', 'pending', false)],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
      }),
      'POST /lgw/bets/9/cancel': () => {
        cancelled = true;
        return {
          value: ZPlaceBetsResult.parse({
            slip: {
              id: '9',
              gameCode: '5D1',
              drawNumber: '20261123-0601',
              currency: 'MYR',
              totalStake: '1.00',
              potentialWin: '9.80',
              status: 'cancelled',
              placedAt: SERVER_TIME,
              bets: [bet('2', '9', 'cancelled', false)],
            },
            balance: '100.00',
          }),
        };
      },
    });
    await changeLanguage('en');
    setSession(member);
    renderAt(
      '/elott?gameCode=5D1',
      <>
        <LotteryPage area="elott" />
        <GeneralDialogHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'My bets' }));
    const buttons = await screen.findAllByRole('button', { name: 'Cancel the slip of 5D 1 minute draw 20261123-0601' });
    expect(buttons).toHaveLength(1);
    // The game by its name in the page's language and the selection in words, never the codes.
    const bets = buttons[0]?.closest('ul') as HTMLElement;
    expect(bets.textContent).toContain('5D 1 minute · ');
    expect(bets.textContent).toContain('Position 1: ');
    expect(bets.textContent).not.toMatch(/5D1|pos1/);

    // Keeping it sends nothing.
    await user.click(buttons[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this slip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(api.callsTo('POST /lgw/bets/9/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel the slip of 5D 1 minute draw 20261123-0601' }));
    dialog = await screen.findByRole('dialog', { name: 'Cancel this slip?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel slip' }));
    expect(await screen.findByText('Cancelled', { selector: 'span' })).toBeTruthy();
    expect(api.callsTo('POST /lgw/bets/9/cancel')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel the slip of 5D 1 minute draw 20261123-0601' })).toBeNull();
  });
});
