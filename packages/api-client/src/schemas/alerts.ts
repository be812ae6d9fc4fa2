import { mixed, number, object, string } from 'yup';

const MAX_TEXT = 200;
/** Strapi's documentIds are 24 characters; slugs are longer. */
const MAX_REFERENCE = 200;
/** A person follows a bounded number of things, so one account cannot make the alert jobs heavy. */
export const MAX_ALERTS_PER_KIND = { area: 20, search: 20, favourite: 200 } as const;

const reference = (message: string) => string().trim().required(message).max(MAX_REFERENCE, message);

const price = (message: string) => number().typeError(message).min(0, message).max(1_000_000, message);

/** The saved classifieds filters: the same ones `GET /classifieds` takes, at least one of them. */
export const savedSearchFiltersSchema = object({
  name: string().trim().max(MAX_TEXT, `A pesquisa tem no máximo ${MAX_TEXT} caracteres`),
  city: string().trim().max(MAX_TEXT, `A localidade tem no máximo ${MAX_TEXT} caracteres`),
  category: string().trim().max(MAX_REFERENCE, 'Categoria inválida'),
  priceMin: price('O preço mínimo tem de ser um número igual ou superior a 0'),
  priceMax: price('O preço máximo tem de ser um número igual ou superior a 0'),
})
  .noUnknown('Filtro desconhecido: ${unknown}')
  .test('one-filter', 'Escolha pelo menos um filtro antes de guardar a pesquisa', (filters) =>
    Boolean(filters && (filters.name || filters.city || filters.category || filters.priceMin !== undefined || filters.priceMax !== undefined)),
  )
  .test('price-order', 'O preço mínimo não pode ser superior ao preço máximo', (filters) =>
    !filters || filters.priceMin === undefined || filters.priceMax === undefined || filters.priceMin <= filters.priceMax,
  );

/** `POST /alerts`: follow a municipality, save a search or keep a favourite. */
export const alertInputSchema = object({
  kind: mixed<'area' | 'search' | 'favourite'>()
    .oneOf(['area', 'search', 'favourite'], 'Tipo de alerta inválido')
    .required('Tipo de alerta inválido'),
  city: string().when('kind', {
    is: 'area',
    then: () => reference('Escolha o concelho a seguir'),
    otherwise: (schema) => schema.strip(),
  }),
  bike: string().when('kind', {
    is: 'favourite',
    then: () => reference('Indique o anúncio a guardar'),
    otherwise: (schema) => schema.strip(),
  }),
  filters: mixed().when('kind', {
    is: 'search',
    then: () => savedSearchFiltersSchema.required('Escolha pelo menos um filtro antes de guardar a pesquisa'),
    otherwise: (schema) => schema.strip(),
  }),
}).noUnknown('Campo desconhecido: ${unknown}');

/** `POST /alerts/unsubscribe`: the signed token of an alert email's link. */
export const unsubscribeSchema = object({
  token: string().trim().required('Ligação de cancelamento inválida').max(500, 'Ligação de cancelamento inválida'),
}).noUnknown('Campo desconhecido: ${unknown}');
