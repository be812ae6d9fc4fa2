import { alertInputSchema, unsubscribeSchema } from '../schemas/alerts';
import { createApiClient } from '../index';
import { jsonResponse as json, recordingTransport as transport } from '../test-support/recording-transport';

const client = (fetchImpl: typeof fetch, token: string | null = 'jwt.da.ana') =>
  createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => token }).alerts;

describe('alert fetchers', () => {
  it('lists the caller’s alerts with GET /api/alerts/mine', async () => {
    const alerts = [{ documentId: 'a1', kind: 'area', description: 'Roubos em Lisboa' }];
    const { requests, fetchImpl } = transport(() => json({ data: alerts, meta: {} }));
    await expect(client(fetchImpl).mine()).resolves.toEqual(alerts);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.href).toBe('http://cms.test/api/alerts/mine');
    expect(requests[0].authorization).toBe('Bearer jwt.da.ana');
  });

  it('creates with POST /api/alerts and { data: input }', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'a2' }, meta: {} }));
    await client(fetchImpl).create({ kind: 'search', filters: { name: 'trek', priceMax: 500 } });
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url.pathname).toBe('/api/alerts');
    expect(requests[0].body).toEqual({ data: { kind: 'search', filters: { name: 'trek', priceMax: 500 } } });
  });

  it('removes with DELETE /api/alerts/:id, the id escaped', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { documentId: 'a/b' }, meta: {} }));
    await client(fetchImpl).remove('a/b');
    expect(requests[0].method).toBe('DELETE');
    expect(requests[0].url.pathname).toBe('/api/alerts/a%2Fb');
  });

  it('unsubscribes with the signed token and no session', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: { removed: true, description: 'Roubos em Lisboa' }, meta: {} }));
    await expect(client(fetchImpl, null).unsubscribe('tok.sig')).resolves.toEqual({ removed: true, description: 'Roubos em Lisboa' });
    expect(requests[0].url.pathname).toBe('/api/alerts/unsubscribe');
    expect(requests[0].body).toEqual({ data: { token: 'tok.sig' } });
    expect(requests[0].authorization).toBeNull();
  });
});

describe('alert schemas', () => {
  it('keeps only the field of the chosen kind', () => {
    expect(alertInputSchema.validateSync({ kind: 'area', city: 'lisboa', bike: 'x' })).toEqual({ kind: 'area', city: 'lisboa' });
  });

  it('refuses a saved search without any filter, or with prices the wrong way round', () => {
    expect(() => alertInputSchema.validateSync({ kind: 'search', filters: {} })).toThrow('Escolha pelo menos um filtro antes de guardar a pesquisa');
    expect(() => alertInputSchema.validateSync({ kind: 'search', filters: { priceMin: 500, priceMax: 100 } })).toThrow(
      'O preço mínimo não pode ser superior ao preço máximo',
    );
    expect(() => alertInputSchema.validateSync({ kind: 'search', filters: { name: 'trek', colour: 'red' } }, { stripUnknown: false })).toThrow('Filtro desconhecido: colour');
  });

  it('refuses unknown kinds, a match alert made by hand and a missing city', () => {
    expect(() => alertInputSchema.validateSync({ kind: 'match', bike: 'x' })).toThrow('Tipo de alerta inválido');
    expect(() => alertInputSchema.validateSync({ kind: 'area' })).toThrow('Escolha o concelho a seguir');
  });

  it('requires a token to unsubscribe', () => {
    expect(() => unsubscribeSchema.validateSync({})).toThrow('Ligação de cancelamento inválida');
  });
});
