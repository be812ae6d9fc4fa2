import type { KyInstance } from 'ky';
import { call } from '../http';
import type { ChatMessage, InboxConversation, InboxFilter, MessageInput, UnreadCount } from '../message-types';
import type { ItemResponse, ListResponse } from '../types';

/** Messages between users about a bike (docs/decisions/d7-messages.md); every call needs a logged-in user. */
export function messageFetchers(http: KyInstance) {
  const data = <T>(request: () => Promise<ItemResponse<T>>) => call(request).then((body) => body.data);

  return {
    /** A first message goes to the bike's owner; an owner's reply names its `reciever`. */
    send: (input: MessageInput) => data(() => http.post('messages', { json: { data: input } }).json<ItemResponse<ChatMessage>>()),
    /** 5 conversations a page, the latest first; `meta.pagination` has the page count. */
    inbox: (page = 1, { onSale = false }: InboxFilter = {}) =>
      call(() =>
        http
          .get('messages/inbox', { searchParams: onSale ? { page, onSale: true } : { page } })
          .json<ListResponse<InboxConversation>>(),
      ),
    /** Both directions between the caller and user `withUserId` about one bike, oldest first. */
    conversation: (bike: string, withUserId: number) =>
      data(() => http.get('messages/conversation', { searchParams: { bike, with: withUserId } }).json<ItemResponse<ChatMessage[]>>()),
    markRead: (id: string) =>
      data(() => http.put(`messages/${encodeURIComponent(id)}/read`).json<ItemResponse<ChatMessage>>()),
    /** The number behind the header badge and the home notice. */
    unreadCount: () => data(() => http.get('messages/unread-count').json<ItemResponse<UnreadCount>>()).then(({ count }) => count),
  };
}
