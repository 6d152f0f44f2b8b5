import type { TGameCategory } from '@gemilang/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { Arrival } from '../boot/arrival-code';
import i18n from '../shared/i18n';

/**
 * The lobbies' code, named once so routes.tsx renders it and main.tsx can ask for it at boot (ADR 043).
 * A visitor arriving on a lobby otherwise waits for the shell to render before the page's code, then its
 * words, then its reads start, one after another; fetched beside the shell, they are ready when it is.
 * (The game lobby's reads are named in its api.ts; the lottery's depend on the chosen game and stay.)
 */
export const loadLotteryPage = () => import('../features/lottery/lottery-page');
export const loadLobbyPage = () => import('../features/games/lobby-page');

const lanes: Record<string, TGameCategory> = { rng: 'RNG', pvp: 'PVP', fish: 'FISH', live: 'LIVE' };

/** The lane of a lobby address, or null. */
function laneOf(pathname: string): TGameCategory | null {
  const name = pathname.replace(/\/+$/, '').toLowerCase().slice(1);
  return Object.hasOwn(lanes, name) ? (lanes[name] as TGameCategory) : null;
}

/** The page of its own that `pathname` opens over the shell, if any: the lottery, a lobby, a sign-in dialog. */
export function pageArrivalOf(pathname: string): Exclude<Arrival, 'memberCentre'> | null {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (/^\/(lottery|vnlottery|elott)$/.test(path)) return 'lottery';
  if (laneOf(path)) return 'lobby';
  if (/^\/(login|register)(\.html)?$/.test(path)) return 'signIn';
  return null;
}

/**
 * Starts the code, the words and (for a game lobby) the first reads of the page at `pathname`, if it opens one.
 * A failure is left to where the page renders: its own lazy import and queries ask again, and a chunk that
 * still fails offers a reload (ChunkErrorBoundary; a sign-in dialog's host, dialog-hosts.tsx).
 */
export function preloadArrivalPage(pathname: string, queryClient: QueryClient): void {
  const later = () => {};
  const arrival = pageArrivalOf(pathname);
  if (arrival === 'signIn') {
    import('../features/auth/auth-dialogs').catch(later);
  } else if (arrival === 'lottery') {
    loadLotteryPage().catch(later);
    void i18n.loadNamespaces('lottery');
  }
  const category = laneOf(pathname);
  if (category) {
    loadLobbyPage().catch(later);
    void i18n.loadNamespaces('games');
    import('../features/games/api').then((api) => api.prefetchLaneReads(queryClient, category), later);
  }
}
