import type { Core } from '@strapi/strapi';
import { alertInputSchema, noQuerySchema, unsubscribeSchema } from '@bicla/api-client/shared';
import { requestData, validateBody, validateQuery } from '../../../utils/validate';
import type alertService from '../services/alert';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Alerts (src/api/alert): validates, delegates to the service and answers `{ data, meta }`. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::alert.alert') as ReturnType<typeof alertService>;
  const caller = (ctx: Ctx) => ctx.state.user as { id: number };

  return {
    async mine(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: await service().mine(caller(ctx)), meta: {} };
    },

    async create(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      const input = await validateBody(alertInputSchema, requestData(ctx.request.body));
      ctx.status = 201;
      ctx.body = { data: await service().create(caller(ctx), input), meta: {} };
    },

    async remove(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: await service().remove(caller(ctx), String(ctx.params.id)), meta: {} };
    },

    async unsubscribe(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      const { token } = await validateBody(unsubscribeSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().unsubscribe(token), meta: {} };
    },
  };
};
