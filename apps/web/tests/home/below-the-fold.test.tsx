import { act, configure, screen, waitFor } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { bikeQueries } from '../../src/features/bikes';
import { contentQueries } from '../../src/features/content';
import { HOME_BLOCKS } from '../../src/features/home/home-blocks';
import { installManualBrowser, ManualIntersectionObserver, removeManualBrowser } from '../deferred-loading';
import { createTestQueryClient, renderApp } from '../render-app';
import { fullHomeData, preloadBelowTheFold, seedHome } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

beforeAll(preloadBelowTheFold);
configure({ asyncUtilTimeout: 10_000 });

beforeEach(installManualBrowser);
afterEach(removeManualBrowser);

describe('the lists below the fold', () => {
  it('render only once the visitor scrolls near them', async () => {
    const queryClient = createTestQueryClient();
    seedHome(queryClient, fullHomeData());
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 2, name: 'A Bicla em números' });
    await act(async () => {
      await preloadBelowTheFold();
    });
    expect(screen.queryByRole('heading', { name: 'Bicicletas à venda' })).not.toBeInTheDocument();

    // The footer's newsletter watches the viewport too; the lists' observer is the one in <main>.
    const observer = ManualIntersectionObserver.watching(screen.getByRole('main'));
    expect(observer.options?.rootMargin).toBe('800px 0px');
    act(() => observer.scrollNear());

    expect(await screen.findByRole('heading', { level: 2, name: 'Bicicletas à venda' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'O que dizem os ciclistas' })).toBeInTheDocument();
  });

  it('ask for their data only then: a visitor who stays on the first screen downloads none of it', async () => {
    const queryClient = createTestQueryClient();
    // The first screen's data, as the web server sends it; nothing of the lists below.
    const { blocks, stats } = fullHomeData();
    for (const name of ['banner', 'about', 'register', 'safetySeal', 'statistics'] as const) {
      queryClient.setQueryData(contentQueries.block(HOME_BLOCKS[name]).queryKey, blocks[name] ?? null);
    }
    queryClient.setQueryData(bikeQueries.stats().queryKey, stats);
    const listFetchers = [api.lookups.brands, api.publicBikes.classifieds, api.publicBikes.recovered, api.content.testimonials] as jest.Mock[];
    for (const fetcher of listFetchers) fetcher.mockClear();
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 2, name: 'A Bicla em números' });
    await act(async () => {
      await preloadBelowTheFold();
    });
    for (const fetcher of listFetchers) expect(fetcher).not.toHaveBeenCalled();

    act(() => ManualIntersectionObserver.watching(screen.getByRole('main')).scrollNear());
    for (const fetcher of listFetchers) await waitFor(() => expect(fetcher).toHaveBeenCalled());
  });
});
