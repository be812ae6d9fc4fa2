import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { CHECK_MESSAGES, checkQuerySchema } from '@bicla/api-client/shared';
import { validateQuery } from '../../../utils/validate';
import type checkService from '../services/check';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

/** Validates the query with the shared schema (exactly one of serial, registry, slug) and answers `{ data, meta }`. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Ctx) {
    // `?serial=a&serial=b` or `?serial[x]=` arrive as arrays and objects: not a value to look up.
    if (Object.values(ctx.query).some((value) => typeof value !== 'string')) throw new errors.ValidationError(CHECK_MESSAGES.notText);
    const query = await validateQuery(checkQuerySchema, ctx.query);
    const service = strapi.service('api::check.check') as ReturnType<typeof checkService>;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { data: await service.check(query), meta: {} };
  },
});
