import type { InferType } from 'yup';
import type { messageSchema } from './schemas/message';

/** What the message form sends: the input side of its shared yup schema. */
export type MessageInput = InferType<typeof messageSchema>;

/** A party of a conversation; null once that user has deleted their account. */
export interface MessageParty {
  id: number;
  name: string;
}

export interface MessageBike {
  documentId: string;
  slug: string;
  nickName: string;
}

/** One message as its sender and receiver see it; the text is plain text, never HTML. */
export interface ChatMessage {
  documentId: string;
  message: string;
  read: boolean;
  createdAt: string;
  /** Null if the bike has since been removed from the registry. */
  bike: MessageBike | null;
  sender: MessageParty | null;
  reciever: MessageParty | null;
}

/** Narrows the inbox: `onSale` keeps only conversations about bikes on sale now (the classifieds area). */
export interface InboxFilter {
  onSale?: boolean;
}

/** One row of the inbox: a bike and the other user, with the conversation's latest message. */
export interface InboxConversation {
  /** `on_sale` tells the web app whether /classified/{slug} exists. */
  bike: (MessageBike & { on_sale: boolean }) | null;
  /** Whom to read the conversation with (`with=`); null once they deleted their account. */
  otherParty: MessageParty | null;
  lastMessage: {
    documentId: string;
    message: string;
    createdAt: string;
    /** True when the caller sent it. */
    mine: boolean;
  };
  /** Messages to the caller in this conversation not read yet. */
  unread: number;
}

export interface UnreadCount {
  count: number;
}
