import { ApiError } from '@bicla/api-client';
import { screen, within } from '@testing-library/react';
import { contentQueries, HOME_BANNER_SLUG } from '../src/features/content/api';
import { api } from '../src/lib/api';
import { cmsBlock } from './fixtures';
import { createTestQueryClient, renderApp } from './render-app';

jest.mock('../src/lib/api', () => ({
  api: { content: { block: jest.fn() } },
}));

const fetchBlock = jest.mocked(api.content.block);
const bannerKey = contentQueries.block(HOME_BANNER_SLUG).queryKey;

beforeEach(() => {
  fetchBlock.mockReset();
});

/** React and the router log a caught loader error loudly; the test asserts what the user sees. */
function silenceErrorLogs() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('home page', () => {
  it('renders the banner block and its content cards from the cache', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      bannerKey,
      cmsBlock({
        content: [
          { id: 1, title: 'Registe', sub_title: null, description: 'Guarde o número de série.' },
          { id: 2, title: 'Recupere', sub_title: null, description: 'Assinale uma bicicleta roubada.' },
        ],
      }),
    );
    renderApp('/', queryClient);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Proteja a sua bicicleta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('O registo nacional de bicicletas')).toBeInTheDocument();
    expect(screen.getByText('Registe, encontre e recupere bicicletas em todo o país.')).toBeInTheDocument();

    const cards = within(screen.getByRole('region', { name: 'Destaques' }));
    expect(cards.getByRole('heading', { name: 'Registe' })).toBeInTheDocument();
    expect(cards.getByText('Guarde o número de série.')).toBeInTheDocument();
    expect(cards.getByRole('heading', { name: 'Recupere' })).toBeInTheDocument();
    expect(cards.getByText('Assinale uma bicicleta roubada.')).toBeInTheDocument();

    expect(fetchBlock).not.toHaveBeenCalled();
  });

  it('shows no cards for a block without content', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(bannerKey, cmsBlock({ content: [] }));
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 1, name: 'Proteja a sua bicicleta' });
    expect(screen.queryByRole('region', { name: 'Destaques' })).not.toBeInTheDocument();
  });

  it('falls back to the product title when the CMS has no banner', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(bannerKey, null);
    renderApp('/', queryClient);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bicla: Registo Nacional de Bicicletas' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Registe a sua bicicleta/)).toBeInTheDocument();
  });

  it('loads the banner through the API when the cache is empty', async () => {
    fetchBlock.mockResolvedValue(cmsBlock({ title: 'Vinda do CMS' }));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Vinda do CMS' })).toBeInTheDocument();
    expect(fetchBlock).toHaveBeenCalledWith('home-banner');
  });

  it('shows the load error with its status', async () => {
    silenceErrorLogs();
    fetchBlock.mockRejectedValue(new ApiError(503, 'ServiceUnavailableError', 'Serviço indisponível'));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Erro ao buscar dados' })).toBeInTheDocument();
    expect(screen.getByText('Serviço indisponível')).toBeInTheDocument();
    expect(screen.getByText('Código de erro 503')).toBeInTheDocument();
  });

  it('says the server is unreachable when there was no response', async () => {
    silenceErrorLogs();
    fetchBlock.mockRejectedValue(new ApiError(0, 'NetworkError', 'Erro ao buscar dados'));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Erro ao buscar dados' })).toBeInTheDocument();
    expect(screen.getByText('Sem ligação ao servidor')).toBeInTheDocument();
  });
});
