import type { TLobbyGame } from '@gemilang/contract';
import { ApiError, gamesRoutes } from '@gemilang/contract/web';
import { callApi } from '../../shared/api/client';
import { openDialog } from '../../shared/dialogs';
import i18n from '../../shared/i18n';
import { requireRealAccount } from '../../shared/require-real-account';
import { getSession, TRIAL_TYPE } from '../../shared/session';
import { showGeneralDialog } from '../../shared/ui/general-dialog';
import { withLoading } from '../../shared/ui/loading-overlay';
import { storeLaunchedGame } from './launched-game';

/** The house's own games' vendor (ADR 032): the only one a trial account may play, with play money. */
export const IN_HOUSE_VASSALAGE = 'GEMILANG';

/** The launch's constants. */
export const LAUNCH_CONSTANTS = {
  accountType: '1',
  confirmTrans: '0',
  clientType: '3',
  launchMode: 'GLS',
  platform: 'html5-desktop',
} as const;

export type LaunchOutcome = 'launched' | 'login' | 'trial' | 'maintenance' | 'vendor' | 'refused';

/**
 * A click on a game card. Order: a card under maintenance says so and goes no further; a
 * VASSALAGE item opens its vendor's popup list (`openVendor`); a visitor gets the login dialog and a trial
 * account the in_need_true_account warning (requireRealAccount) unless the game is the house's own; a member sees the loader while the
 * launch call runs, then the answer's address is stored and the site moves to /game, which frames it. A
 * refusal (the game went into maintenance meanwhile, the session ended) is said in the server's words; an
 * ended session opens the login dialog. The session token travels in the Authorization header, never in
 * the address, so the payload's `token` field stays empty.
 */
export async function launchGame(
  game: TLobbyGame,
  actions: { navigate: (path: string) => void; openVendor: (vassalage: string) => void },
): Promise<LaunchOutcome> {
  if (game.status === 'maintenance') {
    await i18n.loadNamespaces('games');
    void showGeneralDialog({ icon: 'warning', text: i18n.t('games:launch.maintenance', { name: game.name }) });
    return 'maintenance';
  }
  if (game.isGame === 'VASSALAGE') {
    actions.openVendor(game.vassalage);
    return 'vendor';
  }
  const session = getSession();
  // A trial account plays the house's own games with play money (ADR 052); an outside vendor's need real money.
  const playMoney = session?.isAgent === TRIAL_TYPE && game.vassalage === IN_HOUSE_VASSALAGE;
  if (!playMoney && !requireRealAccount(session)) return session ? 'trial' : 'login';
  try {
    const answer = await withLoading(() =>
      callApi(gamesRoutes.launchGame, {
        query: {
          gameId: game.code,
          vassalage: game.vassalage,
          ...LAUNCH_CONSTANTS,
          username: session?.account,
          merchantCode: session?.merchant,
          language: i18n.language,
        },
      }),
    );
    storeLaunchedGame({
      url: answer.game_url,
      name: game.name,
      code: game.code,
      vassalage: game.vassalage,
      lobby: `${window.location.pathname}${window.location.search}`,
    });
    actions.navigate('/game');
    return 'launched';
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'token_required' || error.code === 'token_expired')) {
      openDialog('login');
      return 'login';
    }
    const text = error instanceof Error ? error.message : String(error);
    void showGeneralDialog({ icon: 'error', text });
    return 'refused';
  }
}
