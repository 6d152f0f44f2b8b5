import type { TBetStatus, TPlaceBetsRequest } from '@gemilang/contract';
import { lotteryRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../shared/api/client';

/** The lottery's calls (contract lottery.ts, ADR 021) as TanStack queries. */
export type LotteryArea = 'lottery' | 'vnlottery' | 'elott';

export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: (area: LotteryArea) => ['lottery', 'menus', area] as const,
  game: (code: string) => ['lottery', 'game', code] as const,
  opened: (code: string) => ['lottery', 'opened', code] as const,
  draws: (code: string) => ['lottery', 'draws', code] as const,
  draw: (code: string, number: string) => ['lottery', 'draw', code, number] as const,
  myBets: (token: string, status: string, page: number) => ['lottery', 'mine', token, status, page] as const,
};

export const RESULT_PAGE_SIZE = 30;
export const MY_BETS_PAGE_SIZE = 20;

/** The menu by group: the Vietnamese one for /vnlottery, every game for /lottery, the fast draws for /elott. */
/** An area's menu; the header's categories (app/use-game-categories.ts) read 'lottery' under the same key. */
export async function loadLotteryMenus(area: LotteryArea) {
  if (area === 'vnlottery') return callApi(lotteryRoutes.vnGameMenu);
  const menus = await callApi(lotteryRoutes.gameMenus);
  if (area === 'lottery') return menus;
  const gameMenus = menus.gameMenus
    .map((group) => ({ ...group, games: group.games.filter((g) => g.prizeMode === 'Elott') }))
    .filter((group) => group.games.length > 0);
  return { gameMenus };
}

export function useLotteryMenus(area: LotteryArea) {
  return useQuery({ queryKey: lotteryKeys.menus(area), queryFn: () => loadLotteryMenus(area), staleTime: 60_000 });
}

export function useGameDetail(code: string | undefined) {
  return useQuery({
    queryKey: lotteryKeys.game(code ?? ''),
    queryFn: () => callApi(lotteryRoutes.game, { params: { gameCode: code ?? '' } }),
    enabled: Boolean(code),
    staleTime: 60_000,
  });
}

/**
 * The draws on sale now, with how far the device's clock is from the server's (`offsetMs`): countdowns run
 * on the server's time, so a phone whose clock is wrong still shows the real cut-off.
 */
export function useOpenDraws(code: string | undefined) {
  return useQuery({
    queryKey: lotteryKeys.opened(code ?? ''),
    queryFn: async () => {
      const { draws } = await callApi(lotteryRoutes.opened, { query: { gameCode: code } });
      const first = draws[0];
      const offsetMs = first ? Date.parse(first.serverTime) - Date.now() : 0;
      return { draws, offsetMs };
    },
    enabled: Boolean(code),
  });
}

export function useDrawHistory(code: string | undefined) {
  return useQuery({
    queryKey: lotteryKeys.draws(code ?? ''),
    queryFn: () =>
      callApi(lotteryRoutes.draws, {
        params: { gameCode: code ?? '' },
        query: { page: 1, pageSize: RESULT_PAGE_SIZE },
      }),
    enabled: Boolean(code),
    placeholderData: keepPreviousData,
  });
}

export function useDraw(code: string, number: string) {
  return useQuery({
    queryKey: lotteryKeys.draw(code, number),
    queryFn: () => callApi(lotteryRoutes.draw, { params: { gameCode: code, drawNumber: number } }),
    enabled: Boolean(code && number),
  });
}

export function useMyBets(token: string | undefined, status: TBetStatus | '', page: number) {
  return useQuery({
    queryKey: lotteryKeys.myBets(token ?? '', status, page),
    queryFn: () => callApi(lotteryRoutes.myBets, { query: { page, pageSize: MY_BETS_PAGE_SIZE, status } }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
}

export function usePlaceBets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPlaceBetsRequest) => callApi(lotteryRoutes.placeBets, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lottery', 'mine'] }),
  });
}

export function useCancelSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(lotteryRoutes.cancelSlip, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['lottery', 'mine'] }),
  });
}
