import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { classified, euroText, ownBike } from './fixtures';

jest.mock('../../src/lib/api', () => ({
  api: {
    publicBikes: { classifieds: jest.fn(), classified: jest.fn() },
    lookups: { cities: jest.fn(), categories: jest.fn() },
    bikes: { mine: jest.fn() },
    messages: { send: jest.fn(), unreadCount: jest.fn() },
    alerts: { mine: jest.fn() },
  },
}));

const fetchClassified = jest.mocked(api.publicBikes.classified);
const fetchMine = jest.mocked(api.bikes.mine);
const sendMessage = jest.mocked(api.messages.send);
const SLUG = 'speedcarbono1700000000000';

beforeEach(() => {
  jest.clearAllMocks();
  fetchClassified.mockResolvedValue(classified());
  fetchMine.mockResolvedValue([]);
  jest.mocked(api.alerts.mine).mockResolvedValue([]);
  jest.mocked(api.messages.unreadCount).mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.restoreAllMocks();
});

/** The description list's value for one label. */
function detail(label: string) {
  const term = within(screen.getByRole('region', { name: 'Detalhes' })).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('/classified/$slug', () => {
  it('is open to visitors and shows the photos, title, price, details and seller', async () => {
    renderApp(`/classified/${SLUG}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Bianchi Oltre RC' })).toBeInTheDocument();
    expect(fetchClassified).toHaveBeenCalledWith(SLUG);
    expect(screen.getByText('«Speed Carbono»')).toBeInTheDocument();
    expect(screen.getByText('Compre')).toBeInTheDocument();
    expect(screen.getByText(euroText(5200))).toBeInTheDocument();
    expect(screen.getByText('Fixo')).toBeInTheDocument();
    expect(screen.getByText('15/03/2026')).toBeInTheDocument();
    // No ad photos: the registration photo stands in.
    expect(screen.getByRole('img', { name: 'Bianchi Oltre RC' })).toHaveAttribute('src', 'http://cms.test/uploads/bike.jpg');

    expect(detail('Categoria')).toBe('Estrada');
    expect(detail('Tamanho de roda')).toBe('700c');
    expect(detail('Côr principal')).toBe('Turquesa');
    expect(detail('Côr secundária')).toBe('Preto, Branco');
    expect(detail('Materiais')).toBe('Carbono');
    expect(detail('Tipo de suspensão')).toBe('Rígida (sem suspensão)');
    expect(detail('Ano')).toBe('2024');
    expect(detail('Marca')).toBe('Bianchi');
    expect(detail('Modelo')).toBe('Oltre RC');
    expect(detail('Comentários')).toBe('Revisão feita há dois meses.');

    const seller = within(screen.getByRole('region', { name: 'Vendedor' }));
    expect(seller.getByText('Ana Silva')).toBeInTheDocument();
    expect(seller.getByText('Membro desde 02/11/2025')).toBeInTheDocument();

    // Sharing the ad: its own address, model and price.
    const whatsapp = new URL(screen.getByRole('link', { name: /Partilhar no WhatsApp/ }).getAttribute('href')!);
    // Intl puts a no-break space before the euro sign in one place and a narrow one in another.
    expect(whatsapp.searchParams.get('text')?.replace(/\s/g, ' ')).toBe(`Bianchi Oltre RC à venda no Bicla por ${euroText(5200)} http://localhost/classified/${SLUG}`.replace(/\s/g, ' '));
    expect(screen.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`http://localhost/classified/${SLUG}`)}`,
    );

    // No point given: the seller's city, not a map centred elsewhere.
    const place = screen.getByRole('region', { name: 'Localização: Lisboa' });
    expect(place).toHaveTextContent('LisboaCidade do vendedor');
    expect(place).not.toHaveTextContent(/\d+\.\d+, -?\d+\.\d+/);
    expect(fetchMine).not.toHaveBeenCalled();
  });

  it('shows the ad photos rather than the registration photo', async () => {
    fetchClassified.mockResolvedValue(
      classified({ for_classified: [{ url: '/uploads/anuncio.jpg', width: 800, height: 600, alternativeText: null, formats: {} }] }),
    );
    renderApp(`/classified/${SLUG}`);

    expect(await screen.findByRole('img', { name: 'Bianchi Oltre RC' })).toHaveAttribute('src', 'http://cms.test/uploads/anuncio.jpg');
  });

  it('falls back to 200 euros and N/A when the ad lacks them', async () => {
    fetchClassified.mockResolvedValue(
      classified({ price: null, owner: null, secondary_colors: [], year: null, remarks: null, latitude: null, longitude: null }),
    );
    renderApp(`/classified/${SLUG}`);

    expect(await screen.findByText(euroText(200))).toBeInTheDocument();
    const seller = within(screen.getByRole('region', { name: 'Vendedor' }));
    expect(seller.getByText('N/A')).toBeInTheDocument();
    expect(seller.getByText('Membro desde N/A')).toBeInTheDocument();
    expect(detail('Côr secundária')).toBe('N/A');
    expect(detail('Ano')).toBe('N/A');
    expect(detail('Comentários')).toBe('N/A');
    expect(screen.getByRole('region', { name: 'Localização: N/A' })).toHaveTextContent('N/ACidade do vendedor');
  });

  it('shows the map at the rounded coordinates of the bike when it has them', async () => {
    fetchClassified.mockResolvedValue(classified({ latitude: 41.158, longitude: -8.629 }));
    renderApp(`/classified/${SLUG}`);

    expect(await screen.findByRole('region', { name: 'Localização: Lisboa' })).toHaveTextContent('41.158, -8.629');
  });

  it('shows the 404 page for an unknown slug', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchClassified.mockRejectedValue(new ApiError(404, 'NotFoundError', 'Bicicleta não encontrada'));
    renderApp('/classified/nao-existe');

    expect(await screen.findByText('This page could not be found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('hides the message form from the owner of the ad', async () => {
    logInForTest();
    fetchMine.mockResolvedValue([ownBike('bike-doc-1')]);
    renderApp(`/classified/${SLUG}`);

    expect(await screen.findByText('Este anúncio é seu: os interessados contactam-no por aqui.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  it('requires a message before sending one', async () => {
    logInForTest();
    fetchMine.mockResolvedValue([ownBike('another-bike')]);
    renderApp(`/classified/${SLUG}`);

    await userEvent.click(await screen.findByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('*O campo de mensagem é obrigatório')).toBeInTheDocument();
    expect(sendMessage).not.toHaveBeenCalled();
  });

  it('sends a logged-in user message to the seller', async () => {
    logInForTest();
    sendMessage.mockResolvedValue({
      documentId: 'message-1',
      message: 'Ainda está disponível?',
      read: false,
      createdAt: '2026-03-20T10:00:00.000Z',
      bike: null,
      sender: null,
      reciever: null,
    });
    renderApp(`/classified/${SLUG}`);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'Ainda está disponível?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(sendMessage).toHaveBeenCalledWith({ bike: 'bike-doc-1', message: 'Ainda está disponível?' }));
    expect(await screen.findByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
  });

  it('takes a visitor who sends a message to /login', async () => {
    const { router } = renderApp(`/classified/${SLUG}`);

    await userEvent.type(await screen.findByRole('textbox', { name: 'Mensagem' }), 'Aceita troca?');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sendMessage).not.toHaveBeenCalled();
  });
});
