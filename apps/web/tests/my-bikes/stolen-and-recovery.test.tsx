import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logOutForTest } from '../session';
import { choose, fillIn, historyPage, mockApi, mockLookups, ownerBike, renderLoggedIn, STOLEN_DETAILS } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

// The report is a long MUI form rendered inside the whole route tree: slow in jsdom.
jest.setTimeout(40_000);

const APPROVED = ownerBike();
const STOLEN = ownerBike({ documentId: 'bike-2', slug: 'montanha-1', nickName: 'Montanha Verde', stolen: true, stolen_details: STOLEN_DETAILS });

beforeEach(() => {
  mockLookups();
  mockApi.bikes.mine.mockResolvedValue([APPROVED, STOLEN]);
  mockApi.bikes.history.mockResolvedValue(historyPage([]));
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const user = () => userEvent.setup({ delay: null });

describe('#furtada: the stolen report', () => {
  it("shows each required field's message and toasts 'Erro ao enviar dados!', sending nothing", async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#furtada`);
    await screen.findByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' });

    await fillIn(u, /^Número Bicla/, ' ');
    await u.click(screen.getByRole('button', { name: 'Reportar como roubada' }));

    expect(await screen.findByText('Erro ao enviar dados!')).toBeInTheDocument();
    for (const message of [
      '*Por favor, indique a data e hora do roubo',
      '*O número de telefone é obrigatório',
      '*Localidade é obrigatória',
      '*O código postal é obrigatório',
      '*Por favor, indique o valor estimado',
      '*Por favor, selecione o tipo de cadeado',
      '*A descrição do incidente é obrigatória',
      '*O número Bicla é obrigatório',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(mockApi.bikes.reportStolen).not.toHaveBeenCalled();
  });

  it('offers every field of the merged report (docs/decisions/d9-mock-ups-made-real.md)', async () => {
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#furtada`);
    await screen.findByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' });

    for (const label of [
      /^Data e hora do roubo/,
      /^Telefone \*/,
      /^Telefone alternativo/,
      /^Morada ou cruzamento/,
      /^Código postal/,
      /^Valor estimado/,
      /^Esquadra/,
      /^Número do auto de denúncia/,
      /^Descrição do incidente/,
    ]) {
      expect(screen.getByLabelText(label, { selector: 'input, textarea' })).toBeInTheDocument();
    }
    for (const label of [/^País/, /^Tipo de cadeado/, /^Como foi vencido o cadeado/]) {
      expect(screen.getByLabelText(label, { selector: '[role="combobox"]' })).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Localidade/, { selector: 'input' })).toBeInTheDocument();
    for (const checkbox of [
      'Utilizadores com sessão iniciada',
      'Lojas de bicicletas',
      'Parceiros policiais verificados',
      'Aceito ser contactado por quem tiver informações sobre esta bicicleta',
    ]) {
      expect(screen.getByLabelText(checkbox)).toHaveAttribute('type', 'checkbox');
    }
    expect(screen.getByLabelText(/^Descrição do incidente/, { selector: 'textarea' })).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText(/^Número Bicla/, { selector: 'input' })).toHaveValue('AB12CD34E');
    expect(screen.getByLabelText('Fotografia recente 1', { selector: 'input[type="file"]' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fotografia recente 2', { selector: 'input[type="file"]' })).toBeInTheDocument();
  });

  it('refuses a registry number that is not this bike’s', async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#furtada`);
    await screen.findByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' });

    await fillIn(u, /^Número Bicla/, 'ZZZZZZZZZ');
    await u.tab();
    expect(await screen.findByText('*Este não é o Número Bicla desta bicicleta')).toBeInTheDocument();
  });

  it('does not submit on Enter', async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#furtada`);
    await screen.findByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' });

    const phone = screen.getByLabelText(/^Telefone \*/, { selector: 'input' });
    await u.click(phone);
    const enter = fireEvent.keyDown(phone, { key: 'Enter', code: 'Enter' });
    expect(enter).toBe(false);
    expect(screen.queryByText('Erro ao enviar dados!')).not.toBeInTheDocument();
  });

  it('sends the report with the shared schema’s shape, without the client-only fields', async () => {
    const u = user();
    mockApi.bikes.reportStolen.mockResolvedValue({ ...APPROVED, stolen: true });
    renderLoggedIn(`/edit-bike/${APPROVED.slug}#furtada`);
    await screen.findByRole('heading', { level: 2, name: 'Reportar bicicleta roubada' });

    fireEvent.change(screen.getByLabelText(/^Data e hora do roubo/, { selector: 'input' }), { target: { value: '2026-03-05T18:30' } });
    await fillIn(u, /^Telefone \*/, '912345678');
    await u.click(screen.getByLabelText('Utilizadores com sessão iniciada'));
    await fillIn(u, /^Localidade/, 'porto');
    await u.tab();
    await fillIn(u, /^Código postal/, '4000-069');
    await fillIn(u, /^Valor estimado/, '650');
    await choose(u, /^Tipo de cadeado/, 'Cadeado em U');
    await fillIn(u, /^Descrição do incidente/, 'Levada da estação.');
    await u.click(screen.getByRole('button', { name: 'Reportar como roubada' }));

    await waitFor(() => expect(mockApi.bikes.reportStolen).toHaveBeenCalled());
    const [id, report] = mockApi.bikes.reportStolen.mock.calls[0];
    expect(id).toBe('bike-1');
    expect(report).toEqual({
      stolen_date: expect.any(Date),
      phone_number: '912345678',
      secondary_number: null,
      show_phone_to_users: true,
      show_phone_to_shops: false,
      show_phone_to_police: false,
      address: null,
      city: 'Porto',
      postal: '4000-069',
      country: 'Portugal',
      estimated_value: 650,
      lock_description: 'Cadeado em U',
      defeat_subscription: null,
      police_department: null,
      police_report: null,
      incident_description: 'Levada da estação.',
      latitude: null,
      longitude: null,
      for_stolen: [],
    });
    expect(new Date(report.stolen_date).getTime()).toBe(new Date('2026-03-05T18:30').getTime());
    expect(await screen.findByText('Salvo com sucesso!')).toBeInTheDocument();
  });
});

describe('#furtada: a stolen bike', () => {
  it('shows the report read-only in three tabs, with working share links', async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${STOLEN.slug}#furtada`);

    const tabs = await screen.findByRole('tablist', { name: 'Bicicleta roubada' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'DETALHES DO ROUBO',
      'SHARE ON SOCIAL MEDIA',
      'MARQUE ESTA BICICLETA RECUPERADA',
    ]);
    expect(screen.getByText('Levada da estação.')).toBeInTheDocument();
    expect(screen.getByText('PSP Lisboa')).toBeInTheDocument();
    expect(screen.getByText('650 €')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reportar como roubada' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar recuperada' })).toBeInTheDocument();

    await u.click(within(tabs).getByRole('tab', { name: 'SHARE ON SOCIAL MEDIA' }));
    const page = encodeURIComponent(`${window.location.origin}/stolen-bikes/montanha-1`);
    expect(screen.getByRole('link', { name: /Partilhar no Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${page}`,
    );
    expect(screen.getByRole('link', { name: /Partilhar no X/ }).getAttribute('href')).toContain(`https://x.com/intent/post?url=${page}`);

    await u.click(within(tabs).getByRole('tab', { name: 'MARQUE ESTA BICICLETA RECUPERADA' }));
    expect(screen.getByRole('button', { name: 'Esta bicicleta foi recuperada!' })).toBeInTheDocument();
  });

  it("'Marcar recuperada' opens the recovery modal on #recupar", async () => {
    const u = user();
    const { router } = renderLoggedIn(`/edit-bike/${STOLEN.slug}#furtada`);
    await u.click(await screen.findByRole('button', { name: 'Marcar recuperada' }));

    expect(await screen.findByRole('dialog', { name: 'Ótimas notícias! Ainda bem que recuperou a sua bicicleta!' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('recupar');
  });
});

describe('#recupar: the recovery modal', () => {
  it('cannot be dismissed by Escape; asks how it was recovered; forgets on request', async () => {
    const u = user();
    renderLoggedIn(`/edit-bike/${STOLEN.slug}#recupar`);
    const dialog = await screen.findByRole('dialog', { name: 'Ótimas notícias! Ainda bem que recuperou a sua bicicleta!' });

    await u.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await u.click(within(dialog).getByRole('button', { name: 'Assinalar como Recuperada' }));
    expect(await screen.findByText('erro de validação!')).toBeInTheDocument();
    expect(within(dialog).getByText('*Por favor, preencha as informações de recuperação')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Conseguimos ajudar?')).toHaveAttribute('type', 'checkbox');
    expect(within(dialog).getByLabelText('Pode partilhar como aconteceu?')).toHaveAttribute('type', 'checkbox');
    expect(mockApi.bikes.recover).not.toHaveBeenCalled();

    await u.click(within(dialog).getByRole('button', { name: 'Vamos esquecer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Esta bicicleta foi recuperada!' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('marks the bike recovered and shows its history', async () => {
    const u = user();
    mockApi.bikes.recover.mockResolvedValue({ ...STOLEN, stolen: false });
    const { router } = renderLoggedIn(`/edit-bike/${STOLEN.slug}#recupar`);
    const dialog = await screen.findByRole('dialog');

    await u.click(within(dialog).getByLabelText(/^Como a conseguiu recuperar/));
    await u.paste('A PSP encontrou-a numa feira.');
    await u.click(within(dialog).getByLabelText('Conseguimos ajudar?'));
    await u.click(within(dialog).getByRole('button', { name: 'Assinalar como Recuperada' }));

    await waitFor(() =>
      expect(mockApi.bikes.recover).toHaveBeenCalledWith('bike-2', {
        recovery_message: 'A PSP encontrou-a numa feira.',
        we_helped: true,
        can_share: false,
      }),
    );
    await waitFor(() => expect(router.state.location.hash).toBe('historico'));
  });

  it('says what sharing means, and sends the owner\'s agreement to share', async () => {
    const u = user();
    mockApi.bikes.recover.mockResolvedValue({ ...STOLEN, stolen: false });
    renderLoggedIn(`/edit-bike/${STOLEN.slug}#recupar`);
    const dialog = await screen.findByRole('dialog');

    const share = within(dialog).getByLabelText('Pode partilhar como aconteceu?');
    expect(share).toHaveAccessibleDescription('Se sim, a bicicleta e a sua história aparecem na página inicial, sem o seu nome.');
    await u.click(within(dialog).getByLabelText(/^Como a conseguiu recuperar/));
    await u.paste('Estava à venda online.');
    await u.click(share);
    await u.click(within(dialog).getByRole('button', { name: 'Assinalar como Recuperada' }));

    await waitFor(() =>
      expect(mockApi.bikes.recover).toHaveBeenCalledWith('bike-2', {
        recovery_message: 'Estava à venda online.',
        we_helped: false,
        can_share: true,
      }),
    );
  });
});
