import { PRODUCT_TITLE } from '@bicla/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { hydrateFirstScreen, QUERY_DATA_ID, resetTitleOnNavigation } from '../src/lib/first-screen-data';

describe('the first screen’s data from the server', () => {
  afterEach(() => document.getElementById(QUERY_DATA_ID)?.remove());

  it('fills the query cache under each key the server wrote', () => {
    const script = document.createElement('script');
    script.id = QUERY_DATA_ID;
    script.type = 'application/json';
    script.textContent = JSON.stringify([
      { queryKey: ['bikes', 'by-slug', 'a'], data: { slug: 'a' } },
      { queryKey: ['content', 'block', 'home-banner'], data: null },
    ]);
    document.head.append(script);
    const queryClient = new QueryClient();

    expect(hydrateFirstScreen(queryClient)).toBe(true);

    expect(queryClient.getQueryData(['bikes', 'by-slug', 'a'])).toEqual({ slug: 'a' });
    expect(queryClient.getQueryState(['content', 'block', 'home-banner'])?.status).toBe('success');
  });

  it('leaves the cache empty on a page without data', () => {
    const queryClient = new QueryClient();
    expect(hydrateFirstScreen(queryClient)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

describe('the server’s title', () => {
  it('stays on the page it was sent with, and gives way to the product’s title on the next page', async () => {
    const root = createRootRoute();
    const routeTree = root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/stolen-bikes/$slug' }),
      createRoute({ getParentRoute: () => root, path: '/' }),
    ]);
    const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/stolen-bikes/a'] }) });
    document.title = 'ROUBADA: Trek Marlin 7, Lisboa, desde 12/11/2026';
    resetTitleOnNavigation(router);

    await router.load();
    expect(document.title).toBe('ROUBADA: Trek Marlin 7, Lisboa, desde 12/11/2026');

    await router.navigate({ to: '/' });
    expect(document.title).toBe(PRODUCT_TITLE);
  });
});
