import type { SimilarSerialBike } from '@bicla/api-client';
import { screen, within } from '@testing-library/react';
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

const similar = jest.mocked(api.publicBikes.similar);

const close = (bike: ReturnType<typeof publicBike>, serial: string, differences: number[], distance: number): SimilarSerialBike => ({
  ...bike,
  close_serial: { serial, differences, distance },
});

beforeEach(() => {
  logInForTest();
  jest.mocked(api.content.block).mockResolvedValue(null);
  jest.mocked(api.publicBikes.search).mockResolvedValue(offsetPage([], 0, 8, 0));
  jest.mocked(api.publicBikes.stats).mockResolvedValue({ registered: 1234, stolen: 10, recovered: 3 });
  jest.mocked(api.account.me).mockReturnValue(new Promise(() => undefined));
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
});

afterEach(() => {
  jest.resetAllMocks();
  logOutForTest();
});

const section = () => within(screen.getByRole('region', { name: 'Números de série semelhantes' }));
const article = (name: string) => section().getByRole('link', { name }).closest('article') as HTMLElement;
const card = (name: string) => within(article(name));
const marks = (name: string) => [...article(name).querySelectorAll('mark')].map((mark) => mark.textContent);

describe('/search-bikes: Números de série semelhantes', () => {
  it('lists the close serials under the results, closest first, with the differing characters marked', async () => {
    similar.mockResolvedValue([
      close(stolenBike({ slug: 'roubada', nickName: 'Roubada' }), 'WTU123C4567DEFGK', [15], 1),
      close(publicBike({ slug: 'trocada', nickName: 'Trocada' }), 'WTU213C4567DEFGH', [3, 4], 1),
      close(publicBike({ slug: 'longe', nickName: 'Mais longe' }), 'WTU128C4567DEXGH', [5, 13], 2),
    ]);
    renderApp('/search-bikes?q=wtu-123c4567defgh');

    expect(await screen.findByRole('heading', { level: 2, name: 'Números de série semelhantes' })).toBeInTheDocument();
    expect(similar).toHaveBeenCalledWith('wtu-123c4567defgh');
    expect(screen.getByText('A bicicleta pesquisada não está disponível')).toBeInTheDocument();
    expect(section().getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Roubada', 'Trocada', 'Mais longe']);

    expect(marks('Roubada')).toEqual(['K']);
    expect(marks('Trocada')).toEqual(['21']);
    expect(marks('Mais longe')).toEqual(['8', 'X']);
    expect(article('Trocada').querySelector('mark')?.closest('dd')).toHaveTextContent(/^WTU213C4567DEFGH$/);
    expect(card('Mais longe').getByText('2 caracteres')).toBeInTheDocument();
    expect(card('Roubada').getByText('1 carácter')).toBeInTheDocument();
    expect(card('Roubada').getByText('Roubada', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(card('Roubada').getByRole('link', { name: 'Roubada' })).toHaveAttribute('href', '/stolen-bikes/roubada');
  });

  it('shows no section when no serial is close', async () => {
    similar.mockResolvedValue([]);
    renderApp('/search-bikes?q=WTU123C4567DEFGH');

    expect(await screen.findByText('A bicicleta pesquisada não está disponível')).toBeInTheDocument();
    expect(similar).toHaveBeenCalledWith('WTU123C4567DEFGH');
    expect(screen.queryByRole('heading', { name: 'Números de série semelhantes' })).not.toBeInTheDocument();
  });

  it('does not look for close serials of a query shorter than 5 characters', async () => {
    renderApp('/search-bikes?q=k-7m4');

    expect(await screen.findByText('A bicicleta pesquisada não está disponível')).toBeInTheDocument();
    expect(similar).not.toHaveBeenCalled();
  });
});
