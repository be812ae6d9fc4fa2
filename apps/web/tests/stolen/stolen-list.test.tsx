import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { cmsPage, offsetPage, stolenBike, stolenBikes, stolenDetails } from './public-bike-fixture';

jest.mock('../../src/lib/api', () => ({
  api: {
    content: { page: jest.fn(), block: jest.fn() },
    publicBikes: { stolen: jest.fn() },
    lookups: { cities: jest.fn() },
    account: { me: jest.fn() },
    messages: { unreadCount: jest.fn() },
  },
}));

const fetchStolen = jest.mocked(api.publicBikes.stolen);
const fetchPage = jest.mocked(api.content.page);

beforeEach(() => {
  jest.mocked(api.account.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
  fetchPage.mockResolvedValue(cmsPage());
  jest.mocked(api.lookups.cities).mockResolvedValue([]);
});

afterEach(() => {
  jest.resetAllMocks();
  logOutForTest();
});

/** The cards of the list, one per stolen bike. */
const cards = () => within(screen.getByRole('list', { name: 'Bicicletas roubadas' })).getAllByRole('article');

describe('/stolen-bike', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/stolen-bike');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchStolen).not.toHaveBeenCalled();
  });

  it('shows the CMS page as markdown and the link to register a bike', async () => {
    logInForTest();
    fetchStolen.mockResolvedValue(offsetPage(stolenBikes(2), 0, 8, 2));
    renderApp('/stolen-bike');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bicicletas roubadas' })).toBeInTheDocument();
    expect(screen.getByText('Ajude-nos a devolvê-las a casa')).toBeInTheDocument();
    // "## …" in the page's text is a real heading, not literal hashes.
    expect(screen.getByRole('heading', { level: 2, name: 'Antes de mais, apresente queixa' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regista a tua Bicicleta agora!' })).toHaveAttribute('href', '/register-bikes');
    expect(fetchPage).toHaveBeenCalledWith('stolen-bike');
  });

  it('shows each card with the ROUBADA badge, brand, place, colours and the stolen date as DD/MM/YYYY, H:mm', async () => {
    logInForTest();
    fetchStolen.mockResolvedValue(
      offsetPage(
        [
          stolenBike({
            slug: 'fixie-preta-1',
            nickName: 'Fixie Preta',
            brand: { name: 'Cinelli', slug: 'cinelli' },
            color: { name: 'Preto' },
            secondary_colors: [{ name: 'Branco' }],
            stolen_details: stolenDetails({ city: 'Porto', stolen_date: '2026-07-01T08:05:00.000Z' }),
          }),
        ],
        0,
        8,
        1,
      ),
    );
    renderApp('/stolen-bike');

    await screen.findByRole('heading', { level: 3, name: 'Fixie Preta' });
    const [card] = cards();
    const inCard = within(card);
    expect(inCard.getByText('ROUBADA')).toBeInTheDocument();
    expect(inCard.getByText('Cinelli')).toBeInTheDocument();
    expect(inCard.getByText('Porto')).toBeInTheDocument();
    expect(inCard.getByText('Preto, Branco')).toBeInTheDocument();
    expect(inCard.getByText('01/07/2026, 9:05')).toBeInTheDocument();
    expect(inCard.getByText('Estava presa ao suporte em frente à estação.')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Fixie Preta' })).toHaveAttribute('href', '/stolen-bikes/fixie-preta-1');
  });

  it("adds the next 8 with 'Carregar mais' and hides the button once all are shown", async () => {
    logInForTest();
    fetchStolen.mockImplementation(async ({ start = 0 } = {}) =>
      start === 0 ? offsetPage(stolenBikes(8, 1), 0, 8, 10) : offsetPage(stolenBikes(2, 9), 8, 8, 10),
    );
    renderApp('/stolen-bike');

    await screen.findByRole('heading', { level: 3, name: 'Roubada 1' });
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole('status')).toHaveTextContent('A mostrar 8 de 10 bicicletas roubadas');

    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Roubada 10' })).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(fetchStolen).toHaveBeenLastCalledWith({ start: 8, limit: 8 });
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    // The keyboard lands on the first new card, not on the vanished button.
    expect(screen.getByRole('link', { name: 'Roubada 9' })).toHaveFocus();
  });

  it('says there is nothing to show when no bike is stolen', async () => {
    logInForTest();
    fetchStolen.mockResolvedValue(offsetPage([], 0, 8, 0));
    renderApp('/stolen-bike');

    expect(await screen.findByText('Não existem dados para mostrar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it("shows no 'Carregar mais' when the first page holds every stolen bike", async () => {
    logInForTest();
    fetchStolen.mockResolvedValue(offsetPage(stolenBikes(8), 0, 8, 8));
    renderApp('/stolen-bike');

    await screen.findByRole('heading', { level: 3, name: 'Roubada 8' });
    expect(cards()).toHaveLength(8);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });
});
