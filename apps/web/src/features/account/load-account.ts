import { ApiError } from '@bicla/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { endSession } from '../../lib/session';
import { accountQueries } from '../session';

/**
 * Loader of the account routes. A cookie whose token the CMS no longer accepts (expired, or the
 * account deleted elsewhere) is a logged-out visitor: end it and go to /login, as the guard would.
 */
export async function loadAccount(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.ensureQueryData(accountQueries.me());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endSession();
      throw redirect({ to: '/login' });
    }
    throw error;
  }
}
