import { act, configure, screen } from '@testing-library/react';
import { installManualBrowser, ManualIntersectionObserver, removeManualBrowser } from '../deferred-loading';
import { createTestQueryClient, renderApp } from '../render-app';
import { fullHomeData, preloadBelowTheFold, seedHome } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

// Each test renders the whole app; on a busy machine that can take longer than Jest's 5 s default.
jest.setTimeout(20_000);

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
});
