import type { TGameCategory } from '@gemilang/contract';
import type { QueryClient } from '@tanstack/react-query';
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

/**
 * Starts the code, the words and (for a game lobby) the first reads of the lobby at `pathname`, if it is one.
 * A failure is left to where the page renders: its own lazy import and queries ask again, and a chunk that
 * still fails offers a reload (ChunkErrorBoundary).
 */
export function preloadArrivalPage(pathname: string, queryClient: QueryClient): void {
  const later = () => {};
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (/^\/(lottery|vnlottery|elott)$/.test(path)) {
    loadLotteryPage().catch(later);
    void i18n.loadNamespaces('lottery');
    return;
  }
  const category = lanes[path.slice(1)];
  if (!category) return;
  loadLobbyPage().catch(later);
  void i18n.loadNamespaces('games');
  import('../features/games/api').then((api) => api.prefetchLaneReads(queryClient, category), later);
}
