import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { showToast } from './toast';

/** A client error will not change on a second try; a network or server error might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The server's own message when it gave one; otherwise the mutation's `meta.errorMessage` (e.g.
 * 'Erro ao salvar dados' for the profile), which says more than the generic load-failure text.
 */
function mutationErrorMessage(error: unknown, fallback: unknown): string {
  if (error instanceof ApiError && error.message !== GENERIC_ERROR_MESSAGE) return error.message;
  return typeof fallback === 'string' ? fallback : GENERIC_ERROR_MESSAGE;
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
      onError: (error, _variables, _result, mutation) => {
        showToast(mutationErrorMessage(error, mutation.meta?.errorMessage), 'error');
      },
    }),
  });
}
