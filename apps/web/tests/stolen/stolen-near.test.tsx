import type { NearStolenBike, StolenNearResponse } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { city } from '../fixtures';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { cmsPage, offsetPage, stolenBike, stolenBikes, stolenDetails } from './public-bike-fixture';

jest.mock('../../src/lib/api', () => ({
  api: {
    content: { page: jest.fn(), block: jest.fn() },
    publicBikes: { stolen: jest.fn(), stolenNear: jest.fn() },
    lookups: { cities: jest.fn() },
    account: { me: jest.fn() },
    messages: { unreadCount: jest.fn() },
  },
}));

const fetchStolen = jest.mocked(api.publicBikes.stolen);
const fetchNear = jest.mocked(api.publicBikes.stolenNear);

// Slugs as the CMS makes them: only repeated names carry their district.
const CITIES = [
  { ...city(1, 'Lisboa', 'Lisboa'), slug: 'lisboa' },
  { ...city(2, 'Porto', 'Porto', [41.1485, -8.61097]), slug: 'porto' },
  city(3, 'Calheta', 'Açores', [38.60186, -28.01792]),
  city(4, 'Calheta', 'Madeira', [32.72753, -17.17893]),
];

function nearPage(
  bikes: NearStolenBike[],
  near: Partial<StolenNearResponse['meta']['near']> = {},
  total = bikes.length,
): StolenNearResponse {
  return {
    data: bikes,
    meta: {
      pagination: { start: 0, limit: 8, total },
      near: { latitude: 41.1485, longitude: -8.61097, radius: 50, city: 'Porto', ...near },
    },
  };
}

const PORTO_BIKES: NearStolenBike[] = [
  {
    ...stolenBike({ slug: 'urbana-porto', documentId: 'doc-urbana', nickName: 'Urbana da Baixa', stolen_details: stolenDetails({ city: 'Porto' }) }),
    distanceKm: 0,
  },
  {
    ...stolenBike({ slug: 'gravel-gaia', documentId: 'doc-gravel', nickName: 'Gravel de Gaia', stolen_details: stolenDetails({ city: 'Vila Nova de Gaia' }) }),
    distanceKm: 3,
  },
];

/** Where the browser says the visitor is, or its refusal. */
function mockGeolocation(outcome: { latitude: number; longitude: number } | 'refused') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'refused') failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
    else success({ coords: outcome } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

const cards = () => within(screen.getByRole('list', { name: 'Bicicletas roubadas' })).getAllByRole('article');
const placeFilter = () => within(screen.getByRole('search', { name: 'Procurar perto de um local' }));
const currentSearch = (router: ReturnType<typeof renderApp>['router']) => router.state.location.search as Record<string, unknown>;

beforeEach(() => {
  logInForTest();
  jest.mocked(api.account.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
  jest.mocked(api.content.page).mockResolvedValue(cmsPage());
  jest.mocked(api.lookups.cities).mockResolvedValue(CITIES);
  fetchStolen.mockResolvedValue(offsetPage(stolenBikes(2), 0, 8, 2));
  mockGeolocation({ latitude: 41.16123, longitude: -8.62456 });
});

afterEach(() => {
  jest.resetAllMocks();
  logOutForTest();
});

describe('/stolen-bike near a place', () => {
  it('reads the municipality from the URL and lists the nearest first, each with its distance', async () => {
    fetchNear.mockResolvedValue(nearPage(PORTO_BIKES));
    renderApp('/stolen-bike?near=porto');

    expect(await screen.findByRole('heading', { level: 2, name: 'Roubadas perto de Porto' })).toBeInTheDocument();
    expect(fetchNear).toHaveBeenCalledWith({ near: 'porto', radius: 50, start: 0, limit: 8 });
    expect(fetchStolen).not.toHaveBeenCalled();
    const [first, second] = cards();
    expect(within(first).getByRole('link', { name: 'Urbana da Baixa' })).toBeInTheDocument();
    expect(first).toHaveTextContent('a menos de 1 km');
    expect(within(second).getByText('a 3 km')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A mostrar 2 de 2 bicicletas roubadas num raio de 50 km');
    expect(placeFilter().getByRole('combobox', { name: 'Concelho' })).toHaveValue('Porto');
    // Without a Google Maps key the list stands alone.
    expect(screen.queryByRole('region', { name: /^Mapa/ })).not.toBeInTheDocument();
  });

  // Typing, menus and two navigations take a few seconds in jsdom on a busy machine.
  it('puts the chosen municipality and radius in the URL', async () => {
    fetchNear.mockResolvedValue(nearPage([], { city: 'Calheta', latitude: 32.72753, longitude: -17.17893 }));
    const { router } = renderApp('/stolen-bike');
    await screen.findByRole('heading', { level: 2, name: 'Roubadas recentemente' });

    // Names Portugal has twice carry their district.
    await userEvent.type(placeFilter().getByRole('combobox', { name: 'Concelho' }), 'Calheta');
    await userEvent.click(await screen.findByRole('option', { name: /Calheta\s*Madeira/ }));

    await waitFor(() => expect(currentSearch(router)).toEqual({ near: 'calheta-madeira' }));
    expect(await screen.findByText('Não há bicicletas roubadas num raio de 50 km.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Roubadas perto de Calheta' })).toBeInTheDocument();

    await userEvent.click(placeFilter().getByRole('combobox', { name: 'Raio' }));
    await userEvent.click(await screen.findByRole('option', { name: '100 km' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({ near: 'calheta-madeira', radius: 100 }));
    expect(fetchNear).toHaveBeenLastCalledWith({ near: 'calheta-madeira', radius: 100, start: 0, limit: 8 });
  }, 20_000);

  it("searches around the visitor with 'Usar a minha localização', rounded to about 100 m", async () => {
    fetchNear.mockResolvedValue(nearPage(PORTO_BIKES, { latitude: 41.161, longitude: -8.625, city: null }));
    const { router } = renderApp('/stolen-bike');
    await screen.findByRole('heading', { level: 2, name: 'Roubadas recentemente' });

    await userEvent.click(placeFilter().getByRole('button', { name: 'Usar a minha localização' }));

    await waitFor(() => expect(currentSearch(router)).toEqual({ lat: 41.161, lng: -8.625 }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Roubadas perto de si' })).toBeInTheDocument();
    expect(fetchNear).toHaveBeenCalledWith({ lat: 41.161, lng: -8.625, radius: 50, start: 0, limit: 8 });
    expect(cards()).toHaveLength(2);

    await userEvent.click(placeFilter().getByRole('button', { name: 'Ver as mais recentes' }));
    await waitFor(() => expect(currentSearch(router)).toEqual({}));
    expect(await screen.findByRole('heading', { level: 2, name: 'Roubadas recentemente' })).toBeInTheDocument();
  }, 20_000);

  it('says so when the browser does not give the location', async () => {
    mockGeolocation('refused');
    const { router } = renderApp('/stolen-bike');
    await screen.findByRole('heading', { level: 2, name: 'Roubadas recentemente' });

    await userEvent.click(placeFilter().getByRole('button', { name: 'Usar a minha localização' }));

    expect(await screen.findByText('Não foi possível obter a sua localização. Escolha um concelho.')).toBeInTheDocument();
    expect(currentSearch(router)).toEqual({});
    expect(fetchNear).not.toHaveBeenCalled();
  });

  it.each(['/stolen-bike?lat=95&lng=-8.6&radius=20', '/stolen-bike?near=atlantida'])(
    'shows the newest first for a malformed or unknown place in the URL (%s)',
    async (url) => {
      renderApp(url);

      expect(await screen.findByRole('heading', { level: 2, name: 'Roubadas recentemente' })).toBeInTheDocument();
      expect(fetchNear).not.toHaveBeenCalled();
      expect(fetchStolen).toHaveBeenCalled();
    },
  );
});
