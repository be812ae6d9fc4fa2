import { createApiClient } from '../index';
import { jsonResponse, recordingTransport } from '../test-support/recording-transport';

describe('sitemap fetchers', () => {
  it('reads one page of public bike entries by offset and returns data with pagination', async () => {
    const body = {
      data: [{ slug: 'a', stolen: true, onSale: false, updatedAt: '2026-01-01T00:00:00.000Z' }],
      meta: { pagination: { start: 5000, limit: 5000, total: 5001 } },
    };
    const { requests, fetchImpl } = recordingTransport(() => jsonResponse(body));
    const { sitemap } = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });

    await expect(sitemap.entries({ start: 5000, limit: 5000 })).resolves.toEqual(body);

    expect(requests[0].method).toBe('GET');
    expect(requests[0].url.href).toBe('http://cms.test/api/sitemap-entries?start=5000&limit=5000');
  });
});

describe('content slugs for the sitemap', () => {
  it('reads one page of 100 slugs with their last change, in a stable order', async () => {
    const body = { data: [{ slug: 'seguranca', updatedAt: '2026-01-01T00:00:00.000Z' }], meta: { pagination: { page: 2, pageSize: 100, pageCount: 2, total: 101 } } };
    const { requests, fetchImpl } = recordingTransport(() => jsonResponse(body));
    const { content } = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });

    await expect(content.slugs('cms-pages', 2)).resolves.toEqual(body);

    const { url } = requests[0];
    expect(url.pathname).toBe('/api/cms-pages');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'fields[0]': 'slug',
      'fields[1]': 'updatedAt',
      'sort[0]': 'id:asc',
      'pagination[page]': '2',
      'pagination[pageSize]': '100',
    });
  });
});
