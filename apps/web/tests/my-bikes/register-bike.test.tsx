import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOutForTest } from '../session';
import { choose, fillIn, media, mockApi, mockLookups, ownerBike, pickFile, renderLoggedIn } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

// Each test drives MUI selects through the real route tree, which jsdom renders slowly.
jest.setTimeout(30_000);

beforeEach(() => {
  mockLookups();
  mockApi.bikes.draft.mockResolvedValue(null);
  mockApi.bikes.mine.mockResolvedValue([]);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const DRAFT = ownerBike({
  documentId: 'draft-1',
  nickName: 'Gravel Nova',
  registry_number: 'Z9Y8X7W6V',
  approved: false,
  bike_photo: media(21, 'gravel.png'),
  serial_number_photo: null,
  invoice_photo: null,
});

async function fillStepOne(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user, /^Alcunha/, 'Gravel Nova');
  await choose(user, /^Categoria/, 'Gravel');
  await choose(user, /^Ano/, '2024');
  await user.type(screen.getByRole('combobox', { name: /^Marca/ }), 'trek');
  await user.tab();
  await fillIn(user, /^Modelo/, 'Checkpoint');
  await choose(user, /^Côr Principal/, 'Azul');
  await choose(user, /^Tamanho de roda/, '700c');
  await choose(user, /^Materiais/, 'Carbono');
  await choose(user, /^Tipo de Suspensão/, 'Rígida (sem suspensão)');
  await fillIn(user, /^Número de Série/, '  TRK-123 ');
}

describe('/register-bikes', () => {
  it('sends a visitor to /login', async () => {
    const { router } = (await import('../render-app')).renderApp('/register-bikes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('starts on step 1 with its title, the stepper and the back link', async () => {
    renderLoggedIn('/register-bikes');

    expect(await screen.findByRole('heading', { level: 2, name: 'Informação da Bicicleta' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Registar bicicleta' })).toBeInTheDocument();
    expect(screen.getByText('Fotografia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A Minha Conta' })).toHaveAttribute('href', '/my-account#minha_bicicleta');
  });

  it("shows every required field's message on 'Próximo Passo', creating nothing", async () => {
    const user = userEvent.setup({ delay: null });
    renderLoggedIn('/register-bikes');
    await user.click(await screen.findByRole('button', { name: 'Próximo Passo' }));

    for (const message of [
      '*Alcunha é obrigatória',
      '*Categoria é obrigatória',
      '*Ano é obrigatório',
      '*Marca é obrigatória',
      '*Modelo é obrigatório',
      '*Côr Principal é obrigatória',
      '*Tamanho de roda é obrigatório',
      '*Materiais é obrigatório',
      '*Tipo de Suspensão é obrigatório',
      '*Número de Série (Podem ser vários) é obrigatório',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(mockApi.bikes.register).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Informação da Bicicleta' })).toBeInTheDocument();
  });

  it('shows a message when a field is left empty, and only that one', async () => {
    const user = userEvent.setup({ delay: null });
    renderLoggedIn('/register-bikes');
    await user.click(await screen.findByRole('textbox', { name: /^Alcunha/ }));
    await user.tab();

    expect(await screen.findByText('*Alcunha é obrigatória')).toBeInTheDocument();
    expect(screen.queryByText('*Modelo é obrigatório')).not.toBeInTheDocument();
  });

  it('accepts only a known brand: an unknown name leaves the field empty', async () => {
    const user = userEvent.setup({ delay: null });
    renderLoggedIn('/register-bikes');
    const brand = await screen.findByRole('combobox', { name: /^Marca/ });

    await user.type(brand, 'Marca Inventada');
    await user.tab();
    expect(await screen.findByText('*Marca é obrigatória')).toBeInTheDocument();
    expect(brand).toHaveValue('');

    await user.type(brand, 'TREK');
    await user.tab();
    await waitFor(() => expect(brand).toHaveValue('Trek'));
    expect(screen.queryByText('*Marca é obrigatória')).not.toBeInTheDocument();
  });

  it('creates the draft on advancing and shows its server-made number on step 2', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi.bikes.register.mockResolvedValue({ ...DRAFT, bike_photo: null });
    renderLoggedIn('/register-bikes');
    await screen.findByRole('heading', { name: 'Informação da Bicicleta' });

    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Próximo Passo' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Carregar Fotografias' })).toBeInTheDocument();
    expect(screen.getByText('Z9Y8X7W6V')).toBeInTheDocument();
    expect(mockApi.bikes.register).toHaveBeenCalledWith({
      nickName: 'Gravel Nova',
      category: 'cat-gravel',
      year: 'year-2024',
      brand: 'brand-trek',
      model: 'Checkpoint',
      color: 'color-azul',
      secondary_colors: [],
      wheel_size: 'wheel-700c',
      materials: ['material-carbono'],
      suspension_types: ['suspension-rigida'],
      serial_number: 'TRK-123',
      other_information: null,
    });
  });

  it('asks for the three photos on submit, with the spec’s messages', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi.bikes.draft.mockResolvedValue({ ...DRAFT, bike_photo: null });
    renderLoggedIn('/register-bikes');

    await user.click(await screen.findByRole('button', { name: 'Registar bicicleta' }));

    expect(await screen.findByText('*A foto da bicicleta é necessária')).toBeInTheDocument();
    expect(screen.getByText('*A foto do número de série é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('*A foto da fatura é obrigatória')).toBeInTheDocument();
    expect(mockApi.bikes.completeRegistration).not.toHaveBeenCalled();
  });

  it.each([
    ['Fotografia da Bicicleta', 'fatura.pdf', 'application/pdf'],
    ['Fotografia do Número de Série', 'serie.svg', 'image/svg+xml'],
    ['Fotografia da Fatura', 'notas.txt', 'text/plain'],
  ])('refuses the format of %s = %s without uploading it', async (label, name, type) => {
    mockApi.bikes.draft.mockResolvedValue(DRAFT);
    renderLoggedIn('/register-bikes');
    await screen.findByRole('heading', { name: 'Carregar Fotografias' });

    pickFile(label, name, type);

    const field = screen.getByRole('group', { name: label });
    expect(await within(field).findByText('*Formato de imagem inválido')).toBeInTheDocument();
    expect(mockApi.bikes.upload).not.toHaveBeenCalled();
  });

  // The invoice and serial photo are uploaded as private files (docs/security.md, "Files").
  it.each([
    ['Fotografia da Bicicleta', 'bicicleta.JPG', 'image/jpeg', false],
    ['Fotografia da Bicicleta', 'bicicleta.webp', 'image/webp', false],
    ['Fotografia do Número de Série', 'serie.bmp', 'image/bmp', true],
    ['Fotografia da Fatura', 'fatura.pdf', 'application/pdf', true],
    ['Fotografia da Fatura', 'fatura.gif', 'image/gif', true],
  ])('uploads an accepted %s (%s) and previews it', async (label, name, type, privateFile) => {
    mockApi.bikes.draft.mockResolvedValue(DRAFT);
    mockApi.bikes.upload.mockResolvedValue(media(31, name, type));
    renderLoggedIn('/register-bikes');
    await screen.findByRole('heading', { name: 'Carregar Fotografias' });

    pickFile(label, name, type);

    const field = screen.getByRole('group', { name: label });
    expect(await within(field).findByRole('button', { name: `Remover: ${label}` })).toBeInTheDocument();
    expect(mockApi.bikes.upload).toHaveBeenCalledWith(expect.any(File), name, expect.any(Function), { private: privateFile });
    expect(within(field).queryByText('*Formato de imagem inválido')).not.toBeInTheDocument();
  });

  it('resumes an unfinished registration on step 2 with its photo, and completes it', async () => {
    const user = userEvent.setup({ delay: null });
    mockApi.bikes.draft.mockResolvedValue(DRAFT);
    mockApi.bikes.upload
      .mockResolvedValueOnce(media(32, 'serie.png'))
      .mockResolvedValueOnce(media(33, 'fatura.pdf', 'application/pdf'));
    mockApi.bikes.completeRegistration.mockResolvedValue({ ...DRAFT, invoice_photo: media(33) });
    const { router } = renderLoggedIn('/register-bikes');

    expect(await screen.findByRole('heading', { name: 'Carregar Fotografias' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pré-visualização: Fotografia da Bicicleta' })).toBeInTheDocument();
    expect(screen.getByText('Z9Y8X7W6V')).toBeInTheDocument();

    pickFile('Fotografia do Número de Série', 'serie.png', 'image/png');
    await screen.findByRole('button', { name: 'Remover: Fotografia do Número de Série' });
    pickFile('Fotografia da Fatura', 'fatura.pdf', 'application/pdf');
    expect(await screen.findByText('fatura.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Registar bicicleta' }));

    expect(await screen.findByText('Nova bicicleta foi enviada!')).toBeInTheDocument();
    expect(mockApi.bikes.completeRegistration).toHaveBeenCalledWith('draft-1', {
      bike_photo: 21,
      serial_number_photo: 32,
      invoice_photo: 33,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(router.state.location.hash).toBe('minha_bicicleta');
  });

  it("removes a photo, and 'Anterior' goes back to step 1 prefilled; a change corrects the draft", async () => {
    const user = userEvent.setup({ delay: null });
    mockApi.bikes.draft.mockResolvedValue(DRAFT);
    mockApi.bikes.updateDraft.mockResolvedValue({ ...DRAFT, model: 'Allez Elite' });
    renderLoggedIn('/register-bikes');

    await user.click(await screen.findByRole('button', { name: 'Remover: Fotografia da Bicicleta' }));
    expect(screen.getByRole('img', { name: 'Sem fotografia: Fotografia da Bicicleta' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('textbox', { name: /^Alcunha/ })).toHaveValue('Gravel Nova');
    expect(screen.getByRole('combobox', { name: /^Marca/ })).toHaveValue('Specialized');

    // Nothing changed: back to step 2 without a call.
    await user.click(screen.getByRole('button', { name: 'Próximo Passo' }));
    await screen.findByRole('heading', { name: 'Carregar Fotografias' });
    expect(mockApi.bikes.updateDraft).not.toHaveBeenCalled();
    expect(mockApi.bikes.register).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByRole('heading', { name: 'Informação da Bicicleta' });
    await fillIn(user, /^Modelo/, 'Allez Elite');
    await user.click(screen.getByRole('button', { name: 'Próximo Passo' }));

    await screen.findByRole('heading', { name: 'Carregar Fotografias' });
    expect(mockApi.bikes.updateDraft).toHaveBeenCalledWith('draft-1', expect.objectContaining({ model: 'Allez Elite', nickName: 'Gravel Nova' }));
    expect(mockApi.bikes.register).not.toHaveBeenCalled();
  });

  it("shows 'Erro ao buscar dados' when the form's data cannot load", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi.lookups.brands.mockRejectedValue(new ApiError(500, 'InternalServerError', 'Erro ao buscar dados'));
    renderLoggedIn('/register-bikes');

    expect(await screen.findByRole('heading', { name: 'Erro ao buscar dados' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
