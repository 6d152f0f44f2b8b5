import type { TFeedbackInput } from '@gemilang/contract';
import { feedbackRoutes } from '@gemilang/contract/web';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isRealMember } from '../../shared/api/bonus-queries';
import { callApi } from '../../shared/api/client';
import { useSession } from '../../shared/session';

export const FEEDBACK_PAGE_SIZE = 10;

/** Keyed by token: another sign-in never sees this member's feedback from the cache. */
export const feedbackKeys = {
  all: ['feedback'] as const,
  mine: (token: string, page: number) => ['feedback', 'mine', token, page] as const,
};

/** The member's own feedback and the contact the form starts with; nothing is asked for a visitor or a trial account. */
export function useMyFeedback(page: number) {
  const session = useSession();
  return useQuery({
    queryKey: feedbackKeys.mine(session?.token ?? '', page),
    queryFn: () => callApi(feedbackRoutes.mine, { query: { page, pageSize: FEEDBACK_PAGE_SIZE } }),
    enabled: isRealMember(session),
    placeholderData: keepPreviousData,
  });
}

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TFeedbackInput) => callApi(feedbackRoutes.send, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.all }),
  });
}
