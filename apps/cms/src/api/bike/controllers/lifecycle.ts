import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  bikeEditSchema,
  bikePhotosSchema,
  bikeRegistrationSchema,
  listingSchema,
  recoverySchema,
  stolenReportSchema,
} from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';
import type { OwnedBike } from '../policies/is-owner';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Step 1 always sends the nickname; the photos of step 2 never do. */
const isRegistrationStep = (body: unknown) => typeof body === 'object' && body !== null && 'nickName' in body;

/** The owner's own endpoints. Ownership and approval are the routes' policies; this validates and delegates. */
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

    /**
     * On an unfinished registration: step 1's fields correct the draft (the owner went back with
     * 'Anterior'), the three photos complete it. On any other bike: the edit form.
     */
    async update(ctx: Ctx) {
      const body = requestData(ctx.request.body);
      const draft = await service().draft(caller(ctx));
      if (draft?.documentId !== bike(ctx).documentId) {
        ctx.body = { data: await service().edit(caller(ctx), bike(ctx), await validateBody(bikeEditSchema, body)), meta: {} };
        return;
      }
      const data = isRegistrationStep(body)
        ? await service().updateDraft(bike(ctx), await validateBody(bikeRegistrationSchema, body))
        : await service().completeRegistration(caller(ctx), bike(ctx), await validateBody(bikePhotosSchema, body));
      ctx.body = { data, meta: {} };
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
      const page = Number(ctx.query.page ?? 1);
      if (!Number.isInteger(page) || page < 1) throw new errors.ValidationError('A página tem de ser um número inteiro positivo');
      const { data, pagination } = await service().history(bike(ctx), page);
      ctx.body = { data, meta: { pagination } };
    },
  };
};
