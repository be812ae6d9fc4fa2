import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tabsFor } from '../../src/features/my-bikes/bike-tabs';
import { logOutForTest } from '../session';
import { choose, fillIn, historyPage, media, mockApi, mockLookups, ownerBike, pickFile, renderLoggedIn, STOLEN_DETAILS } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

// The whole route tree renders in jsdom, which is slow with MUI forms.
jest.setTimeout(30_000);

const APPROVED = ownerBike();
const STOLEN = ownerBike({ documentId: 'bike-2', slug: 'montanha-1', nickName: 'Montanha Verde', stolen: true, stolen_details: STOLEN_DETAILS });
const PENDING = ownerBike({ documentId: 'bike-3', slug: 'dobravel-1', nickName: 'Dobrável', approved: false });

beforeEach(() => {
  mockLookups();
  mockApi.bikes.mine.mockResolvedValue([APPROVED, STOLEN, PENDING]);
  mockApi.bikes.history.mockResolvedValue(historyPage([]));
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const user = () => userEvent.setup({ delay: null });

describe('tabs by state', () => {
  it('offers transfer and sale, not recovery, for a bike that is not stolen', () => {
    expect(tabsFor({ stolen: false })).toEqual(['editar', 'furtada', 'transfer', 'classificado', 'historico']);
    expect(tabsFor({ stolen: true })).toEqual(['editar', 'furtada', 'recupar', 'historico']);
  });

  it('shows the tabs of an approved bike, #editar selected, with the back link and the checklist', async () => {
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#editar`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Estradista' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Editar', 'Reportar roubo', 'Transferir', 'Vender', 'Histórico']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Editar');
    expect(screen.getByRole('heading', { level: 2, name: 'Informação completa da bicicleta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A Minha Conta' })).toHaveAttribute('href', '/my-account#minha_bicicleta');
    expect(screen.getByText('AB12CD34E', { selector: 'strong' })).toBeInTheDocument();

    const checklist = screen.getByRole('list', { name: 'Lista de verificação' });
    expect(screen.getByText('FAÇA ESTAS COISAS PARA A MELHOR OPORTUNIDADE DE RECUPERAÇÃO!')).toBeInTheDocument();
    expect(within(checklist).getAllByTitle('Feito')).toHaveLength(6);
    expect(within(checklist).queryByText('Reportar o roubo no Bicla')).not.toBeInTheDocument();
  });

  it('shows recovery instead of transfer and sale for a stolen bike', async () => {
    renderLoggedIn(`/edit-bike/${STOLEN.slug}#transfer`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Montanha Verde' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Editar', 'Roubada', 'Recuperada', 'Histórico']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Editar');
    expect(screen.getByText('ROUBADA')).toBeInTheDocument();
    expect(screen.getByText('Reportar o roubo no Bicla')).toBeInTheDocument();
  });

  it('changes the URL hash when a tab is chosen', async () => {
    const { router } = renderLoggedIn(`/edit-bike/${APPROVED.slug}`);
    await user().click(await screen.findByRole('tab', { name: 'Histórico' }));

    await waitFor(() => expect(router.state.location.hash).toBe('historico'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Histórico' })).toBeInTheDocument();
  });

  it("says 'Aguarde enquanto está em análise!' for a pending bike and offers no edits", async () => {
    renderLoggedIn(`/edit-bike/${PENDING.slug}#editar`);

    expect(await screen.findByText('Aguarde enquanto está em análise!')).toBeInTheDocument();
    expect(screen.getByText('Pendente de Aprovação')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar alterações' })).not.toBeInTheDocument();
  });

  it("shows 'Erro ao buscar dados' for a slug that is not one of my bikes", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderLoggedIn('/edit-bike/de-outra-pessoa');

    expect(await screen.findByRole('heading', { name: 'Erro ao buscar dados' })).toBeInTheDocument();
    expect(screen.getByText('A bicicleta pesquisada não está disponível')).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('sends a visitor to /login', async () => {
    const { router } = (await import('../render-app')).renderApp(`/edit-bike/${APPROVED.slug}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('#editar', () => {
  it('shows category, year, brand, model, registry and serial number read-only, the serial disabled', async () => {
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#editar`);
    await screen.findByRole('heading', { name: 'Informação completa da bicicleta' });

    for (const [label, value] of [
      ['Categoria', 'Estrada'],
      ['Ano', '2022'],
      ['Marca', 'Specialized'],
      ['Modelo', 'Allez Sport'],
      ['Número Bicla', 'AB12CD34E'],
    ]) {
      const field = screen.getByLabelText(label, { selector: 'input' });
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(screen.getByLabelText('Número de Série (Podem ser vários)', { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText(/^Alcunha/, { selector: 'input' })).toHaveValue('Estradista');
  });

  it("warns on save with the edit form's words and toasts 'Erro de validação!'", async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#editar`);
    await screen.findByRole('heading', { name: 'Informação completa da bicicleta' });

    await choose(u, /^Materiais/, 'Alumínio');
    await u.tab();
    expect(await screen.findByText('*Materiais É necessário')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Remover: Fotografia da Bicicleta' }));
    expect(await screen.findByText('*Fotografia da Bicicleta É necessário')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Guardar alterações' }));
    expect(await screen.findByText('Erro de validação!')).toBeInTheDocument();
    expect(mockApi.bikes.edit).not.toHaveBeenCalled();
  });

  it("saves the editable fields with new photos and says 'Atualizado com sucesso!'", async () => {
    const u = user();
    mockApi.bikes.upload.mockResolvedValue(media(41, 'nova.jpg', 'image/jpeg'));
    mockApi.bikes.edit.mockResolvedValue(APPROVED);
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#editar`);
    await screen.findByRole('heading', { name: 'Informação completa da bicicleta' });

    await fillIn(u, /^Alcunha/, 'Estradista Vermelha');
    await choose(u, /^Côres Secundárias/, 'Azul');
    pickFile('Fotografia da Bicicleta', 'nova.jpg', 'image/jpeg');
    await screen.findByRole('img', { name: 'Pré-visualização: Fotografia da Bicicleta' });
    await waitFor(() => expect(mockApi.bikes.upload).toHaveBeenCalled());
    await u.click(screen.getByRole('button', { name: 'Guardar alterações' }));

    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    expect(mockApi.bikes.edit).toHaveBeenCalledWith('bike-1', {
      nickName: 'Estradista Vermelha',
      color: 'color-vermelho',
      secondary_colors: ['color-azul'],
      wheel_size: 'wheel-700c',
      materials: ['material-aluminio'],
      suspension_types: ['suspension-rigida'],
      other_information: 'Selim de gel',
      bike_photo: 41,
      serial_number_photo: 12,
      invoice_photo: 13,
    });
  });

  it("shows the server's refusal as a toast", async () => {
    const u = user();
    mockApi.bikes.edit.mockRejectedValue(new ApiError(403, 'PolicyError', 'você não é usuário autorizado!'));
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#editar`);
    await u.click(await screen.findByRole('button', { name: 'Guardar alterações' }));

    expect(await screen.findByText('você não é usuário autorizado!')).toBeInTheDocument();
    expect(screen.queryByText('Atualizado com sucesso!')).not.toBeInTheDocument();
  });
});

describe('#historico', () => {
  it('lists type, text and date, and pages when there is more than one page', async () => {
    const u = user();
    mockApi.bikes.history.mockImplementation(async (_id: string, page = 1) =>
      page === 1
        ? historyPage(
            [
              { id: 1, documentId: 'h1', createdAt: '2026-02-01T10:00:00.000Z', updatedAt: '', type: 'bike', information: { text: 'A bicicleta foi registada com sucesso!' } },
              { id: 2, documentId: 'h2', createdAt: '2026-02-03T15:30:00.000Z', updatedAt: '', type: 'sale', information: { text: 'Bicicleta anunciada para venda', price: 450 } },
            ],
            7,
            1,
          )
        : historyPage([{ id: 6, documentId: 'h6', createdAt: '2026-03-01T09:05:00.000Z', updatedAt: '', type: 'recover', information: { text: 'Bicicleta recuperada!', recovery_message: 'A PSP encontrou-a' } }], 7, 2),
    );
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#historico`);

    const list = await screen.findByLabelText('Histórico da bicicleta');
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Registo');
    expect(entries[0]).toHaveTextContent('A bicicleta foi registada com sucesso!');
    expect(entries[0]).toHaveTextContent('01/02/2026 10:00');
    expect(entries[1]).toHaveTextContent('Venda');
    expect(entries[1]).toHaveTextContent('450 €');
    expect(mockApi.bikes.history).toHaveBeenCalledWith('bike-1', 1);

    expect(screen.getByLabelText('Navegar por páginas')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Ir para a página 2' }));
    expect(await screen.findByText('A PSP encontrou-a')).toBeInTheDocument();
    expect(screen.getByText('Recuperação')).toBeInTheDocument();
    expect(mockApi.bikes.history).toHaveBeenCalledWith('bike-1', 2);
  });

  it('shows no pagination for a single page', async () => {
    mockApi.bikes.history.mockResolvedValue(
      historyPage([{ id: 1, documentId: 'h1', createdAt: '2026-02-01T10:00:00.000Z', updatedAt: '', type: 'bike', information: { text: 'Registada' } }]),
    );
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#historico`);

    await screen.findByText('Registada');
    expect(screen.queryByLabelText('Navegar por páginas')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'página 1' })).not.toBeInTheDocument();
  });
});
