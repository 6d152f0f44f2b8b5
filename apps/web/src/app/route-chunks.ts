import i18n from '../shared/i18n';

/**
 * The lobbies' code, named once so routes.tsx renders it and main.tsx can ask for it at boot (ADR 043).
 * A visitor arriving on a lobby otherwise waits for the shell to render before the page's code, then its
 * words, then its reads start, one after another; fetched beside the shell, they are ready when it is.
 */
export const loadLotteryPage = () => import('../features/lottery/lottery-page');
export const loadLobbyPage = () => import('../features/games/lobby-page');

const arrivals: { path: RegExp; load: () => Promise<unknown>; namespace: string }[] = [
  { path: /^\/(lottery|vnlottery|elott)\/?$/i, load: loadLotteryPage, namespace: 'lottery' },
  { path: /^\/(rng|pvp|fish|live)\/?$/i, load: loadLobbyPage, namespace: 'games' },
];

/** Starts the code and the words of the lobby at `pathname`, if it is one. A failure shows where it renders. */
export function preloadArrivalPage(pathname: string): void {
  const page = arrivals.find((a) => a.path.test(pathname));
  if (!page) return;
  page.load().catch(() => {
    // The page's own lazy import asks again and, failing, offers a reload (ChunkErrorBoundary).
  });
  void i18n.loadNamespaces(page.namespace);
}
