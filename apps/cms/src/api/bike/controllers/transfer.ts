import type { Core } from '@strapi/strapi';
import { noQuerySchema, transferClaimSchema, transferStartSchema } from '@bicla/api-client/shared';
import { requestData, validateBody, validateQuery } from '../../../utils/validate';
import type { OwnedBike } from '../policies/is-owner';
import type { TransferCaller } from '../services/transfer';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/**
 * Ownership transfer (docs/decisions/d4-ownership-transfer.md). Who may start or cancel is the routes' is-owner policy;
 * claims are rate-limited by the route's middleware; any user may list the transfers addressed
 * to them. This validates and delegates.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::bike.transfer') as ReturnType<typeof import('../services/transfer').default>;
  const caller = (ctx: Ctx) => ctx.state.user as TransferCaller;
  const bike = (ctx: Ctx) => ctx.state.bike as OwnedBike;

  return {
    async start(ctx: Ctx) {
      const input = await validateBody(transferStartSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().start(caller(ctx), bike(ctx), input), meta: {} };
    },

    async cancel(ctx: Ctx) {
      ctx.body = { data: await service().cancel(caller(ctx), bike(ctx)), meta: {} };
    },

    async incoming(ctx: Ctx) {
      // A custom route escapes `rest.strictParams`: no filter or populate may reach the query.
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: await service().incoming(caller(ctx)), meta: {} };
    },

    async claim(ctx: Ctx) {
      const { code } = await validateBody(transferClaimSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().claim(caller(ctx), code), meta: {} };
    },
  };
};
