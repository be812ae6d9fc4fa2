import type { Core } from '@strapi/strapi';
import { conversationQuerySchema, inboxQuerySchema, messageSchema, noQuerySchema } from '@bicla/api-client/shared';
import { requestData, validateBody, validateQuery } from '../../../utils/validate';
import type messageService from '../services/message';
import type { MessageCaller } from '../services/message';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * Messages between users (docs/decisions/d7-messages.md). Every route needs a login (the role grants); the
 * service decides what the caller is a party of. This validates, delegates and answers
 * `{ data, meta }`.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::message.message') as ReturnType<typeof messageService>;
  const caller = (ctx: Ctx) => ctx.state.user as MessageCaller;

  return {
    async send(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      const input = await validateBody(messageSchema, requestData(ctx.request.body));
      const data = await service().send(caller(ctx), input);
      ctx.status = 201;
      ctx.body = { data, meta: {} };
    },

    async inbox(ctx: Ctx) {
      const { page, onSale } = await validateQuery(inboxQuerySchema, ctx.query);
      const { data, pagination } = await service().inbox(caller(ctx), page, { onSale });
      ctx.body = { data, meta: { pagination } };
    },

    async conversation(ctx: Ctx) {
      const query = await validateQuery(conversationQuerySchema, ctx.query);
      ctx.body = { data: await service().conversation(caller(ctx), query.bike, query.with), meta: {} };
    },

    async markRead(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: await service().markRead(caller(ctx), ctx.params.id), meta: {} };
    },

    async unreadCount(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: { count: await service().unreadCount(caller(ctx)) }, meta: {} };
    },
  };
};
