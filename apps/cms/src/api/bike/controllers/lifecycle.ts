import type { Core } from '@strapi/strapi';
import {
  bikeEditSchema,
  bikePhotosSchema,
  bikeRegistrationSchema,
  historyQuerySchema,
  listingSchema,
  recoverySchema,
  stolenReportSchema,
} from '@bicla/api-client/shared';
import { requestData, validateBody, validateQuery } from '../../../utils/validate';
import type { OwnedBike } from '../policies/is-owner';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The owner's own endpoints. Ownership and the bike's state are the routes' policies; this validates and delegates. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::bike.lifecycle') as ReturnType<typeof import('../services/lifecycle').default>;
  const caller = (ctx: Ctx) => ctx.state.user as { id: number; documentId: string };
  const bike = (ctx: Ctx) => ctx.state.bike as OwnedBike;

  return {
    async mine(ctx: Ctx) {
      ctx.body = { data: await service().mine(caller(ctx)), meta: {} };
    },

    async draft(ctx: Ctx) {
      ctx.body = { data: await service().draft(caller(ctx)), meta: {} };
    },

    async create(ctx: Ctx) {
      const data = await validateBody(bikeRegistrationSchema, requestData(ctx.request.body));
      ctx.status = 201;
      ctx.body = { data: await service().register(caller(ctx), data), meta: {} };
    },

    async updateDraft(ctx: Ctx) {
      const data = await validateBody(bikeRegistrationSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().updateDraft(bike(ctx), data), meta: {} };
    },

    async completeRegistration(ctx: Ctx) {
      const photos = await validateBody(bikePhotosSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().completeRegistration(caller(ctx), bike(ctx), photos), meta: {} };
    },

    async edit(ctx: Ctx) {
      const data = await validateBody(bikeEditSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().edit(caller(ctx), bike(ctx), data), meta: {} };
    },

    async reportStolen(ctx: Ctx) {
      const report = await validateBody(stolenReportSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().reportStolen(caller(ctx), bike(ctx), report), meta: {} };
    },

    async recover(ctx: Ctx) {
      const recovery = await validateBody(recoverySchema, requestData(ctx.request.body));
      ctx.body = { data: await service().recover(caller(ctx), bike(ctx), recovery), meta: {} };
    },

    async upsertListing(ctx: Ctx) {
      const listing = await validateBody(listingSchema, requestData(ctx.request.body));
      ctx.body = { data: await service().upsertListing(caller(ctx), bike(ctx), listing), meta: {} };
    },

    async removeListing(ctx: Ctx) {
      ctx.body = { data: await service().removeListing(bike(ctx)), meta: {} };
    },

    async history(ctx: Ctx) {
      const { page } = await validateQuery(historyQuerySchema, ctx.query);
      const { data, pagination } = await service().history(bike(ctx), page);
      ctx.body = { data, meta: { pagination } };
    },
  };
};
