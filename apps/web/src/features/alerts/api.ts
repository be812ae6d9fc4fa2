import { unsubscribeSchema, type AlertInput } from '@bicla/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../lib/toast';
import { api } from '../../lib/api';

/** The logged-in person's alerts; keys start with ['alerts']. */
export const alertQueries = {
  all: ['alerts'] as const,
  /** Callers enable it only with a session. */
  mine: () => queryOptions({ queryKey: [...alertQueries.all, 'mine'] as const, queryFn: () => api.alerts.mine() }),
};

/**
 * The answer to an email's cancel link. It is a write, asked as a query so the page asks once
 * however often it renders and shows a refusal itself instead of the mutations' toast. Its key
 * stays outside `alertQueries.all`, so refreshing the alerts never sends it again.
 */
export const unsubscribeQueries = {
  byToken: (token: string | undefined) =>
    queryOptions({
      queryKey: ['alert-unsubscribe', token ?? ''] as const,
      queryFn: async () => {
        // A link cut short says so at once, in the API's own words.
        const input = await unsubscribeSchema.validate({ token });
        return api.alerts.unsubscribe(input.token);
      },
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
    }),
};

/** Follow a municipality, save a search or keep a favourite; a refusal is toasted by the query client. */
export function useCreateAlert(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput) => api.alerts.create(input),
    onSuccess: () => {
      showToast(successMessage, 'success');
      return queryClient.invalidateQueries({ queryKey: alertQueries.all });
    },
  });
}

export function useRemoveAlert(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => api.alerts.remove(documentId),
    onSuccess: () => {
      showToast(successMessage, 'success');
      return queryClient.invalidateQueries({ queryKey: alertQueries.all });
    },
  });
}
