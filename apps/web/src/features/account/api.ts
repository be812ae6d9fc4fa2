import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const accountQueries = {
  all: ['account'] as const,
  /** The logged-in user's own profile; callers enable it only with a session. */
  me: () => queryOptions({ queryKey: [...accountQueries.all, 'me'] as const, queryFn: () => api.account.me() }),
};
