import type { TGameCategory, TLobbyGame, TVendorLane } from '@gemilang/contract';
import { gamesLobbyRoutes, LOBBY_FIRST_SCREEN_CARDS } from '@gemilang/contract/web';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

/** The lobby's calls (contract games-lobby.ts, ADR 031) as TanStack queries. */
export const gameKeys = {
  all: ['games'] as const,
  vendors: ['games', 'vendors'] as const,
  list: (filter: GameFilter) => ['games', 'list', filter] as const,
  hot: (category: TGameCategory) => ['games', 'hot', category] as const,
  winners: (category: TGameCategory) => ['games', 'winners', category] as const,
  vendorGames: (vassalage: string) => ['games', 'vendor', vassalage] as const,
  favourites: (token: string) => ['games', 'favourites', token] as const,
  recent: (token: string, category: TGameCategory) => ['games', 'recent', token, category] as const,
};

export interface GameFilter {
  category: TGameCategory;
  vassalage?: string;
  subCategory?: string;
  search?: string;
}

/** The vendors are cached for the session (ADR 031); a few minutes is as fresh as a lane needs. */
const vendorLanesQuery = {
  queryKey: gameKeys.vendors,
  queryFn: () => callApi(gamesLobbyRoutes.gameVendor, { body: {} }),
  staleTime: 5 * 60_000,
};

export function useVendorLanes() {
  return useQuery({ ...vendorLanesQuery, select: (value): TVendorLane[] => value.lanes });
}

const gameListQuery = (filter: GameFilter) => ({
  queryKey: gameKeys.list(filter),
  queryFn: () =>
    callApi(gamesLobbyRoutes.gameList, {
      body: {
        category: filter.category,
        ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
        ...(filter.subCategory ? { subCategory: filter.subCategory } : {}),
        ...(filter.search ? { search: filter.search } : {}),
        pageSize: 100,
      },
    }),
  staleTime: 60_000,
});

export function useGameList(filter: GameFilter) {
  return useQuery({ ...gameListQuery(filter), placeholderData: keepPreviousData });
}

const hotGamesQuery = (category: TGameCategory) => ({
  queryKey: gameKeys.hot(category),
  queryFn: () => callApi(gamesLobbyRoutes.hotGames, { body: { category, limit: 12 } }),
  staleTime: 60_000,
});

export function useHotGames(category: TGameCategory) {
  return useQuery({ ...hotGamesQuery(category), select: (value) => value.games });
}

/**
 * A visitor arriving on a lobby: the reads its first screen draws (the vendors, the hot games, every game)
 * start at boot beside the shell (app/route-chunks.ts, ADR 043), instead of once the lobby has rendered.
 */
export function prefetchLaneReads(queryClient: QueryClient, category: TGameCategory): void {
  void queryClient.prefetchQuery(vendorLanesQuery);
  const hot = hotGamesQuery(category);
  // The first hot games' pictures open the page and are its largest paint: asked for with the list,
  // not once the cards are laid out (their images load lazily). The cards then take them from the cache.
  void queryClient.prefetchQuery(hot).then(() => {
    const games = queryClient.getQueryData<{ games: TLobbyGame[] }>(hot.queryKey)?.games ?? [];
    for (const game of games.slice(0, LOBBY_FIRST_SCREEN_CARDS)) {
      if (!game.imageUrl || typeof Image === 'undefined') continue;
      const image = new Image();
      image.src = game.imageUrl;
    }
  });
  void queryClient.prefetchQuery(gameListQuery({ category }));
}

export function useWinners(category: TGameCategory) {
  return useQuery({
    queryKey: gameKeys.winners(category),
    queryFn: () => callApi(gamesLobbyRoutes.rankList, { body: { category, limit: 10 } }),
    staleTime: 60_000,
    select: (value) => value.winners,
  });
}

export function useVendorGames(vassalage: string | null) {
  return useQuery({
    queryKey: gameKeys.vendorGames(vassalage ?? ''),
    queryFn: () => callApi(gamesLobbyRoutes.vendorGames, { body: { vassalage: vassalage ?? '' } }),
    enabled: Boolean(vassalage),
  });
}

/** The member's favourite games (all lanes: the stars on every card read it); none for a visitor. */
export function useFavourites() {
  const session = useSession();
  return useQuery({
    queryKey: gameKeys.favourites(session?.token ?? ''),
    queryFn: () => callApi(gamesLobbyRoutes.favouriteList, { body: {} }),
    enabled: Boolean(session),
    staleTime: 5 * 60_000,
    select: (value) => value.games,
  });
}

export function useRecentGames(category: TGameCategory) {
  const session = useSession();
  return useQuery({
    queryKey: gameKeys.recent(session?.token ?? '', category),
    queryFn: () => callApi(gamesLobbyRoutes.recentGames, { body: { category, limit: 12 } }),
    enabled: Boolean(session),
    select: (value) => value.games,
  });
}

export const gameKey = (game: Pick<TLobbyGame, 'code' | 'vassalage'>) => `${game.vassalage}:${game.code}`;

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ game, add }: { game: TLobbyGame; add: boolean }) =>
      callApi(gamesLobbyRoutes.favourite, {
        body: { action: add ? 'add' : 'remove', gameCode: game.code, vassalage: game.vassalage },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['games', 'favourites'] }),
  });
}
