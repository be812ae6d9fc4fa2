import { boolean, number, object, string, type ObjectShape } from 'yup';
import { NEAR_RADIUS_KM, PUBLIC_LIST_SIZES } from '../public-bike-types';
import { SITEMAP_PAGE_SIZE } from '../sitemap-types';

/**
 * Query strings of the CMS's own routes, validated like bodies. A query value arrives as a
 * string, or as an array or object when a key repeats (`?page=1&page=2`) or nests
 * (`?page[x]=1`): those are refused with the parameter's Portuguese message.
 */

const MAX_TEXT = 200;
/** Longest documentId accepted in a query; Strapi's are 24 characters. */
const MAX_ID_LENGTH = 64;

/** Only the listed parameters; custom routes escape Strapi's `rest.strictParams`. */
const query = <S extends ObjectShape>(shape: S) =>
  object(shape).noUnknown(true, ({ unknown }: { unknown: string }) => `O parâmetro "${unknown.split(', ')[0]}" não é permitido`);

/** Empty or absent is `undefined`; anything else must be digits only, within range. */
function integerParam(key: string, { min, max }: { min: number; max?: number }) {
  const message =
    min === 1 && max === undefined
      ? `O parâmetro "${key}" tem de ser um número inteiro positivo`
      : `O parâmetro "${key}" tem de ser um número inteiro ${max === undefined ? `igual ou superior a ${min}` : `entre ${min} e ${max}`}`;
  const schema = number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      const parsed = typeof original === 'string' && /^\d+$/.test(original.trim()) ? Number(original) : NaN;
      return Number.isSafeInteger(parsed) ? parsed : NaN;
    })
    .typeError(message)
    .min(min, message);
  return max === undefined ? schema : schema.max(max, message);
}

/** Trims a text and makes blank `undefined`; yup's own `trim()` would throw on an array. */
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** One trimmed text; blank is `undefined`. */
const textParam = (key: string) =>
  string()
    .transform(trimmed)
    .typeError(`O parâmetro "${key}" tem de ser um texto`)
    .max(MAX_TEXT, `O parâmetro "${key}" não pode ter mais de ${MAX_TEXT} caracteres`);

/** A price in euros, 0 or more; empty is `undefined`. */
const priceParam = (key: string) =>
  number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      return typeof original === 'string' && /^\d+(\.\d+)?$/.test(original.trim()) ? Number(original) : NaN;
    })
    .typeError(`O parâmetro "${key}" tem de ser um preço em euros igual ou superior a 0`);

/** `true` or `false` exactly; absent is false. */
const flagParam = (key: string) =>
  boolean()
    .transform((_value: unknown, original: unknown) => (original === 'true' ? true : original === 'false' ? false : original))
    .typeError(`O parâmetro "${key}" tem de ser true ou false`)
    .default(false);

const offsetPage = (defaultLimit: number) => ({
  start: integerParam('start', { min: 0 }).default(0),
  limit: integerParam('limit', { min: 1, max: PUBLIC_LIST_SIZES.maxLimit }).default(defaultLimit),
});

/** A route that takes no parameters. */
export const noQuerySchema = query({});

/** `GET /bikes/search`: a serial or registry number, in pages. */
export const bikeSearchQuerySchema = query({
  q: textParam('q').required('Indique o número de série ou o número Bicla a pesquisar'),
  ...offsetPage(PUBLIC_LIST_SIZES.search),
});

/** A latitude or longitude in decimal degrees, within ±`limit`; empty is `undefined`. */
const degreesParam = (key: string, limit: number) => {
  const message = `O parâmetro "${key}" tem de ser um número entre -${limit} e ${limit}`;
  return number()
    .transform((_value: unknown, original: unknown) => {
      if (original === undefined || original === '') return undefined;
      return typeof original === 'string' && /^-?\d+(\.\d+)?$/.test(original.trim()) ? Number(original) : NaN;
    })
    .typeError(message)
    .min(-limit, message)
    .max(limit, message);
};

/**
 * `GET /bikes/stolen`: the newest first or, with a place (`near`, a municipality's slug, or
 * `lat` and `lng`), the nearest first within `radius` km.
 */
export const stolenQuerySchema = query({
  near: textParam('near').test('one-place', 'Indique um concelho ou uma localização, não os dois', function onePlace(near) {
    const { lat, lng } = this.parent as { lat?: number; lng?: number };
    return near === undefined || (lat === undefined && lng === undefined);
  }),
  lat: degreesParam('lat', 90).test('with-lng', 'Indique a latitude e a longitude da localização', function withLng(lat) {
    const { lng } = this.parent as { lng?: number };
    return (lat === undefined) === (lng === undefined);
  }),
  lng: degreesParam('lng', 180),
  radius: integerParam('radius', { min: 1, max: NEAR_RADIUS_KM.max }).test(
    'with-place',
    'O raio só se aplica com um concelho ou uma localização',
    function withPlace(radius) {
      const { near, lat } = this.parent as { near?: string; lat?: number };
      return radius === undefined || near !== undefined || lat !== undefined;
    },
  ),
  ...offsetPage(PUBLIC_LIST_SIZES.stolen),
});

/** `GET /bikes/similar`: the approved bikes whose serial is a few characters away from the one typed. */
export const bikeSimilarQuerySchema = query({
  q: textParam('q').required('Indique o número de série a pesquisar'),
});

/** `GET /sitemap-entries`: the sitemap's pages of public bikes. */
export const sitemapQuerySchema = query({
  start: integerParam('start', { min: 0 }).default(0),
  limit: integerParam('limit', { min: 1, max: SITEMAP_PAGE_SIZE }).default(SITEMAP_PAGE_SIZE),
});

/** `GET /bikes/recovered`. */
export const recoveredQuerySchema = query({
  limit: integerParam('limit', { min: 1, max: PUBLIC_LIST_SIZES.maxLimit }).default(PUBLIC_LIST_SIZES.recovered),
});

/** `GET /classifieds`: the filters of the classifieds page, as its address carries them. */
export const classifiedsQuerySchema = query({
  name: textParam('name'),
  city: textParam('city'),
  category: textParam('category'),
  priceMin: priceParam('priceMin').test(
    'not-above-max',
    'O preço mínimo não pode ser superior ao preço máximo',
    function notAboveMax(priceMin) {
      const { priceMax } = this.parent as { priceMax?: number };
      return priceMin === undefined || priceMax === undefined || priceMin <= priceMax;
    },
  ),
  priceMax: priceParam('priceMax'),
  page: integerParam('page', { min: 1 }).default(1),
});

/** `GET /messages/inbox`: a page, and only the conversations about bikes on sale. */
export const inboxQuerySchema = query({
  page: integerParam('page', { min: 1 }).default(1),
  onSale: flagParam('onSale'),
});

/** `GET /messages/conversation`: a bike and the other party. */
export const conversationQuerySchema = query({
  bike: string()
    .transform(trimmed)
    .typeError('O parâmetro "bike" tem de identificar uma bicicleta')
    .required('O parâmetro "bike" tem de identificar uma bicicleta')
    .max(MAX_ID_LENGTH, 'O parâmetro "bike" tem de identificar uma bicicleta'),
  with: integerParam('with', { min: 1 }).required('O parâmetro "with" tem de ser um número inteiro positivo'),
});

/** `GET /bikes/:id/history`. */
export const historyQuerySchema = query({
  page: integerParam('page', { min: 1 }).default(1),
});
