import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOutForTest } from '../session';
import { fillIn, historyPage, media, mockApi, mockLookups, ownerBike, pickFile, renderLoggedIn } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

jest.setTimeout(30_000);

const APPROVED = ownerBike();
const PENDING_TRANSFER = {
  auth_code: 'K7Q2M9X4PA',
  transfer_name: 'João Pereira',
  transfer_email: 'joao.pereira@bicla.pt',
  transfer_expires_at: '2026-12-06T10:00:00.000Z',
};
const ON_SALE = ownerBike({
  on_sale: true,
  price: 450,
  remarks: 'Revisão feita, pneus novos.',
  classified_date: '2026-02-10T10:00:00.000Z',
  for_classified: [media(51, 'anuncio.jpg', 'image/jpeg')],
});

let clipboard: jest.Mock;

/** user-event installs its own clipboard on setup; the copy tests replace it afterwards. */
function stubClipboard() {
  clipboard = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
}

beforeEach(() => {
  mockLookups();
  mockApi.bikes.mine.mockResolvedValue([APPROVED]);
  mockApi.bikes.history.mockResolvedValue(historyPage([]));
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const user = () => userEvent.setup({ delay: null });

describe('#transfer', () => {
  it("asks for the new owner's name and a valid email", async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#transfer`);
    await screen.findByRole('heading', { level: 2, name: 'Transferir a propriedade' });
    expect(screen.getByLabelText('Número de Série (Podem ser vários)', { selector: 'input' })).toHaveValue('WSBC604123456K');

    await u.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('*Nome do proprietário É necessário')).toBeInTheDocument();
    expect(screen.getByText('*Email do proprietário É necessário')).toBeInTheDocument();

    await fillIn(u, /^Email do proprietário/, 'nao-e-email');
    await u.tab();
    expect(await screen.findByText('*Email do proprietário inválido')).toBeInTheDocument();
    expect(mockApi.transfers.start).not.toHaveBeenCalled();
  });

  it('starts a transfer, then shows the code with a copy button and cancel instead of transfer', async () => {
    const u = user();
    mockApi.transfers.start.mockImplementation(async () => {
      mockApi.bikes.mine.mockResolvedValue([{ ...APPROVED, ...PENDING_TRANSFER }]);
      return { documentId: 'bike-1', ...PENDING_TRANSFER };
    });
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#transfer`);
    await screen.findByRole('heading', { level: 2, name: 'Transferir a propriedade' });

    await fillIn(u, /^Nome do proprietário/, 'João Pereira');
    await fillIn(u, /^Email do proprietário/, ' joao.pereira@bicla.pt ');
    await u.click(screen.getByRole('button', { name: 'Transferir' }));

    expect(await screen.findByDisplayValue('K7Q2M9X4PA')).toHaveAccessibleName('Código de autenticação');
    expect(mockApi.transfers.start).toHaveBeenCalledWith('bike-1', { name: 'João Pereira', email: 'joao.pereira@bicla.pt' });
    expect(screen.queryByRole('button', { name: 'Transferir' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar transferência' })).toBeInTheDocument();

    stubClipboard();
    await u.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(clipboard).toHaveBeenCalledWith('K7Q2M9X4PA');
    expect(await screen.findByText('O código de autenticação foi copiado!')).toBeInTheDocument();
  });

  it("says 'Erro!' when the code cannot be copied", async () => {
    const u = user();
    stubClipboard();
    clipboard.mockRejectedValue(new Error('denied'));
    mockApi.bikes.mine.mockResolvedValue([{ ...APPROVED, ...PENDING_TRANSFER }]);
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#transfer`);

    await u.click(await screen.findByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByText('Erro!')).toBeInTheDocument();
  });

  it('cancels a pending transfer', async () => {
    const u = user();
    mockApi.bikes.mine.mockResolvedValue([{ ...APPROVED, ...PENDING_TRANSFER }]);
    mockApi.transfers.cancel.mockImplementation(async () => {
      mockApi.bikes.mine.mockResolvedValue([APPROVED]);
      return { documentId: 'bike-1' };
    });
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#transfer`);

    await u.click(await screen.findByRole('button', { name: 'Cancelar transferência' }));

    expect(await screen.findByText('A transferência de bicicleta foi cancelada!')).toBeInTheDocument();
    expect(mockApi.transfers.cancel).toHaveBeenCalledWith('bike-1');
    expect(await screen.findByRole('button', { name: 'Transferir' })).toBeInTheDocument();
    expect(screen.queryByDisplayValue('K7Q2M9X4PA')).not.toBeInTheDocument();
  });
});

describe('#classificado', () => {
  it('asks for price, remarks and the terms', async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#classificado`);
    await u.click(await screen.findByRole('button', { name: 'Publicar anúncio' }));

    expect(await screen.findByText('*O preço é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('*Comentários são obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('*Por favor, aceite os termos e condições.')).toBeInTheDocument();
    expect(mockApi.bikes.publishListing).not.toHaveBeenCalled();
  });

  it('publishes an ad with an optional photo, then shows it', async () => {
    const u = user();
    mockApi.bikes.upload.mockResolvedValue(media(52, 'lado.png'));
    mockApi.bikes.publishListing.mockImplementation(async () => {
      mockApi.bikes.mine.mockResolvedValue([ON_SALE]);
      return ON_SALE;
    });
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#classificado`);
    await screen.findByRole('heading', { level: 2, name: 'Anúncio de venda' });

    await fillIn(u, /^Preço/, '450');
    await fillIn(u, /^Comentários/, 'Revisão feita, pneus novos.');
    pickFile('Fotografia do anúncio 2', 'lado.png', 'image/png');
    await screen.findByRole('button', { name: 'Remover: Fotografia do anúncio 2' });
    await u.click(screen.getByLabelText(/Aceito os/));
    await u.click(screen.getByRole('button', { name: 'Publicar anúncio' }));

    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
    expect(mockApi.bikes.publishListing).toHaveBeenCalledWith('bike-1', {
      price: 450,
      remarks: 'Revisão feita, pneus novos.',
      for_classified: [52],
      terms: true,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'O seu anúncio' })).toBeInTheDocument();
    expect(screen.getByText('450 €')).toBeInTheDocument();
  });

  it('shows the published ad; edit returns to the form and remove takes it down', async () => {
    const u = user();
    mockApi.bikes.mine.mockResolvedValue([ON_SALE]);
    mockApi.bikes.removeListing.mockImplementation(async () => {
      mockApi.bikes.mine.mockResolvedValue([APPROVED]);
      return APPROVED;
    });
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#classificado`);

    expect(await screen.findByRole('heading', { level: 2, name: 'O seu anúncio' })).toBeInTheDocument();
    expect(screen.getByText('Revisão feita, pneus novos.')).toBeInTheDocument();
    expect(screen.getByText('Publicado em 10/02/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver anúncio publicado' })).toHaveAttribute('href', `/classified/${APPROVED.slug}`);

    await u.click(screen.getByRole('button', { name: 'Editar anúncio' }));
    expect(screen.getByLabelText(/^Preço/, { selector: 'input' })).toHaveValue(450);
    await u.click(screen.getByRole('button', { name: 'Voltar ao anúncio' }));

    await u.click(await screen.findByRole('button', { name: 'Remover anúncio' }));
    expect(await screen.findByText('Removido com sucesso!')).toBeInTheDocument();
    expect(mockApi.bikes.removeListing).toHaveBeenCalledWith('bike-1');
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Anúncio de venda' })).toBeInTheDocument());
  });
});
