import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MESSAGES,
  type ChatMessage,
  type InboxConversation,
  type InboxFilter,
  type MessageInput,
  type MessageParty,
} from '@bicla/api-client/shared';
import { conversationKey, conversationPage, messagesBetween, readMessage, unreadTotal } from '../conversations';
import { messageRows, type MessageRow } from '../message-rows';
import { bikeWithOwner } from '../../bike/bike-with-owner';
import { rowWrites } from '../../../database/row-writes';
import { queueEmail } from '../../../email/send';
import { newMessageEmail } from '../emails';

export const INBOX_PAGE_SIZE = 5;

const M = MESSAGES.message;

/** The logged-in user, as users-permissions puts it in ctx.state.user. */
export interface MessageCaller {
  id: number;
  documentId: string;
  name: string;
}

interface UserRow {
  id: number;
  documentId: string;
  name: string;
  email: string;
}

const USER_FIELDS = ['id', 'documentId', 'name', 'email'];
/** The bike a message is about, and its owner, who receives it. */
const MESSAGED_BIKE = { by: 'documentId' as const, fields: ['id', 'nickName'], ownerFields: USER_FIELDS, approvedOnly: true };

const party = (user: MessageRow['sender']): MessageParty | null => (user ? { id: user.id, name: user.name } : null);

function toChatMessage(row: MessageRow): ChatMessage {
  return {
    documentId: row.documentId,
    message: row.message,
    read: row.read,
    createdAt: new Date(row.createdAt).toISOString(),
    bike: row.bike ? { documentId: row.bike.documentId, slug: row.bike.slug, nickName: row.bike.nickName } : null,
    sender: party(row.sender),
    reciever: party(row.reciever),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const messages = () => strapi.db.query('api::message.message');

  const rowsOf = messageRows(strapi);
  const messageWrites = rowWrites(strapi, 'api::message.message');

  /** An owner may only answer someone who wrote to them about this bike: that writer is the receiver. */
  async function writerToAnswer(bikeId: number, caller: MessageCaller, recieverId: number | undefined): Promise<UserRow> {
    if (recieverId === undefined) throw new errors.ValidationError(M.ownBike);
    const wrote = (await messagesBetween(strapi, { id: bikeId }, caller.id, recieverId)).some((message) => message.sender === recieverId);
    const writer: UserRow | null = wrote ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: recieverId }, select: USER_FIELDS }) : null;
    if (!writer) throw new errors.ValidationError(M.notInConversation);
    return writer;
  }

  return {
    /**
     * Stores a message from the caller about an approved bike and emails its receiver after
     * commit. The receiver is the owner, or, for the owner, the writer being answered (docs/decisions/d7-messages.md).
     */
    async send(caller: MessageCaller, input: MessageInput): Promise<ChatMessage> {
      const found = await bikeWithOwner<{ id: number; nickName: string }, UserRow>(strapi, MESSAGED_BIKE, input.bike);
      if (!found) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
      const { bike, owner } = found;
      if (!owner) throw new errors.ValidationError(M.noOwner);

      return strapi.db.transaction(async () => {
        let receiver = owner;
        if (owner.id === caller.id) receiver = await writerToAnswer(bike.id, caller, input.reciever);
        else if (input.reciever !== undefined && input.reciever !== owner.id) throw new errors.ValidationError(M.onlyOwner);

        // By ids through compiled statements: the document service would look the three up again and count them.
        const created = await messageWrites.create({
          message: input.message,
          read: false,
          bike: bike.id,
          sender: caller.id,
          reciever: receiver.id,
          publishedAt: new Date(),
        });
        const [row] = await rowsOf([created.id]);

        await queueEmail(
          strapi,
          newMessageEmail({ to: receiver.email, recipientName: receiver.name, senderName: caller.name, nickName: bike.nickName, text: input.message }),
        );
        return toChatMessage(row);
      });
    },

    /**
     * 5 conversations a page, the one with the latest message first, from the conversations
     * table (src/api/message/conversations.ts): a count and a page read at once through the
     * indexes of the caller's two sides, and a load of the page's messages.
     */
    async inbox(caller: MessageCaller, page: number, filter: InboxFilter = {}) {
      const onSale = filter.onSale ?? false;
      const { total, rows: latest } = await conversationPage(strapi, caller.id, { page, pageSize: INBOX_PAGE_SIZE, onSale });
      const unread = new Map(latest.map((row) => [row.id, row.unread]));
      // In the page's order; a message an editor removed between the two reads is left out, and
      // the next page load will be consistent again.
      const rows = await rowsOf([...unread.keys()]);

      const data: InboxConversation[] = rows.map((row) => {
        const mine = row.sender?.id === caller.id;
        return {
          bike: row.bike
            ? { documentId: row.bike.documentId, slug: row.bike.slug, nickName: row.bike.nickName, on_sale: row.bike.on_sale }
            : null,
          otherParty: party(mine ? row.reciever : row.sender),
          lastMessage: { documentId: row.documentId, message: row.message, createdAt: new Date(row.createdAt).toISOString(), mine },
          unread: unread.get(row.id) ?? 0,
        };
      });
      return {
        data,
        pagination: { page, pageSize: INBOX_PAGE_SIZE, pageCount: Math.ceil(total / INBOX_PAGE_SIZE), total },
      };
    },

    /**
     * Both directions between the caller and another user about one bike, oldest first. The
     * caller is always one side, so anyone else's conversation reads as empty.
     */
    async conversation(caller: MessageCaller, bike: string, withUserId: number): Promise<ChatMessage[]> {
      const between = await messagesBetween(strapi, { documentId: bike }, caller.id, withUserId);
      return (await rowsOf(between.map((message) => message.id))).map(toChatMessage);
    },

    /** Only the receiver may mark a message read; marking it again changes nothing. */
    async markRead(caller: MessageCaller, documentId: string): Promise<ChatMessage> {
      const found: {
        id: number;
        bike: { id: number } | null;
        sender: { id: number } | null;
        reciever: { id: number } | null;
      } | null = await messages().findOne({
        where: { documentId },
        select: ['id'],
        populate: { bike: { select: ['id'] }, sender: { select: ['id'] }, reciever: { select: ['id'] } },
      });
      if (!found) throw new errors.NotFoundError('Esta mensagem não existe');
      const { reciever } = found;
      if (reciever?.id !== caller.id) throw new errors.PolicyError(MESSAGES.notOwner);
      await strapi.db.transaction(async ({ trx }) => {
        // Only the request that turns it read counts it down, however many arrive at once.
        const markRead: Record<string, unknown> = { read: true, updatedAt: new Date() };
        const { count } = await messages().updateMany({ where: { id: found.id, read: false }, data: markRead });
        if (count) await readMessage(trx, conversationKey(found.bike, found.sender, reciever), reciever.id);
      });
      const [row] = await rowsOf([found.id]);
      return toChatMessage(row);
    },

    unreadCount(caller: MessageCaller): Promise<number> {
      return unreadTotal(strapi, caller.id);
    },
  };
};
