import type { QueryClient } from '@tanstack/react-query';
import { loadAccount } from '../account';
import { bikeQueries } from '../bikes';

/**
 * Loader of /classified-account, /user-bikes and /report-stolen: the profile first, so an expired
 * token ends the session and goes to /login as on the account screen, then my bikes.
 */
export async function loadMyBikes(queryClient: QueryClient): Promise<void> {
  await loadAccount(queryClient);
  await queryClient.ensureQueryData(bikeQueries.mine());
}
