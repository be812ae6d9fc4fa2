import { LOOKUP_PAGE_SIZE } from '../fetchers/lookups';
import { ApiError, createApiClient, GENERIC_ERROR_MESSAGE } from '../index';
import { jsonResponse as json, recordingTransport as transport } from '../test-support/recording-transport';

describe('content fetchers', () => {
  it('asks for a block by slug with its pictures and components, and returns it', async () => {
    const block = { documentId: 'b1', slug: 'home-banner', title: 'Olá' };
    const { requests, fetchImpl } = transport(() => json({ data: [block], meta: {} }));
    const api = createApiClient({ baseUrl: 'http://cms.test/', fetch: fetchImpl });

    await expect(api.content.block('home-banner')).resolves.toEqual(block);

    const [{ url, method }] = requests;
    expect(method).toBe('GET');
    expect(url.origin + url.pathname).toBe('http://cms.test/api/cms-blocks');
    expect(url.searchParams.get('filters[slug][$eq]')).toBe('home-banner');
    expect(url.searchParams.get('populate[image]')).toBe('true');
    expect(url.searchParams.get('populate[content][populate]')).toBe('image');
    expect(url.searchParams.get('populate[sub_content][populate]')).toBe('*');
  });

  it('returns null when editors have no block with that slug', async () => {
    const { fetchImpl } = transport(() => json({ data: [], meta: {} }));
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });
    await expect(api.content.page('nao-existe')).resolves.toBeNull();
  });

  it('asks for the newest blog posts first, limited', async () => {
    const { requests, fetchImpl } = transport(() => json({ data: [], meta: {} }));
    await createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl }).content.recentBlogPosts(3);
    expect(requests[0].url.pathname).toBe('/api/our-blogs');
    expect(requests[0].url.searchParams.get('sort[0]')).toBe('date:desc');
    expect(requests[0].url.searchParams.get('pagination[limit]')).toBe('3');
  });

  it('asks for one blog post by slug with its category, and returns it or null', async () => {
    const post = { documentId: 'p1', slug: 'guia', title: 'Guia' };
    let found = [post];
    const { requests, fetchImpl } = transport(() => json({ data: found, meta: {} }));
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });

    await expect(api.content.blogPost('guia')).resolves.toEqual(post);
    expect(requests[0].url.searchParams.get('filters[slug][$eq]')).toBe('guia');
    found = [];
    await expect(api.content.blogPost('outro')).resolves.toBeNull();
    expect(requests[0].url.pathname).toBe('/api/our-blogs');
    expect(requests[0].url.searchParams.get('populate[blog_category]')).toBe('true');
  });
});

describe('lookup fetchers', () => {
  it.each([
    ['brands', '/api/brands', 'name:asc'],
    ['years', '/api/years', 'year:desc'],
    ['wheelSizes', '/api/wheel-sizes', 'size:asc'],
    ['lockingDescriptions', '/api/locking-descriptions', 'position:asc'],
    ['cities', '/api/cities', 'name:asc'],
  ] as const)('%s reads %s sorted by %s, from its first page', async (name, path, sort) => {
    const { requests, fetchImpl } = transport(() => json({ data: [{ id: 1 }], meta: {} }));
    const lookups = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl }).lookups;
    await expect(lookups[name]()).resolves.toEqual([{ id: 1 }]);
    expect(requests[0].url.pathname).toBe(path);
    expect(requests[0].url.searchParams.get('sort[0]')).toBe(sort);
    expect(requests).toHaveLength(1);
    expect(requests[0].url.searchParams.get('pagination[page]')).toBe('1');
    expect(requests[0].url.searchParams.get('pagination[pageSize]')).toBe(String(LOOKUP_PAGE_SIZE));
  });

  it('reads a lookup longer than the CMS page limit page by page, in order', async () => {
    const pagination = { pageSize: LOOKUP_PAGE_SIZE, pageCount: 3, total: 205 };
    let answered = 0;
    const { requests, fetchImpl } = transport(() => {
      answered += 1;
      return json({ data: [{ id: answered }], meta: { pagination: { ...pagination, page: answered } } });
    });
    const lookups = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl }).lookups;

    await expect(lookups.cities()).resolves.toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(requests.map(({ url }) => url.searchParams.get('pagination[page]'))).toEqual(['1', '2', '3']);
    expect(requests.every(({ url }) => url.searchParams.get('sort[0]') === 'name:asc')).toBe(true);
  });
});

describe('authentication and errors', () => {
  it('sends the current token as a bearer token, and none without one', async () => {
    let token: string | null = 'abc.def';
    const { requests, fetchImpl } = transport(() => json({ data: [], meta: {} }));
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => token });
    await api.lookups.colors();
    token = null;
    await api.lookups.colors();
    expect(requests.map((request) => request.authorization)).toEqual(['Bearer abc.def', null]);
  });

  it("turns Strapi's error body into an ApiError with its Portuguese message", async () => {
    const { fetchImpl } = transport(() =>
      json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'você não é usuário autorizado!' } }, 403),
    );
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });
    const error = await api.lookups.colors().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'ForbiddenError', message: 'você não é usuário autorizado!' });
  });

  it('turns a network failure into an ApiError with the generic message', async () => {
    const { fetchImpl } = transport(() => Promise.reject(new TypeError('fetch failed')));
    const api = createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl });
    await expect(api.lookups.colors()).rejects.toMatchObject({ status: 0, message: GENERIC_ERROR_MESSAGE });
  });
});
