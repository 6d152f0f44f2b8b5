import { type FieldRule, maxUploadBytes, type RegisterField, type TRegisterSettings } from '@gemilang/contract';
import { memberSecurityRoutes, systemRoutes } from '@gemilang/contract/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callApi } from '../../shared/api/client';

/** Keyed by token: after a password change (new token) the page reads afresh. */
export const securityKeys = {
  overview: (token: string) => ['security', 'overview', token] as const,
  avatars: ['security', 'avatars'] as const,
};

export function useSecurityOverview(token: string) {
  return useQuery({
    queryKey: securityKeys.overview(token),
    queryFn: () => callApi(memberSecurityRoutes.overview),
    staleTime: 30_000,
  });
}

export function useStockAvatars(enabled: boolean) {
  return useQuery({
    queryKey: securityKeys.avatars,
    queryFn: () => callApi(memberSecurityRoutes.stockAvatars),
    staleTime: 60 * 60_000,
    enabled,
  });
}

/** The brand's field rules (the same call and cache entry the sign-in dialogs use). */
export function useRegisterSettings() {
  return useQuery({
    queryKey: ['system', 'registerSettings'],
    queryFn: () => callApi(systemRoutes.registerSettings),
    staleTime: 10 * 60_000,
  });
}

/** A field's rule as the server checks it here: shown and required whatever registration does with it. */
export function ruleOf(settings: TRegisterSettings | undefined, field: RegisterField, fallback: FieldRule): FieldRule {
  const found = settings?.fields.find((f) => f.field === field);
  if (!found || (found.minLength === 0 && found.patternId === 0)) return fallback;
  return { ...found, enabled: true, required: true };
}

export const fallbackRules = {
  password: { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '*', patternId: 14 },
  // The server's own default when a brand has no payment-password rule: six digits.
  paymentPassword: { enabled: true, required: true, minLength: 6, maxLength: 6, acceptedPattern: '*', patternId: 6 },
  mobileNum: { enabled: true, required: true, minLength: 8, maxLength: 12, acceptedPattern: '*', patternId: 6 },
  email: { enabled: true, required: true, minLength: 6, maxLength: 50, acceptedPattern: '*', patternId: 3 },
  payeeName: { enabled: true, required: true, minLength: 2, maxLength: 50, acceptedPattern: '*', patternId: 12 },
} satisfies Record<string, FieldRule>;

/**
 * After a change on this page: the page's own read, and the member info the header shows (nickname),
 * are read again.
 */
export function useRefreshAccount(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['security', 'overview'] }),
      queryClient.invalidateQueries({ queryKey: ['account', 'info'] }),
    ]);
  }, [queryClient]);
}

export const avatarTypes = ['image/png', 'image/jpeg'];

/** The client's first look at a chosen file (the server checks the bytes): a problem key, or null. */
export function imageProblem(file: File): 'fileNotImage' | 'fileTooLarge' | null {
  if (!avatarTypes.includes(file.type)) return 'fileNotImage';
  if (file.size > maxUploadBytes) return 'fileTooLarge';
  return null;
}
