import { ApiError } from '@bicla/api-client';
import { screen, within } from '@testing-library/react';
import { contentQueries, HOME_BANNER_SLUG } from '../src/features/content/api';
import { api } from '../src/lib/api';
import { cmsBlock } from './fixtures';
import { media } from './home/home-data';
import { createTestQueryClient, renderApp } from './render-app';

// Every other home block fails to load here and stays hidden; tests/home/ covers them.
jest.mock('../src/lib/api', () => ({ api: require('./home/api-mock').createHomeApiMock() }));

const fetchBlock = jest.mocked(api.content.block);
const bannerKey = contentQueries.block(HOME_BANNER_SLUG).queryKey;

beforeEach(() => {
  fetchBlock.mockReset();
  fetchBlock.mockRejectedValue(new ApiError(404, 'NotFoundError', 'Não encontrado'));
});

/** React and the router log a caught loader error loudly; the test asserts what the user sees. */
function silenceErrorLogs() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('home page banner', () => {
  it('renders the banner block and its items as slides from the cache', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      bannerKey,
      cmsBlock({
        content: [
          { id: 1, title: 'Registe', sub_title: 'É gratuito', description: 'Guarde o número de série.', image: media('registe') },
          { id: 2, title: 'Recupere', sub_title: null, description: 'Assinale uma bicicleta roubada.', image: null },
        ],
      }),
    );
    renderApp('/', queryClient);

    expect(await screen.findByRole('heading', { level: 1, name: 'Proteja a sua bicicleta' })).toBeInTheDocument();
    expect(screen.getByText('O registo nacional de bicicletas')).toBeInTheDocument();
    expect(screen.getByText('Registe, encontre e recupere bicicletas em todo o país.')).toBeInTheDocument();

    const slider = within(screen.getByRole('group', { name: 'Destaques' }));
    const [slide] = slider.getAllByRole('article');
    expect(within(slide).getByRole('heading', { level: 2, name: 'Registe' })).toBeInTheDocument();
    expect(within(slide).getByText('É gratuito')).toBeInTheDocument();
    expect(within(slide).getByText('Guarde o número de série.')).toBeInTheDocument();
    expect(slider.getByRole('button', { name: 'Diapositivo 2 de 2' })).toBeInTheDocument();

    expect(fetchBlock).not.toHaveBeenCalledWith(HOME_BANNER_SLUG);
  });

  it('offers to register a bike and to search one', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(bannerKey, cmsBlock());
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Registar bicicleta' })).toHaveAttribute('href', '/register-bikes');
    expect(screen.getByRole('link', { name: 'Pesquisar bicicleta' })).toHaveAttribute('href', '/search-bikes');
  });

  it('shows no slider for a block without items or picture', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(bannerKey, cmsBlock({ content: [] }));
    renderApp('/', queryClient);

    await screen.findByRole('heading', { level: 1, name: 'Proteja a sua bicicleta' });
    expect(screen.queryByRole('group', { name: 'Destaques' })).not.toBeInTheDocument();
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
    fetchBlock.mockImplementation(async (slug) => (slug === HOME_BANNER_SLUG ? cmsBlock({ title: 'Vinda do CMS' }) : null));
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
