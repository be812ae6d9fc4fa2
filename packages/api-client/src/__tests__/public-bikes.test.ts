import { ApiError, createApiClient } from '../index';
import { jsonResponse, recordingTransport } from '../test-support/recording-transport';

function transport(body: unknown, status = 200) {
  const { requests, fetchImpl } = recordingTransport(() => jsonResponse(body, status));
  return { requests, publicBikes: createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl }).publicBikes };
}

const params = (url: URL) => {
  const found: Record<string, string> = {};
  url.searchParams.forEach((value, key) => (found[key] = value));
  return found;
};

describe('public bike fetchers', () => {
  it('reads a bike by slug, escaping the slug, and returns the bike', async () => {
    const bike = { documentId: 'd1', slug: 'a b' };
    const { requests, publicBikes } = transport({ data: bike, meta: {} });
    await expect(publicBikes.bySlug('a b')).resolves.toEqual(bike);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/api/bikes/by-slug/a%20b');
  });

  it('searches with the trimmed query and the offset, and returns data with pagination', async () => {
    const response = { data: [], meta: { pagination: { start: 8, limit: 8, total: 9 } } };
    const { requests, publicBikes } = transport(response);
    await expect(publicBikes.search({ q: '  0BS-12 345 ', start: 8, limit: 8 })).resolves.toEqual(response);
    expect(requests[0].url.pathname).toBe('/api/bikes/search');
    expect(params(requests[0].url)).toEqual({ q: '0BS-12 345', start: '8', limit: '8' });
  });

  it('asks for the bikes with close serials with the trimmed query, and returns them', async () => {
    const bike = { documentId: 's1', close_serial: { serial: 'WTU77719', differences: [7], distance: 1 } };
    const { requests, publicBikes } = transport({ data: [bike], meta: {} });
    await expect(publicBikes.similar('  wtu 77710 ')).resolves.toEqual([bike]);
    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.pathname).toBe('/api/bikes/similar');
    expect(params(requests[0].url)).toEqual({ q: 'wtu 77710' });
  });

  it('asks for the stolen list without parameters it was not given', async () => {
    const { requests, publicBikes } = transport({ data: [], meta: { pagination: { start: 0, limit: 8, total: 0 } } });
    await publicBikes.stolen();
    await publicBikes.stolen({ start: 16 });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/bikes/stolen', '/api/bikes/stolen']);
    expect(params(requests[0].url)).toEqual({});
    expect(params(requests[1].url)).toEqual({ start: '16' });
  });

  it('asks for the stolen bikes near a municipality or a point, with only the parameters given', async () => {
    const response = {
      data: [{ documentId: 'b1', distanceKm: 3 }],
      meta: { pagination: { start: 0, limit: 8, total: 1 }, near: { latitude: 38.7, longitude: -9.1, radius: 50, city: 'Lisboa' } },
    };
    const { requests, publicBikes } = transport(response);
    await expect(publicBikes.stolenNear({ near: 'lisboa' })).resolves.toEqual(response);
    await publicBikes.stolenNear({ lat: 41.15, lng: -8.61, radius: 20, start: 8 });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/bikes/stolen', '/api/bikes/stolen']);
    expect(params(requests[0].url)).toEqual({ near: 'lisboa' });
    expect(params(requests[1].url)).toEqual({ lat: '41.15', lng: '-8.61', radius: '20', start: '8' });
  });

  it('returns the recovered bikes themselves', async () => {
    const { requests, publicBikes } = transport({ data: [{ documentId: 'r1' }], meta: {} });
    await expect(publicBikes.recovered({ limit: 4 })).resolves.toEqual([{ documentId: 'r1' }]);
    expect(requests[0].url.pathname).toBe('/api/bikes/recovered');
    expect(params(requests[0].url)).toEqual({ limit: '4' });
  });

  it('sends only the classified filters that are set', async () => {
    const response = { data: [], meta: { pagination: { page: 2, pageSize: 12, pageCount: 2, total: 13 }, priceMax: 900 } };
    const { requests, publicBikes } = transport(response);
    await expect(
      publicBikes.classifieds({ name: ' Trek ', city: '', category: 'cat1', priceMin: 0, priceMax: 500, page: 2 }),
    ).resolves.toEqual(response);
    expect(requests[0].url.pathname).toBe('/api/classifieds');
    expect(params(requests[0].url)).toEqual({ name: 'Trek', category: 'cat1', priceMin: '0', priceMax: '500', page: '2' });
  });

  it('reads one classified by slug and the statistics', async () => {
    const { requests, publicBikes } = transport({ data: { registered: 3, stolen: 1, recovered: 1 }, meta: {} });
    await expect(publicBikes.stats()).resolves.toEqual({ registered: 3, stolen: 1, recovered: 1 });
    await publicBikes.classified('bina-1');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/stats', '/api/classifieds/bina-1']);
  });

  it("passes the CMS's Portuguese not-found message on as an ApiError", async () => {
    const { publicBikes } = transport(
      { data: null, error: { status: 404, name: 'NotFoundError', message: 'A bicicleta pesquisada não está disponível' } },
      404,
    );
    const error = await publicBikes.bySlug('nao-existe').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'A bicicleta pesquisada não está disponível' });
  });
});
