import { vipRoutes } from '@gemilang/contract/web';
import { useQuery } from '@tanstack/react-query';
import { isRealMember } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import i18n from '../../shared/i18n';
import { useSession } from '../../shared/session';

/** Keyed by language (level names are the caller's) and token (another sign-in never sees this member's level). */
export const vipKeys = {
  me: (language: string, token: string) => ['vip', language, token] as const,
};

/** The member's level, progress and the ladder's benefits; nothing is asked for a trial account. */
export function useMyVip() {
  const session = useSession();
  return useQuery({
    queryKey: vipKeys.me(i18n.language, session?.token ?? ''),
    queryFn: () => callApi(vipRoutes.me),
    enabled: isRealMember(session),
    staleTime: 30_000,
  });
}
