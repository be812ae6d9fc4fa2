import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { offsetPage, publicBike, stolenBike } from '../stolen/public-bike-fixture';

jest.mock('../../src/lib/api', () => ({
  api: {
    content: { block: jest.fn() },
    publicBikes: { search: jest.fn(), similar: jest.fn(), stats: jest.fn() },
    account: { me: jest.fn() },
    messages: { unreadCount: jest.fn() },
  },
}));

const search = jest.mocked(api.publicBikes.search);

beforeEach(() => {
  jest.mocked(api.content.block).mockResolvedValue(null);
  jest.mocked(api.publicBikes.similar).mockResolvedValue([]);
  jest.mocked(api.publicBikes.stats).mockResolvedValue({ registered: 1234, stolen: 10, recovered: 3 });
  jest.mocked(api.account.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
});

afterEach(() => {
  jest.resetAllMocks();
  logOutForTest();
});

const results = () => within(screen.getByRole('list', { name: 'Resultados da pesquisa' }));

describe('/search-bikes', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/search-bikes?q=WTU123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(search).not.toHaveBeenCalled();
  });

  it('explains what to type and shows the statistics before any search', async () => {
    logInForTest();
    renderApp('/search-bikes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Pesquisar bicicletas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Número de série ou Número Bicla')).toBeInTheDocument();
    expect(screen.getByText(/O Número Bicla tem 9 letras e algarismos/)).toBeInTheDocument();
    expect(await screen.findByText('1234')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('puts the query in the URL and searches the first 8', async () => {
    logInForTest();
    search.mockResolvedValue(offsetPage([publicBike()], 0, 8, 1));
    const { router } = renderApp('/search-bikes');

    await userEvent.type(await screen.findByLabelText('Número de série ou Número Bicla'), '  wtu123c4567d ');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados para “wtu123c4567d”' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'wtu123c4567d' });
    expect(search).toHaveBeenCalledWith({ q: 'wtu123c4567d', start: 0, limit: 8 });
    expect(screen.getByText('1 bicicleta encontrada')).toBeInTheDocument();
  });

  it('asks for a number instead of searching for nothing', async () => {
    logInForTest();
    renderApp('/search-bikes');

    await userEvent.click(await screen.findByRole('button', { name: 'Pesquisar' }));
    expect(screen.getByText('*Indique o número de série ou o Número Bicla')).toBeInTheDocument();
    expect(search).not.toHaveBeenCalled();
  });

  it('labels results Roubada or Compre and links each to its canonical page', async () => {
    logInForTest();
    search.mockResolvedValue(
      offsetPage(
        [
          stolenBike({ slug: 'roubada', nickName: 'Roubada', registry_number: 'ABC123XYZ' }),
          publicBike({ slug: 'a-venda', nickName: 'À venda', on_sale: true, price: 450 }),
          // A bike reported stolen while on sale is stolen first.
          stolenBike({ slug: 'roubada-e-a-venda', nickName: 'Roubada e à venda', on_sale: true }),
          publicBike({ slug: 'registada', nickName: 'Registada' }),
        ],
        0,
        8,
        4,
      ),
    );
    renderApp('/search-bikes?q=ABC123XYZ');

    await screen.findByRole('heading', { level: 3, name: 'Roubada' });
    const card = (name: string) => within(results().getByRole('link', { name }).closest('article') as HTMLElement);

    expect(card('Roubada').getByText('Roubada', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(card('Roubada').getByRole('link', { name: 'Roubada' })).toHaveAttribute('href', '/stolen-bikes/roubada');
    expect(card('Roubada').getByText('ABC123XYZ')).toBeInTheDocument();

    expect(card('À venda').getByText('Compre')).toBeInTheDocument();
    expect(card('À venda').getByRole('link', { name: 'À venda' })).toHaveAttribute('href', '/search-bikes/a-venda');

    expect(card('Roubada e à venda').getByText('Roubada', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(card('Roubada e à venda').queryByText('Compre')).not.toBeInTheDocument();
    expect(card('Roubada e à venda').getByRole('link', { name: 'Roubada e à venda' })).toHaveAttribute('href', '/stolen-bikes/roubada-e-a-venda');

    expect(card('Registada').queryByText('Compre')).not.toBeInTheDocument();
    expect(card('Registada').queryByText('Roubada', { selector: '.MuiChip-label' })).not.toBeInTheDocument();
    expect(card('Registada').getByRole('link', { name: 'Registada' })).toHaveAttribute('href', '/search-bikes/registada');
  });

  it("says 'A bicicleta pesquisada não está disponível' when nothing matches", async () => {
    logInForTest();
    search.mockResolvedValue(offsetPage([], 0, 8, 0));
    renderApp('/search-bikes?q=NAOEXISTE');

    expect(await screen.findByText('A bicicleta pesquisada não está disponível')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Resultados da pesquisa' })).not.toBeInTheDocument();
  });

  it('reads the page from the URL and pages through 8 at a time', async () => {
    logInForTest();
    search.mockImplementation(async ({ start = 0 }) =>
      offsetPage([publicBike({ slug: `pagina-${start}`, nickName: `Começa em ${start}` })], start, 8, 20),
    );
    const { router } = renderApp('/search-bikes?q=BTW&page=2');

    expect(await screen.findByRole('heading', { level: 3, name: 'Começa em 8' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledWith({ q: 'BTW', start: 8, limit: 8 });

    await userEvent.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Começa em 16' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ q: 'BTW', page: 3 });
  });
});
