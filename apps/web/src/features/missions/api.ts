import type { TRaceList, TRealtimeServerMessage } from '@gemilang/contract';
import { missionRoutes, rewardRoutes } from '@gemilang/contract/web';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isRealMember, promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import i18n from '../../shared/i18n';
import { subscribeRealtime } from '../../shared/realtime-events';
import { useSession } from '../../shared/session';

/**
 * Mission activity's reads sit under the promotions prefix: a claim (here or in the reward centre) makes a grant, and
 * reading them all again refreshes the cards, the badge and the bonus details together. Keyed by language (titles come
 * in the reader's words) and by token (another sign-in never sees the previous member's progress from the cache).
 */
export const missionKeys = {
  all: [...promotionsKey, 'missions'] as const,
  missions: (language: string, token: string) => [...promotionsKey, 'missions', 'list', language, token] as const,
  badge: (token: string) => [...promotionsKey, 'missions', 'badge', token] as const,
  tasks: (language: string, token: string) => [...promotionsKey, 'missions', 'tasks', language, token] as const,
  races: (language: string, token: string) => [...promotionsKey, 'missions', 'races', language, token] as const,
};

export function useMissions() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: missionKeys.missions(i18n.language, token),
    queryFn: () => callApi(missionRoutes.missions),
    staleTime: 15_000,
  });
}

/** The member centre's badge: asked when the menu opens, never for a visitor or a trial account. */
export function useMissionBadge() {
  const session = useSession();
  return useQuery({
    queryKey: missionKeys.badge(session?.token ?? ''),
    queryFn: () => callApi(missionRoutes.badge),
    enabled: isRealMember(session),
    staleTime: 60_000,
  });
}

export function useDailyTasks() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: missionKeys.tasks(i18n.language, token),
    queryFn: () => callApi(missionRoutes.dailyTasks),
    staleTime: 15_000,
  });
}

/** A race's new board from the live channel, written into the races read (no request: the message carries it). */
export function applyRaceBoard(client: QueryClient, key: readonly unknown[], message: TRealtimeServerMessage) {
  if (message.type !== 'race') return;
  client.setQueryData<TRaceList>(key, (old) =>
    old
      ? {
          ...old,
          items: old.items.map((race) =>
            race.id === message.raceId
              ? { ...race, top: message.top, entrants: message.entrants, updatedAt: new Date().toISOString() }
              : race,
          ),
        }
      : old,
  );
}

/** The races with their boards, kept current by the live channel while the page is open. */
export function useRaces() {
  const token = useSession()?.token ?? '';
  const client = useQueryClient();
  const key = missionKeys.races(i18n.language, token);
  const keyText = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is followed by its text, a new array each render.
  useEffect(() => subscribeRealtime((message) => applyRaceBoard(client, key, message)), [client, keyText]);
  return useQuery({ queryKey: key, queryFn: () => callApi(missionRoutes.races), staleTime: 30_000 });
}

/** Claims a mission's or race's reward through the reward centre: a fresh idempotency key per press. */
export function useClaimReward() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      callApi(rewardRoutes.claim, { params: { id }, body: { idempotencyKey: newIdempotencyKey() } }),
    onSettled: () => client.invalidateQueries({ queryKey: promotionsKey }),
  });
}
