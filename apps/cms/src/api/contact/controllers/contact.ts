import type { Core } from '@strapi/strapi';
import { contactSchema, type ContactInput } from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The /contact form; the route's middleware rate-limits it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::contact.contact') as ReturnType<typeof import('../services/contact').default>;

  return {
    async create(ctx: Ctx) {
      // Every required field is checked; the CMS compiles without strictNullChecks, where yup infers them all optional.
      const input = (await validateBody(contactSchema, requestData(ctx.request.body))) as ContactInput;
      ctx.status = 201;
      ctx.body = { data: await service().submit(input), meta: {} };
    },
  };
};
