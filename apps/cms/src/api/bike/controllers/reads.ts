import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MESSAGES, PUBLIC_LIST_SIZES } from '@bicla/api-client/shared';
import type { Viewer } from '../projection';
import type readsService from '../services/reads';

type Ctx = Parameters<Core.MiddlewareHandler>[0];
type Query = Record<string, unknown>;

const MAX_TEXT = 200;

/**
 * These are custom actions, so Strapi's strict query check does not run for them: each one
 * names the parameters it accepts and refuses anything else, as `rest.strictParams` would.
 */
function allowOnly(query: Query, keys: string[]) {
  for (const key of Object.keys(query)) {
    if (!keys.includes(key)) throw new errors.ValidationError(`O parâmetro "${key}" não é permitido`, { key, source: 'query' });
  }
}

/** A single text value: `?q=a&q=b` or `?q[x]=` (arrays, objects) are refused. */
function text(query: Query, key: string): string | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new errors.ValidationError(`O parâmetro "${key}" tem de ser um texto`, { key, source: 'query' });
  const trimmed = value.trim();
  if (trimmed.length > MAX_TEXT) {
    throw new errors.ValidationError(`O parâmetro "${key}" não pode ter mais de ${MAX_TEXT} caracteres`, { key, source: 'query' });
  }
  return trimmed || undefined;
}

function integer(query: Query, key: string, { min, max, fallback }: { min: number; max?: number; fallback: number }) {
  const value = query[key];
  if (value === undefined || value === '') return fallback;
  const parsed = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || (max !== undefined && parsed > max)) {
    const range = max === undefined ? `igual ou superior a ${min}` : `entre ${min} e ${max}`;
    throw new errors.ValidationError(`O parâmetro "${key}" tem de ser um número inteiro ${range}`, { key, source: 'query' });
  }
  return parsed;
}

function price(query: Query, key: string): number | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  const parsed = typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isFinite(parsed)) {
    throw new errors.ValidationError(`O parâmetro "${key}" tem de ser um preço em euros igual ou superior a 0`, { key, source: 'query' });
  }
  return parsed;
}

const offsetPage = (query: Query, defaultLimit: number) => ({
  start: integer(query, 'start', { min: 0, fallback: 0 }),
  limit: integer(query, 'limit', { min: 1, max: PUBLIC_LIST_SIZES.maxLimit, fallback: defaultLimit }),
});

/** The public read endpoints of bikes: validate the query, call the service, answer `{ data, meta }`. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::bike.reads') as ReturnType<typeof readsService>;
  const viewer = (ctx: Ctx): Viewer => ({ loggedIn: Boolean(ctx.state.user) });
  const found = <T>(bike: T | null): T => {
    if (!bike) throw new errors.NotFoundError(MESSAGES.bikeNotFound);
    return bike;
  };

  return {
    async bySlug(ctx: Ctx) {
      allowOnly(ctx.query, []);
      ctx.body = { data: found(await service().bySlug(ctx.params.slug, viewer(ctx))), meta: {} };
    },

    async classified(ctx: Ctx) {
      allowOnly(ctx.query, []);
      ctx.body = { data: found(await service().classified(ctx.params.slug, viewer(ctx))), meta: {} };
    },

    async search(ctx: Ctx) {
      allowOnly(ctx.query, ['q', 'start', 'limit']);
      const q = text(ctx.query, 'q');
      if (!q) throw new errors.ValidationError('Indique o número de série ou o número Bicla a pesquisar', { key: 'q', source: 'query' });
      ctx.body = await service().search(q, offsetPage(ctx.query, PUBLIC_LIST_SIZES.search), viewer(ctx));
    },

    async stolen(ctx: Ctx) {
      allowOnly(ctx.query, ['start', 'limit']);
      ctx.body = await service().stolen(offsetPage(ctx.query, PUBLIC_LIST_SIZES.stolen), viewer(ctx));
    },

    async recovered(ctx: Ctx) {
      allowOnly(ctx.query, ['limit']);
      const limit = integer(ctx.query, 'limit', { min: 1, max: PUBLIC_LIST_SIZES.maxLimit, fallback: PUBLIC_LIST_SIZES.recovered });
      ctx.body = { data: await service().recovered(limit, viewer(ctx)), meta: {} };
    },

    async classifieds(ctx: Ctx) {
      allowOnly(ctx.query, ['name', 'city', 'category', 'priceMin', 'priceMax', 'page']);
      const priceMin = price(ctx.query, 'priceMin');
      const priceMax = price(ctx.query, 'priceMax');
      if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
        throw new errors.ValidationError('O preço mínimo não pode ser superior ao preço máximo', { key: 'priceMin', source: 'query' });
      }
      ctx.body = await service().classifieds(
        {
          name: text(ctx.query, 'name'),
          city: text(ctx.query, 'city'),
          category: text(ctx.query, 'category'),
          priceMin,
          priceMax,
          page: integer(ctx.query, 'page', { min: 1, fallback: 1 }),
        },
        viewer(ctx),
      );
    },

    async stats(ctx: Ctx) {
      allowOnly(ctx.query, []);
      ctx.body = { data: await service().stats(), meta: {} };
    },
  };
};
