import type { Core } from '@strapi/strapi';
import { newsletterSchema } from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The footer's signup form; the route's middleware rate-limits it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::newsletter.newsletter') as ReturnType<typeof import('../services/newsletter').default>;

  return {
    async create(ctx: Ctx) {
      const { email } = await validateBody(newsletterSchema, requestData(ctx.request.body));
      ctx.status = 201;
      ctx.body = { data: await service().subscribe(email), meta: {} };
    },
  };
};
