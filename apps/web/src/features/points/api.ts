import type {
  TPointConvertResult,
  TPointMovementKind,
  TPointRedemption,
  TPointRedemptionState,
} from '@gemilang/contract';
import { pointRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../shared/api/account-keys';
import { isRealMember, promotionsKey } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/session';

/**
 * The points mall's reads, keyed by token (another sign-in never sees this member's points from the cache) and,
 * where the server words them (item names, descriptions, remarks, the brand's notes), by language.
 */
export const pointKeys = {
  all: ['points'] as const,
  balance: (token: string) => ['points', 'balance', token] as const,
  catalogue: (token: string, language: string) => ['points', 'catalogue', token, language] as const,
  config: (token: string, language: string) => ['points', 'config', token, language] as const,
  redemptions: (token: string, language: string, status: string, page: number) =>
    ['points', 'redemptions', token, language, status, page] as const,
  movements: (token: string, language: string, kind: string, page: number) =>
    ['points', 'movements', token, language, kind, page] as const,
};

/** Every read here needs a real member: a visitor or a trial account asks nothing. */
function useMember() {
  const session = useSession();
  return { token: session?.token ?? '', enabled: isRealMember(session) };
}

export function usePointBalance() {
  const { token, enabled } = useMember();
  return useQuery({
    queryKey: pointKeys.balance(token),
    queryFn: () => callApi(pointRoutes.balance, { body: {} }),
    enabled,
    staleTime: 15_000,
  });
}

/** The whole catalogue, read once: the type chips filter it here, so a chip answers at once. */
export function usePointCatalogue() {
  const { token, enabled } = useMember();
  return useQuery({
    queryKey: pointKeys.catalogue(token, i18n.language),
    queryFn: () => callApi(pointRoutes.catalogue, { body: {} }),
    enabled,
    staleTime: 30_000,
  });
}

export function usePointConfig() {
  const { token, enabled } = useMember();
  return useQuery({
    queryKey: pointKeys.config(token, i18n.language),
    queryFn: () => callApi(pointRoutes.config, { body: {} }),
    enabled,
    staleTime: 60_000,
  });
}

export const RECORDS_PAGE_SIZE = 10;

export function usePointRedemptions(status: TPointRedemptionState | null, page: number) {
  const { token, enabled } = useMember();
  return useQuery({
    queryKey: pointKeys.redemptions(token, i18n.language, status ?? 'all', page),
    queryFn: () =>
      callApi(pointRoutes.redemptions, {
        body: { page, pageSize: RECORDS_PAGE_SIZE, ...(status ? { status } : {}) },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePointMovements(kind: TPointMovementKind | null, page: number) {
  const { token, enabled } = useMember();
  return useQuery({
    queryKey: pointKeys.movements(token, i18n.language, kind ?? 'all', page),
    queryFn: () =>
      callApi(pointRoutes.movements, { body: { page, pageSize: RECORDS_PAGE_SIZE, ...(kind ? { kind } : {}) } }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * After a redemption or a conversion every points read is read again (balance, stock, records, details), and so
 * is the wallet (an item's money, a conversion's cash) and, for a promotion item, the member's bonuses.
 */
function useAfterPointsMoved() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: pointKeys.all }),
      queryClient.invalidateQueries({ queryKey: accountKeys.all }),
      queryClient.invalidateQueries({ queryKey: promotionsKey }),
    ]);
}

export interface RedeemEntry {
  itemId: string;
  version: number;
  quantity: number;
  paymentPassword: string;
  recipient?: string;
  address?: string;
  phone?: string;
  idempotencyKey: string;
}

export function useRedeemItem() {
  const settled = useAfterPointsMoved();
  return useMutation<TPointRedemption, Error, RedeemEntry>({
    mutationFn: (entry) => callApi(pointRoutes.redeem, { body: entry }),
    onSettled: settled,
  });
}

export interface ConvertEntry {
  points: string;
  paymentPassword: string;
  idempotencyKey: string;
}

export function useConvertPoints() {
  const settled = useAfterPointsMoved();
  return useMutation<TPointConvertResult, Error, ConvertEntry>({
    mutationFn: (entry) => callApi(pointRoutes.convert, { body: entry }),
    onSettled: settled,
  });
}
