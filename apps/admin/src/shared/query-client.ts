import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/client';

/** A refusal (4xx) will not change on a second try; only network and server trouble is retried once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
