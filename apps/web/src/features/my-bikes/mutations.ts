import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bikeQueries } from '../bikes';

/* Apart from ./api, whose queries route loaders import: a loader has no use for mutations. */

/**
 * A write on one of my bikes. Every change can move the bike in or out of public lists (stolen,
 * classifieds, search), so it refreshes all bike queries; a failure is toasted by the query client.
 */
export function useMyBikeMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    // Only the variables: react-query passes a context second, which fetchers must not receive.
    mutationFn: (variables: TVariables) => mutationFn(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bikeQueries.all }),
  });
}

/** The mutation's result, or undefined when it failed: the query client has already shown why. */
export async function attempt<T>(mutation: Promise<T>): Promise<T | undefined> {
  try {
    return await mutation;
  } catch {
    return undefined;
  }
}
