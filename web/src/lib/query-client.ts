import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The one TanStack Query cache of the app. It lives in its own chunk, loaded with the first page that fetches
 * through it, so the public pages stay within their JavaScript budget.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not fix itself; retry only network failures and 5xx, once.
      retry: (failureCount, error) =>
        failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
