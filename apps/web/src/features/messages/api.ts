import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const messageQueries = {
  all: ['messages'] as const,
  /** Drives the header badge and the home notice (spec, section 4). */
  unreadCount: () =>
    queryOptions({ queryKey: [...messageQueries.all, 'unread-count'] as const, queryFn: () => api.messages.unreadCount() }),
  inbox: (page: number) =>
    queryOptions({ queryKey: [...messageQueries.all, 'inbox', page] as const, queryFn: () => api.messages.inbox(page) }),
  conversation: (bike: string, withUserId: number) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'conversation', bike, withUserId] as const,
      queryFn: () => api.messages.conversation(bike, withUserId),
    }),
};
