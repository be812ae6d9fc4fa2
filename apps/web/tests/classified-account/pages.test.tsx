import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../account/support';
import { logOutForTest } from '../session';
import { mockApi, onSaleBike, ownerBike } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const GARAGE = ownerBike({ documentId: 'g', slug: 'estradista-1', nickName: 'Estradista' });
const ON_SALE = onSaleBike();
const STOLEN = ownerBike({ documentId: 's', slug: 'btt-1', nickName: 'BTT Trilhos', stolen: true });
const PENDING = ownerBike({ documentId: 'p', slug: 'ciclocrosse-1', nickName: 'Ciclocrosse', approved: false });

async function renderPage(path: string, h1: string) {
  renderAccount(path);
  await screen.findByRole('heading', { level: 1, name: h1 });
  return userEvent.setup({ delay: null });
}

const cardsIn = (list: string) => within(screen.getByRole('list', { name: list })).getAllByRole('listitem');

describe('/user-bikes', () => {
  it("lists my bikes with the account screen's cards and an 'Adicionar Bicicleta' link", async () => {
    mockApi.bikes.mine.mockResolvedValue([GARAGE, STOLEN]);
    await renderPage('/user-bikes', 'As minhas bicicletas');

    const cards = cardsIn('As minhas bicicletas');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/edit-bike/estradista-1#editar');
    expect(within(cards[1]).getByText('ROUBADA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar Bicicleta' })).toHaveAttribute('href', '/register-bikes');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so when I have no bike', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    await renderPage('/user-bikes', 'As minhas bicicletas');

    expect(screen.getByText('Ainda não tem nenhuma bicicleta registada.')).toBeInTheDocument();
  });
});

describe('/report-stolen', () => {
  it('offers my approved bikes that are not stolen, each opening its stolen-report form', async () => {
    mockApi.bikes.mine.mockResolvedValue([GARAGE, ON_SALE, STOLEN, PENDING]);
    await renderPage('/report-stolen', 'Reportar bicicleta roubada');

    const choices = cardsIn('Bicicletas que pode reportar');
    expect(choices.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual([
      '/edit-bike/estradista-1#furtada',
      '/edit-bike/cargo-familiar-1#furtada',
    ]);
  });

  it('shows bikes already stolen as such, each leading to its report', async () => {
    mockApi.bikes.mine.mockResolvedValue([GARAGE, STOLEN]);
    await renderPage('/report-stolen', 'Reportar bicicleta roubada');

    expect(screen.getByRole('heading', { level: 2, name: 'Já dadas como roubadas' })).toBeInTheDocument();
    const [stolen] = cardsIn('Bicicletas dadas como roubadas');
    expect(within(stolen).getByText('ROUBADA')).toBeInTheDocument();
    expect(within(stolen).getByRole('link')).toHaveAttribute('href', '/edit-bike/btt-1#furtada');
    expect(within(screen.getByRole('list', { name: 'Bicicletas que pode reportar' })).queryByText('BTT Trilhos')).not.toBeInTheDocument();
  });

  it('says pending bikes can be reported once approved, and offers none of them', async () => {
    mockApi.bikes.mine.mockResolvedValue([PENDING, { ...PENDING, documentId: 'p2' }]);
    await renderPage('/report-stolen', 'Reportar bicicleta roubada');

    expect(screen.getByText('Tem 2 bicicletas pendentes de aprovação: poderá reportá-las assim que forem aprovadas.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bicicletas que pode reportar' })).not.toBeInTheDocument();
    expect(screen.getByText(/Não tem outras bicicletas aprovadas que possa reportar/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Já dadas como roubadas' })).not.toBeInTheDocument();
  });

  it('leads to /register-bikes when I have no bike at all', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    await renderPage('/report-stolen', 'Reportar bicicleta roubada');

    expect(screen.getByText('Ainda não tem nenhuma bicicleta registada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registar bicicleta' })).toHaveAttribute('href', '/register-bikes');
    expect(within(screen.getByRole('main')).queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
