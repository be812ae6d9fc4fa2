import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ownerBikeChips } from '../../src/features/account/components/owner-bike-card';
import { logOutForTest } from '../session';
import { mockApi, ownerBike, renderAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

async function renderBikes() {
  const view = renderAccount('/my-account#minha_bicicleta');
  await screen.findByRole('heading', { level: 2, name: 'A Minha Bicicleta' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const cardOf = (nickName: string) => {
  const item = screen.getByText(nickName).closest('li');
  if (!item) throw new Error(`no card for ${nickName}`);
  return item;
};

describe('#minha_bicicleta: the owner bikes', () => {
  it('links the buttons: add a bike goes to /register-bikes', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    await renderBikes();

    expect(screen.getByRole('link', { name: 'Adicionar Bicicleta' })).toHaveAttribute('href', '/register-bikes');
    expect(screen.getByRole('button', { name: 'Transferência de bicicleta' })).toBeInTheDocument();
  });

  it('says so when there is no bike', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    await renderBikes();

    expect(await screen.findByText('Ainda não tem nenhuma bicicleta registada.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'As minhas bicicletas' })).not.toBeInTheDocument();
  });

  it('shows each bike with its photo, nickname, make and model, and Bicla number', async () => {
    mockApi.bikes.mine.mockResolvedValue([ownerBike()]);
    await renderBikes();

    const card = within(await screen.findByRole('list', { name: 'As minhas bicicletas' })).getByRole('listitem');
    expect(within(card).getByRole('img', { name: 'Fotografia da bicicleta Estradista' })).toBeInTheDocument();
    expect(within(card).getByText('Estradista')).toBeInTheDocument();
    expect(within(card).getByText('Specialized Allez Sport')).toBeInTheDocument();
    expect(within(card).getByText('AB12CD34E')).toBeInTheDocument();
  });

  it('links an approved bike to /edit-bike/{slug}#editar', async () => {
    mockApi.bikes.mine.mockResolvedValue([ownerBike({ slug: 'estradista-1700000000', approved: true })]);
    await renderBikes();

    await screen.findByText('Estradista');
    expect(within(cardOf('Estradista')).getByRole('link')).toHaveAttribute('href', '/edit-bike/estradista-1700000000#editar');
    expect(within(cardOf('Estradista')).queryByText('Pendente de Aprovação')).not.toBeInTheDocument();
  });

  it("marks a pending bike and, when clicked, says it is under review without leaving the page", async () => {
    mockApi.bikes.mine.mockResolvedValue([ownerBike({ nickName: 'Dobrável', slug: 'dobravel-1', approved: false })]);
    const { user, router } = await renderBikes();

    await screen.findByText('Dobrável');
    const card = cardOf('Dobrável');
    expect(within(card).getByText('Pendente de Aprovação')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button'));

    expect(await screen.findByText('Aguarde enquanto está em análise!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account');
    expect(router.state.location.hash).toBe('minha_bicicleta');
  });

  it("shows why an editor sent a bike back, with a link to correct it in the registration form", async () => {
    mockApi.bikes.mine.mockResolvedValue([
      ownerBike({
        nickName: 'Devolvida',
        approved: false,
        refusal_reason: 'Fotografia do número de série ilegível',
        refusal_note: 'Tire a fotografia com mais luz.',
        refused_at: '2026-11-20T10:00:00.000Z',
      }),
    ]);
    await renderBikes();

    await screen.findByText('Devolvida');
    const card = cardOf('Devolvida');
    expect(within(card).getByText('A corrigir')).toBeInTheDocument();
    expect(within(card).queryByText('Pendente de Aprovação')).not.toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('A equipa Bicla devolveu o registo: Fotografia do número de série ilegível');
    expect(within(card).getByText('Tire a fotografia com mais luz.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Corrigir o registo' })).toHaveAttribute('href', '/register-bikes');
  });

  it('chips a stolen bike ROUBADA and a bike on sale EM VENDA', async () => {
    mockApi.bikes.mine.mockResolvedValue([
      ownerBike({ documentId: 'b1', nickName: 'Roubada e à venda', stolen: true, on_sale: true }),
      ownerBike({ documentId: 'b2', nickName: 'À venda', on_sale: true }),
      ownerBike({ documentId: 'b3', nickName: 'Em casa' }),
    ]);
    await renderBikes();

    await screen.findByText('Em casa');
    expect(within(cardOf('Roubada e à venda')).getByText('ROUBADA')).toBeInTheDocument();
    expect(within(cardOf('Roubada e à venda')).queryByText('EM VENDA')).not.toBeInTheDocument();
    expect(within(cardOf('À venda')).getByText('EM VENDA')).toBeInTheDocument();
    expect(within(cardOf('À venda')).queryByText('ROUBADA')).not.toBeInTheDocument();
    expect(within(cardOf('Em casa')).queryByText(/ROUBADA|EM VENDA|Pendente/)).not.toBeInTheDocument();
  });

  it('derives the chips from the bike state', () => {
    const labels = (state: { approved: boolean; stolen: boolean; on_sale: boolean; refusal_reason?: string }) => ownerBikeChips(state).map((chip) => chip.label);
    expect(labels({ approved: false, stolen: false, on_sale: false })).toEqual(['Pendente de Aprovação']);
    expect(labels({ approved: true, stolen: true, on_sale: false })).toEqual(['ROUBADA']);
    expect(labels({ approved: true, stolen: true, on_sale: true })).toEqual(['ROUBADA']);
    expect(labels({ approved: true, stolen: false, on_sale: true })).toEqual(['EM VENDA']);
    expect(labels({ approved: true, stolen: false, on_sale: false })).toEqual([]);
    expect(labels({ approved: false, stolen: false, on_sale: false, refusal_reason: 'Fatura ilegível' })).toEqual(['A corrigir']);
  });
});

describe('#minha_bicicleta: claiming a transferred bike', () => {
  async function openClaim() {
    const view = await renderBikes();
    await view.user.click(screen.getByRole('button', { name: 'Transferência de bicicleta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferência de bicicleta' });
    return { ...view, dialog: within(dialog) };
  }

  it('requires the code', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    const { user, dialog } = await openClaim();

    await user.click(dialog.getByRole('button', { name: 'Receber bicicleta' }));

    expect(await dialog.findByText('*O código de autenticação é obrigatório')).toBeInTheDocument();
    expect(mockApi.transfers.claim).not.toHaveBeenCalled();
  });

  it("shows the server's 'Código de autenticação inválido' and keeps the code to fix", async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    mockApi.transfers.claim.mockRejectedValue(new ApiError(400, 'ValidationError', 'Código de autenticação inválido'));
    const { user, dialog } = await openClaim();

    await user.type(dialog.getByRole('textbox', { name: /Código de autenticação/ }), 'ERRADO123');
    await user.click(dialog.getByRole('button', { name: 'Receber bicicleta' }));

    expect(await screen.findByText('Código de autenticação inválido')).toBeInTheDocument();
    expect(mockApi.transfers.claim).toHaveBeenCalledWith('ERRADO123');
    expect(dialog.getByRole('textbox', { name: /Código de autenticação/ })).toHaveValue('ERRADO123');
  });

  it('claims the bike, closes, and lists it after reloading my bikes', async () => {
    mockApi.bikes.mine.mockResolvedValueOnce([]);
    mockApi.transfers.claim.mockResolvedValue({ documentId: 'bike-nova', slug: 'nova-1' });
    const { user, dialog } = await openClaim();
    mockApi.bikes.mine.mockResolvedValue([ownerBike({ documentId: 'bike-nova', nickName: 'Transferida', slug: 'nova-1' })]);

    await user.type(dialog.getByRole('textbox', { name: /Código de autenticação/ }), '  ab12cd34ef ');
    await user.click(dialog.getByRole('button', { name: 'Receber bicicleta' }));

    expect(await screen.findByText('A bicicleta foi transferida para a sua conta!')).toBeInTheDocument();
    expect(mockApi.transfers.claim).toHaveBeenCalledWith('ab12cd34ef');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Transferida')).toBeInTheDocument();
    expect(mockApi.bikes.mine).toHaveBeenCalledTimes(2);
  });
});
