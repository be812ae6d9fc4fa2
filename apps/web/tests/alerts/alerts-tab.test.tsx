import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAccount } from '../account/support';
import { logOutForTest } from '../session';
import { areaAlert, favouriteAlert, matchAlert, mockApi, searchAlert } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

const LISBOA = areaAlert('alert-lisboa', 'Lisboa', 'lisboa-lisboa');
const TREK_SEARCH = searchAlert('alert-trek', 'Pesquisa: trek, até 500 €', { name: 'trek', priceMax: 500 });
const ON_SALE = favouriteAlert('alert-fav-1', { documentId: 'bike-1', slug: 'oltre-rc', title: 'Bianchi Oltre RC' });
const STOLEN = favouriteAlert('alert-fav-2', { documentId: 'bike-2', title: 'Orbea Vibe', stolen: true, on_sale: false });
const SOLD = favouriteAlert('alert-fav-3', { documentId: 'bike-3', title: 'Cannondale Quick', on_sale: false });
const MATCH = matchAlert('alert-match', 'Bicicleta roubada: Trek FX 3');

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

async function renderAlertsTab() {
  const view = renderAccount('/my-account#alertas');
  await screen.findByRole('heading', { level: 2, name: 'Alertas' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const group = (title: string) => within(screen.getByRole('region', { name: title }));

describe('#alertas: the account’s alerts', () => {
  it('is a tab of the account screen, opened by its hash', async () => {
    mockApi.alerts.mine.mockResolvedValue([]);
    await renderAlertsTab();

    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Alertas');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Alertas');
  });

  it('lists every alert under its kind, with a link where there is a page', async () => {
    mockApi.alerts.mine.mockResolvedValue([MATCH, SOLD, STOLEN, ON_SALE, TREK_SEARCH, LISBOA]);
    await renderAlertsTab();

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Seguir um concelho', 'Concelhos que segue', 'Pesquisas guardadas', 'Favoritos', 'Bicicletas roubadas']);

    expect(group('Concelhos que segue').getByText('Roubos em Lisboa')).toBeInTheDocument();

    expect(group('Pesquisas guardadas').getByRole('link', { name: 'Pesquisa: trek, até 500 €' })).toHaveAttribute(
      'href',
      '/classified?name=trek&priceMax=500',
    );

    const favourites = group('Favoritos');
    expect(favourites.getByRole('link', { name: 'Bianchi Oltre RC' })).toHaveAttribute('href', '/classified/oltre-rc');
    // An ad no longer for sale has no page to open: it says what became of it.
    expect(favourites.queryByRole('link', { name: 'Orbea Vibe' })).not.toBeInTheDocument();
    expect(favourites.getByText('Orbea Vibe').parentElement).toHaveTextContent('Roubada');
    expect(favourites.getByText('Cannondale Quick').parentElement).toHaveTextContent('Vendida ou retirada');

    const stolen = group('Bicicletas roubadas');
    expect(stolen.getByText('Bicicleta roubada: Trek FX 3')).toBeInTheDocument();
    expect(stolen.getByText('Avisar-me se aparecer uma bicicleta com número de série igual ou semelhante')).toBeInTheDocument();

    expect(screen.getAllByRole('button', { name: /^Remover alerta/ })).toHaveLength(6);
  });

  it('says so when there are no alerts, and shows only the groups that have some', async () => {
    mockApi.alerts.mine.mockResolvedValue([]);
    await renderAlertsTab();

    expect(screen.getByText('Ainda não tem alertas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver classificados' })).toHaveAttribute('href', '/classified');
    expect(screen.queryByRole('heading', { name: 'Favoritos' })).not.toBeInTheDocument();
  });

  it('removes an alert at once and lists the rest', async () => {
    mockApi.alerts.mine.mockResolvedValueOnce([TREK_SEARCH, LISBOA]).mockResolvedValue([TREK_SEARCH]);
    mockApi.alerts.remove.mockResolvedValue({ documentId: LISBOA.documentId });
    const { user } = await renderAlertsTab();

    await user.click(screen.getByRole('button', { name: 'Remover alerta: Roubos em Lisboa' }));

    expect(await screen.findByText('Alerta removido')).toBeInTheDocument();
    expect(mockApi.alerts.remove).toHaveBeenCalledWith('alert-lisboa');
    await waitFor(() => expect(screen.queryByText('Roubos em Lisboa')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Pesquisa: trek, até 500 €' })).toBeInTheDocument();
  });

  it('shows the API’s reason when an alert cannot be removed, and keeps it', async () => {
    mockApi.alerts.mine.mockResolvedValue([LISBOA]);
    mockApi.alerts.remove.mockRejectedValue(new ApiError(404, 'NotFoundError', 'Alerta não encontrado'));
    const { user } = await renderAlertsTab();

    await user.click(screen.getByRole('button', { name: 'Remover alerta: Roubos em Lisboa' }));

    expect(await screen.findByText('Alerta não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Roubos em Lisboa')).toBeInTheDocument();
  });
});

describe('#alertas: following a municipality', () => {
  it('says what following means and asks for a municipality before sending', async () => {
    mockApi.alerts.mine.mockResolvedValue([]);
    const { user } = await renderAlertsTab();

    expect(
      screen.getByText('Será avisado por email quando uma bicicleta for dada como roubada neste concelho (no máximo um email por hora).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seguir' }));

    expect(await screen.findByText('Escolha o concelho a seguir')).toBeInTheDocument();
    expect(mockApi.alerts.create).not.toHaveBeenCalled();
  });

  it('follows the chosen municipality by its slug and lists it', async () => {
    mockApi.alerts.mine.mockResolvedValueOnce([]).mockResolvedValue([areaAlert('alert-porto', 'Porto', 'porto-porto')]);
    mockApi.alerts.create.mockResolvedValue(areaAlert('alert-porto', 'Porto', 'porto-porto'));
    const { user } = await renderAlertsTab();

    await user.click(screen.getByRole('combobox', { name: 'Concelho' }));
    await user.click(await screen.findByRole('option', { name: 'Porto' }));
    await user.click(screen.getByRole('button', { name: 'Seguir' }));

    expect(await screen.findByText('Passou a seguir este concelho.')).toBeInTheDocument();
    expect(mockApi.alerts.create).toHaveBeenCalledWith({ kind: 'area', city: 'porto-porto' });
    expect(await screen.findByText('Roubos em Porto')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Concelho' })).toHaveValue('');
  });

  it('leaves out the municipalities already followed', async () => {
    mockApi.alerts.mine.mockResolvedValue([LISBOA]);
    const { user } = await renderAlertsTab();

    await user.click(screen.getByRole('combobox', { name: 'Concelho' }));

    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Porto', 'Braga']);
  });

  it('shows the API’s refusal and keeps the choice', async () => {
    mockApi.alerts.mine.mockResolvedValue([]);
    mockApi.alerts.create.mockRejectedValue(new ApiError(409, 'ConflictError', 'Já segue este concelho'));
    const { user } = await renderAlertsTab();

    await user.click(screen.getByRole('combobox', { name: 'Concelho' }));
    await user.click(await screen.findByRole('option', { name: 'Braga' }));
    await user.click(screen.getByRole('button', { name: 'Seguir' }));

    expect(await screen.findByText('Já segue este concelho')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Concelho' })).toHaveValue('Braga');
  });
});
