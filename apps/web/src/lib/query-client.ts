import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';

/** A client error will not change on a second try; a network or server error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // CMS content and lookups change rarely; a minute avoids refetching on every visit.
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
    // The API client stays free of UI; failed writes become a toast here (spec, section 8).
    mutationCache: new MutationCache({
      onError: (error) => {
        enqueueSnackbar(error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE, {
          variant: 'error',
        });
      },
    }),
  });
}
