import type { InboxConversation, MessageBike, MessageParty } from '@bicla/api-client';

/** An inbox row that can be opened: its bike and the other user still exist. */
export interface OpenConversation {
  bike: MessageBike & { on_sale: boolean };
  otherParty: MessageParty;
}

export function openable(row: InboxConversation): OpenConversation | null {
  return row.bike && row.otherParty ? { bike: row.bike, otherParty: row.otherParty } : null;
}

/** Server-side page size of the inbox (spec, section 9), used if a response lacks its pagination. */
export const INBOX_PAGE_SIZE = 5;
