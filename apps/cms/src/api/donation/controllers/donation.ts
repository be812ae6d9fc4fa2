import type { Core } from '@strapi/strapi';
import { donationSchema, type DonationInput } from '@bicla/api-client/shared';
import { requestData, validateBody } from '../../../utils/validate';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** The /donate form; the route's middleware rate-limits it. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::donation.donation') as ReturnType<typeof import('../services/donation').default>;

  return {
    async create(ctx: Ctx) {
      // Every required field is checked; the CMS compiles without strictNullChecks, where yup infers them all optional.
      const input = (await validateBody(donationSchema, requestData(ctx.request.body))) as DonationInput;
      ctx.status = 201;
      ctx.body = { data: await service().pledge(input), meta: {} };
    },
  };
};
