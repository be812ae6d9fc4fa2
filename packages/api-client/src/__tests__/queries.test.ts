import { ValidationError } from 'yup';
import { bikeSimilarQuerySchema, classifiedsQuerySchema, conversationQuerySchema, inboxQuerySchema, noQuerySchema, stolenQuerySchema } from '../shared';

const refusal = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).errors[0];
};

describe('query schemas', () => {
  it('gives the defaults and numbers of a valid query', async () => {
    expect(await stolenQuerySchema.validate({})).toEqual({ start: 0, limit: 8 });
    expect(await stolenQuerySchema.validate({ lat: '-38.72', lng: '-9.14', radius: '20' })).toEqual({
      lat: -38.72,
      lng: -9.14,
      radius: 20,
      start: 0,
      limit: 8,
    });
    expect(await inboxQuerySchema.validate({ page: '2', onSale: 'true' })).toEqual({ page: 2, onSale: true });
    expect(await classifiedsQuerySchema.validate({ name: '  gravel ', city: '', priceMin: '10.5', page: '' })).toEqual({
      name: 'gravel',
      city: undefined,
      category: undefined,
      priceMin: 10.5,
      priceMax: undefined,
      page: 1,
    });
  });

  it.each([
    [inboxQuerySchema, { page: '0' }, 'O parâmetro "page" tem de ser um número inteiro positivo'],
    [inboxQuerySchema, { page: '1.5' }, 'O parâmetro "page" tem de ser um número inteiro positivo'],
    [inboxQuerySchema, { page: ['1', '2'] }, 'O parâmetro "page" tem de ser um número inteiro positivo'],
    [inboxQuerySchema, { onSale: '1' }, 'O parâmetro "onSale" tem de ser true ou false'],
    [inboxQuerySchema, { sort: 'createdAt' }, 'O parâmetro "sort" não é permitido'],
    [stolenQuerySchema, { limit: '51' }, 'O parâmetro "limit" tem de ser um número inteiro entre 1 e 50'],
    [stolenQuerySchema, { near: 'lisboa', lat: '38.7', lng: '-9.1' }, 'Indique um concelho ou uma localização, não os dois'],
    [stolenQuerySchema, { lat: '91', lng: '0' }, 'O parâmetro "lat" tem de ser um número entre -90 e 90'],
    [stolenQuerySchema, { lat: '38,7', lng: '-9.1' }, 'O parâmetro "lat" tem de ser um número entre -90 e 90'],
    [stolenQuerySchema, { lat: '38.7' }, 'Indique a latitude e a longitude da localização'],
    [stolenQuerySchema, { near: 'porto', radius: '301' }, 'O parâmetro "radius" tem de ser um número inteiro entre 1 e 300'],
    [stolenQuerySchema, { radius: '20' }, 'O raio só se aplica com um concelho ou uma localização'],
    [classifiedsQuerySchema, { name: { x: 'a' } }, 'O parâmetro "name" tem de ser um texto'],
    [classifiedsQuerySchema, { priceMin: '500', priceMax: '100' }, 'O preço mínimo não pode ser superior ao preço máximo'],
    [conversationQuerySchema, { with: '3' }, 'O parâmetro "bike" tem de identificar uma bicicleta'],
    [bikeSimilarQuerySchema, {}, 'Indique o número de série a pesquisar'],
    [bikeSimilarQuerySchema, { q: '   ' }, 'Indique o número de série a pesquisar'],
    [bikeSimilarQuerySchema, { q: ['A1', 'B2'] }, 'O parâmetro "q" tem de ser um texto'],
    [bikeSimilarQuerySchema, { q: 'WTU77710', start: '8' }, 'O parâmetro "start" não é permitido'],
    [noQuerySchema, { populate: '*' }, 'O parâmetro "populate" não é permitido'],
  ] as const)('refuses case %# with its message', async (schema, query, message) => {
    // As the CMS validates: unknown keys refused, not stripped.
    expect(await refusal(() => schema.validate(query, { stripUnknown: false }))).toBe(message);
  });
});
