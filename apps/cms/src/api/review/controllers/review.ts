import type { Core } from '@strapi/strapi';
import { reviewSchema, type ReviewInput } from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** A logged-in user's review; the author is the caller, never a field of the body. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::review.review') as ReturnType<typeof import('../services/review').default>;

  return {
    async find(ctx: Ctx) {
      ctx.body = { data: await service().published(), meta: {} };
    },

    async create(ctx: Ctx) {
      // Every required field is checked; the CMS compiles without strictNullChecks, where yup infers them all optional.
      const input = (await validateBody(reviewSchema, requestData(ctx.request.body))) as ReviewInput;
      ctx.status = 201;
      ctx.body = { data: await service().submit(ctx.state.user as { documentId: string }, input), meta: {} };
    },
  };
};
