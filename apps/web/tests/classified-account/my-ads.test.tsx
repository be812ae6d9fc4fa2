import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { logOutForTest } from '../session';
import { mockApi, onSaleBike, ownerBike, renderClassifiedAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const renderAds = () => renderClassifiedAccount('#anuncios', 'Os meus anúncios');

const adsList = () => screen.findByRole('list', { name: 'Anúncios publicados' });
const adOf = async (nickName: string) => within(await screen.findByRole('article', { name: nickName }));

const CARGO = onSaleBike();
const URBANA = onSaleBike({
  documentId: 'bike-urbana',
  slug: 'urbana-rosa-1',
  nickName: 'Urbana Rosa',
  model: 'Katu 50',
  price: 320,
  classified_date: '2026-03-01T10:00:00.000Z',
  category: undefined,
});
const GARAGE = ownerBike({ documentId: 'bike-garagem', slug: 'estradista-1', nickName: 'Estradista' });
const STOLEN = ownerBike({ documentId: 'bike-roubada', slug: 'btt-1', nickName: 'BTT Trilhos', stolen: true });
const PENDING = ownerBike({ documentId: 'bike-pendente', slug: 'ciclocrosse-1', nickName: 'Ciclocrosse', approved: false });

describe("'Os meus anúncios'", () => {
  it('lists only my bikes on sale, newest ad first, with photo, title, category, price and date', async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO, GARAGE, URBANA, STOLEN, { ...STOLEN, documentId: 'x', on_sale: true }, PENDING]);
    await renderAds();

    const rows = within(await adsList()).getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Urbana Rosa', 'Cargo Familiar']);
    expect(screen.getByText('2 bicicletas à venda nos Classificados.')).toBeInTheDocument();

    const cargo = await adOf('Cargo Familiar');
    expect(cargo.getByRole('img', { name: 'Fotografia da bicicleta Cargo Familiar' })).toBeInTheDocument();
    expect(cargo.getByText('Specialized Load 75')).toBeInTheDocument();
    expect(cargo.getByText('Cargo')).toBeInTheDocument();
    expect(cargo.getByText(/3900\s€/)).toBeInTheDocument();
    expect(cargo.getByText('10/02/2026')).toBeInTheDocument();
    // A bike without a category says so rather than leaving a gap.
    expect((await adOf('Urbana Rosa')).getByText('N/A')).toBeInTheDocument();
  });

  it('links Ver to the public ad and Editar to the ad tab of the bike page', async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO]);
    await renderAds();

    const cargo = await adOf('Cargo Familiar');
    expect(cargo.getByRole('link', { name: 'Ver o anúncio de Cargo Familiar' })).toHaveAttribute('href', '/classified/cargo-familiar-1');
    expect(cargo.getByRole('link', { name: 'Editar o anúncio de Cargo Familiar' })).toHaveAttribute(
      'href',
      '/edit-bike/cargo-familiar-1#classificado',
    );
  });

  it('shows an empty state when nothing is on sale', async () => {
    mockApi.bikes.mine.mockResolvedValue([GARAGE, STOLEN]);
    await renderAds();

    expect(await screen.findByText('Ainda não tem nenhum anúncio publicado.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Anúncios publicados' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar anúncio' })).toBeInTheDocument();
  });

});

describe('removing an ad', () => {
  it("asks first, then removes it, says 'Removido com sucesso!' and reloads my bikes", async () => {
    mockApi.bikes.mine.mockResolvedValueOnce([CARGO, URBANA]).mockResolvedValue([URBANA]);
    mockApi.bikes.removeListing.mockResolvedValue({ ...CARGO, on_sale: false });
    const { user } = await renderAds();

    await user.click((await adOf('Cargo Familiar')).getByRole('button', { name: 'Remover o anúncio de Cargo Familiar' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remover o anúncio?' }));
    expect(dialog.getByText(/«Cargo Familiar» deixa de aparecer nos Classificados/)).toBeInTheDocument();
    expect(mockApi.bikes.removeListing).not.toHaveBeenCalled();

    await user.click(dialog.getByRole('button', { name: 'Remover anúncio' }));

    expect(await screen.findByText('Removido com sucesso!')).toBeInTheDocument();
    expect(mockApi.bikes.removeListing).toHaveBeenCalledWith('bike-cargo');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByText('Cargo Familiar')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Urbana Rosa' })).toBeInTheDocument();
    expect(mockApi.bikes.mine).toHaveBeenCalledTimes(2);
  });

  it('keeps the ad when the owner cancels', async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO]);
    const { user } = await renderAds();

    await user.click((await adOf('Cargo Familiar')).getByRole('button', { name: /^Remover/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockApi.bikes.removeListing).not.toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Cargo Familiar' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO]);
    mockApi.bikes.removeListing.mockRejectedValue(new ApiError(403, 'PolicyError', 'você não é usuário autorizado!'));
    const { user } = await renderAds();

    await user.click((await adOf('Cargo Familiar')).getByRole('button', { name: /^Remover/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover anúncio' }));

    expect(await screen.findByText('você não é usuário autorizado!')).toBeInTheDocument();
    expect(screen.queryByText('Removido com sucesso!')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remover o anúncio?' })).toBeInTheDocument();
  });
});

describe("'Adicionar anúncio'", () => {
  it('offers only approved bikes that are neither stolen nor on sale, each leading to its ad form', async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO, GARAGE, STOLEN, PENDING]);
    const { user } = await renderAds();

    await user.click(screen.getByRole('button', { name: 'Adicionar anúncio' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar anúncio' }));
    const choices = within(dialog.getByRole('list', { name: 'Bicicletas que pode anunciar' })).getAllByRole('link');
    expect(choices).toHaveLength(1);
    expect(choices[0]).toHaveTextContent('Estradista');
    expect(choices[0]).toHaveTextContent('Número Bicla AB12CD34E');
    expect(choices[0]).toHaveAttribute('href', '/edit-bike/estradista-1#classificado');
  });

  it('says why when no bike can be listed, and offers to register one', async () => {
    mockApi.bikes.mine.mockResolvedValue([CARGO, STOLEN, PENDING]);
    const { user } = await renderAds();

    await user.click(screen.getByRole('button', { name: 'Adicionar anúncio' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar anúncio' }));
    expect(dialog.getByText(/Não tem nenhuma bicicleta que possa anunciar/)).toBeInTheDocument();
    expect(dialog.queryByRole('list')).not.toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Registar bicicleta' })).toHaveAttribute('href', '/register-bikes');
  });
});
