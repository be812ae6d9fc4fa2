import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { bikeQueries } from '../bikes';
import { messageQueries } from '../messages';

/**
 * The classifieds area's own reads. Their keys sit under the domains they belong to, so the
 * existing invalidations refresh them: a read message or a reply refreshes ['messages', …], a
 * claim, cancel or any bike change refreshes ['bikes', 'mine', …].
 */
export const classifiedAccountQueries = {
  /** Conversations about bikes on sale now, 5 a page, filtered by the server. */
  offers: (page: number) =>
    queryOptions({
      queryKey: [...messageQueries.all, 'inbox', 'on-sale', page] as const,
      queryFn: () => api.messages.inbox(page, { onSale: true }),
    }),
  /** Pending transfers addressed to my email: they become my bikes once claimed. */
  incomingTransfers: () =>
    queryOptions({
      queryKey: [...bikeQueries.mine().queryKey, 'incoming-transfers'] as const,
      queryFn: () => api.transfers.incoming(),
    }),
};
