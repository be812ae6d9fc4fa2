import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  MESSAGES,
  bikeSearchQuerySchema,
  bikeSimilarQuerySchema,
  classifiedsQuerySchema,
  noQuerySchema,
  recoveredQuerySchema,
  stolenQuerySchema,
} from '@bicla/api-client/shared';
import { keptUntilWritten } from '../../../cache/clear-on-write';
import { answerJson } from '../../../utils/json-text';
import { validateQuery } from '../../../utils/validate';
import type { Viewer } from '../projection';
import type { JsonPage } from '../services/reads';
import type readsService from '../services/reads';

type Ctx = Parameters<Core.MiddlewareHandler>[0];

const CITY = 'api::city.city';
interface CitySeat {
  name: string;
  latitude: number | null;
  longitude: number | null;
}
/** Every municipality and a margin for slugs that name none (kept as none, so a typo costs one read). */
const CITY_LIMITS = { entries: 1_000, bytes: 1024 * 1024 };

/** The public read endpoints of bikes: validate the query, call the service, answer `{ data, meta }` (its bikes JSON text already). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::bike.reads') as ReturnType<typeof readsService>;
  const viewer = (ctx: Ctx): Viewer => ({ loggedIn: Boolean(ctx.state.user) });
  const answerPage = (ctx: Ctx, { data, meta }: JsonPage<object>) => answerJson(ctx, data, meta);
  const found = <T>(bike: T | null): T => {
    if (!bike) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
    return bike;
  };

  // 308 municipalities, read on every 'near a place' request: kept until an editor changes one.
  const cities = keptUntilWritten<CitySeat | null>(strapi, [CITY], CITY_LIMITS, { shared: true });

  /** The seat of the municipality `near` names; an unknown slug is the caller's mistake. */
  const cityCentre = async (slug: string) => {
    const city = await cities.read(slug, () => strapi.db.query(CITY).findOne({ where: { slug }, select: ['name', 'latitude', 'longitude'] }));
    if (!city || city.latitude === null || city.longitude === null) {
      throw new errors.ValidationError(`O concelho "${slug}" não existe`, { key: 'near', source: 'query' });
    }
    return { latitude: city.latitude, longitude: city.longitude, city: city.name };
  };

  return {
    async bySlug(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      answerJson(ctx, found(await service().bySlug(ctx.params.slug, viewer(ctx))));
    },

    async classified(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      answerJson(ctx, found(await service().classified(ctx.params.slug, viewer(ctx))));
    },

    async search(ctx: Ctx) {
      const { q, start, limit } = await validateQuery(bikeSearchQuerySchema, ctx.query);
      answerPage(ctx, await service().search(q, { start, limit }, viewer(ctx)));
    },

    async similar(ctx: Ctx) {
      const { q } = await validateQuery(bikeSimilarQuerySchema, ctx.query);
      answerJson(ctx, await service().similar(q, viewer(ctx)));
    },

    async stolen(ctx: Ctx) {
      const { near, lat, lng, radius, start, limit } = await validateQuery(stolenQuerySchema, ctx.query);
      if (near !== undefined) {
        const city = await cityCentre(near);
        answerPage(ctx, await service().stolenNear({ ...city, radius, start, limit }, viewer(ctx)));
      } else if (lat !== undefined && lng !== undefined) {
        answerPage(ctx, await service().stolenNear({ latitude: lat, longitude: lng, city: null, radius, start, limit }, viewer(ctx)));
      } else {
        answerPage(ctx, await service().stolen({ start, limit }, viewer(ctx)));
      }
    },

    async recovered(ctx: Ctx) {
      const { limit } = await validateQuery(recoveredQuerySchema, ctx.query);
      answerJson(ctx, await service().recovered(limit, viewer(ctx)));
    },

    async classifieds(ctx: Ctx) {
      answerPage(ctx, await service().classifieds(await validateQuery(classifiedsQuerySchema, ctx.query), viewer(ctx)));
    },

    async stats(ctx: Ctx) {
      await validateQuery(noQuerySchema, ctx.query);
      ctx.body = { data: await service().stats(), meta: {} };
    },
  };
};
