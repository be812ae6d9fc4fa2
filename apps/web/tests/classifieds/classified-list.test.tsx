import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NAME_DEBOUNCE_MS } from '../../src/features/classifieds/components/classified-filters';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { CATEGORIES, CITIES, classified, classifiedPage, euroText } from './fixtures';

jest.mock('../../src/lib/api', () => ({
  api: {
    publicBikes: { classifieds: jest.fn(), classified: jest.fn() },
    lookups: { cities: jest.fn(), categories: jest.fn() },
    bikes: { mine: jest.fn() },
    messages: { send: jest.fn(), unreadCount: jest.fn() },
    alerts: { mine: jest.fn() },
  },
}));

const fetchClassifieds = jest.mocked(api.publicBikes.classifieds);

beforeEach(() => {
  jest.clearAllMocks();
  logInForTest();
  fetchClassifieds.mockResolvedValue(classifiedPage([classified()]));
  jest.mocked(api.lookups.cities).mockResolvedValue(CITIES);
  jest.mocked(api.lookups.categories).mockResolvedValue(CATEGORIES);
  jest.mocked(api.bikes.mine).mockResolvedValue([]);
  jest.mocked(api.alerts.mine).mockResolvedValue([]);
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
});

/** The search part of the router's current URL, as an object. */
function currentSearch(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.search as Record<string, unknown>;
}

const manyBikes = (count: number) =>
  Array.from({ length: count }, (_, index) => classified({ documentId: `bike-${index}`, slug: `bike-${index}`, model: `Modelo ${index}` }));

describe('/classified', () => {
  it('sends a visitor to /login', async () => {
    logOutForTest();
    const { router } = renderApp('/classified');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(fetchClassifieds).not.toHaveBeenCalled();
  });

  it('shows each ad as a card: photo, Compre, location, brand and model, price Fixo, date', async () => {
    fetchClassifieds.mockResolvedValue(
      classifiedPage([
        classified(),
        classified({
          documentId: 'bike-doc-2',
          slug: 'semprecomprada1700000000001',
          brand: { name: 'Orbea', slug: 'orbea' },
          model: 'Vibe H30',
          price: null,
          classified_date: '2026-01-05T23:30:00.000Z',
          owner: { name: 'João Pereira', memberSince: '2025-01-01T00:00:00.000Z', city: null },
        }),
      ]),
    );
    renderApp('/classified');

    expect(await screen.findByRole('heading', { level: 1, name: 'Classificados' })).toBeInTheDocument();
    const [first, second] = screen.getAllByRole('article');

    const card = within(first);
    expect(card.getByRole('img', { name: 'Bianchi Oltre RC' })).toHaveAttribute('src', 'http://cms.test/uploads/bike.jpg');
    expect(card.getByText('Compre')).toBeInTheDocument();
    expect(first).toHaveTextContent('Localização: Lisboa');
    expect(card.getByRole('link', { name: 'Bianchi Oltre RC' })).toHaveAttribute('href', '/classified/speedcarbono1700000000000');
    expect(card.getByText(euroText(5200))).toBeInTheDocument();
    expect(card.getByText('Fixo')).toBeInTheDocument();
    expect(card.getByText('15/03/2026')).toBeInTheDocument();

    // No price: the spec's 2000 euros; no seller city: N/A; the date in Lisbon time.
    const other = within(second);
    expect(other.getByText(euroText(2000))).toBeInTheDocument();
    expect(euroText(2000)).toBe('2000 €');
    expect(second).toHaveTextContent('Localização: N/A');
    expect(other.getByText('05/01/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '2 bicicletas à venda' })).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    fetchClassifieds.mockResolvedValue(classifiedPage([]));
    renderApp('/classified');

    expect(await screen.findByText('Não existem dados para mostrar')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagina/i })).not.toBeInTheDocument();
  });

  it('shows no pages for 12 ads', async () => {
    fetchClassifieds.mockResolvedValue(classifiedPage(manyBikes(12)));
    renderApp('/classified');

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Ir para a página 2' })).not.toBeInTheDocument();
  });

  it('pages 13 ads and puts the page in the URL', async () => {
    fetchClassifieds.mockImplementation(async ({ page } = {}) =>
      page === 2 ? classifiedPage(manyBikes(1), { total: 13, page: 2 }) : classifiedPage(manyBikes(12), { total: 13 }),
    );
    const { router } = renderApp('/classified');

    await userEvent.click(await screen.findByRole('button', { name: 'Ir para a página 2' }));

    await waitFor(() => expect(currentSearch(router)).toEqual({ page: 2 }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(fetchClassifieds).toHaveBeenLastCalledWith({ page: 2 });
    expect(screen.getByRole('button', { name: 'Página 2, atual' })).toHaveAttribute('aria-current', 'page');
  });

  it('reads its filters from the URL', async () => {
    renderApp('/classified?name=bianchi&city=Porto&category=cat-gravel&priceMin=100&priceMax=3000&page=2');

    await screen.findAllByRole('article');
    expect(fetchClassifieds).toHaveBeenCalledWith({
      name: 'bianchi',
      city: 'Porto',
      category: 'cat-gravel',
      priceMin: 100,
      priceMax: 3000,
      page: 2,
    });
    const filters = within(screen.getByRole('search', { name: 'Filtrar classificados' }));
    expect(filters.getByRole('textbox', { name: 'Nome' })).toHaveValue('bianchi');
    expect(filters.getByRole('combobox', { name: 'Localização' })).toHaveValue('Porto');
    expect(filters.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent('Gravel');
    expect(filters.getByRole('spinbutton', { name: 'Mínimo' })).toHaveValue(100);
    expect(filters.getByRole('spinbutton', { name: 'Máximo' })).toHaveValue(3000);
    expect(filters.getByRole('slider', { name: 'Preço mínimo' })).toHaveValue('100');
    expect(filters.getByRole('slider', { name: 'Preço máximo' })).toHaveValue('3000');
  });

  it('writes the category and the city to the URL, back on page 1', async () => {
    const { router } = renderApp('/classified?page=2');
    await screen.findAllByRole('article');

    await userEvent.click(screen.getByRole('combobox', { name: 'Categoria' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Gravel' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({ category: 'cat-gravel' }));

    await userEvent.type(screen.getByRole('combobox', { name: 'Localização' }), 'Por');
    await userEvent.click(await screen.findByRole('option', { name: 'Porto' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({ category: 'cat-gravel', city: 'Porto' }));
    await waitFor(() => expect(fetchClassifieds).toHaveBeenLastCalledWith({ category: 'cat-gravel', city: 'Porto', page: 1 }));

    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({}));
  });

  it('writes the name to the URL once typing pauses, not on every key', async () => {
    const { router } = renderApp('/classified');
    await screen.findAllByRole('article');

    await userEvent.type(screen.getByRole('textbox', { name: 'Nome' }), 'trek');
    expect(currentSearch(router)).toEqual({});

    await waitFor(() => expect(currentSearch(router)).toEqual({ name: 'trek' }), { timeout: NAME_DEBOUNCE_MS * 4 });
    expect(fetchClassifieds).toHaveBeenLastCalledWith({ name: 'trek', page: 1 });
    expect(fetchClassifieds.mock.calls.filter(([filters]) => filters?.name)).toHaveLength(1);
  });

  it('writes the prices typed in the boxes, keeping the handles 4 euros apart', async () => {
    const { router } = renderApp('/classified?priceMax=1000');
    await screen.findAllByRole('article');

    const minimum = screen.getByRole('spinbutton', { name: 'Mínimo' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '999');
    fireEvent.blur(minimum);

    await waitFor(() => expect(currentSearch(router)).toEqual({ priceMin: 996, priceMax: 1000 }));
    expect(minimum).toHaveValue(996);
    expect(screen.getByRole('slider', { name: 'Preço mínimo' })).toHaveValue('996');

    // Back to the whole scale: no price bound left in the URL.
    const maximum = screen.getByRole('spinbutton', { name: 'Máximo' });
    await userEvent.clear(maximum);
    await userEvent.type(maximum, '5200{Enter}');
    await userEvent.clear(minimum);
    fireEvent.blur(minimum);
    await waitFor(() => expect(currentSearch(router)).toEqual({}));
  });

  it('moves the slider by keyboard, stopping 4 euros short of the other handle', async () => {
    const { router } = renderApp('/classified?priceMin=100&priceMax=104');
    await screen.findAllByRole('article');

    const upper = screen.getByRole('slider', { name: 'Preço máximo' });
    fireEvent.keyDown(upper, { key: 'ArrowLeft' });

    expect(upper).toHaveValue('104');
    const lower = screen.getByRole('slider', { name: 'Preço mínimo' });
    fireEvent.keyDown(lower, { key: 'ArrowLeft' });
    await waitFor(() => expect(currentSearch(router)).toEqual({ priceMin: 99, priceMax: 104 }));
  });
});
