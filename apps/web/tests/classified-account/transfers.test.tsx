import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { logOutForTest } from '../session';
import { incomingTransfer, mockApi, onSaleBike, ownerBike, renderClassifiedAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const renderTransfers = () => renderClassifiedAccount('#transferencias', 'Transferências');
const rowOf = async (list: string, nickName: string) =>
  within(within(await screen.findByRole('list', { name: list })).getByRole('article', { name: nickName }));

/** A transfer started on 1 March 2099 at 10:00, valid for 14 days (far ahead, so it is never expired). */
const SENT = onSaleBike({
  transfer_name: 'Ana Silva',
  transfer_email: 'ana.silva@bicla.pt',
  auth_code: 'AB12CD34EF',
  transfer_expires_at: '2099-03-15T10:00:00.000Z',
});

describe("'Transferências': sent", () => {
  it('lists my bikes with a pending transfer: to whom, since when, until when, and the way to the code', async () => {
    mockApi.bikes.mine.mockResolvedValue([SENT, ownerBike({ documentId: 'sem-transferencia', nickName: 'Sem Transferência' })]);
    mockApi.transfers.incoming.mockResolvedValue([]);
    await renderTransfers();

    const list = within(await screen.findByRole('list', { name: 'Transferências enviadas' }));
    expect(list.getAllByRole('article')).toHaveLength(1);
    const row = await rowOf('Transferências enviadas', 'Cargo Familiar');
    expect(row.getByText('Ana Silva')).toBeInTheDocument();
    expect(row.getByText(/\(ana\.silva@bicla\.pt\)/)).toBeInTheDocument();
    expect(row.getByText('Enviada em:')).toBeInTheDocument();
    expect(row.getByText('01/03/2099')).toBeInTheDocument();
    expect(row.getByText('Válida até:')).toBeInTheDocument();
    expect(row.getByText('15/03/2099')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Ver o código da transferência de Cargo Familiar' })).toHaveAttribute(
      'href',
      '/edit-bike/cargo-familiar-1#transfer',
    );
    // The code itself stays on the bike's page.
    expect(screen.queryByText('AB12CD34EF')).not.toBeInTheDocument();
  });

  it('marks a transfer past its expiry', async () => {
    mockApi.bikes.mine.mockResolvedValue([{ ...SENT, transfer_expires_at: '2020-01-15T10:00:00.000Z' }]);
    mockApi.transfers.incoming.mockResolvedValue([]);
    await renderTransfers();

    const row = await rowOf('Transferências enviadas', 'Cargo Familiar');
    expect(row.getByText('Expirada')).toBeInTheDocument();
    expect(row.getByText('Expirou em:')).toBeInTheDocument();
  });

  it("cancels one, says 'A transferência de bicicleta foi cancelada!' and reloads", async () => {
    mockApi.bikes.mine.mockResolvedValueOnce([SENT]).mockResolvedValue([{ ...SENT, auth_code: null, transfer_expires_at: null }]);
    mockApi.transfers.incoming.mockResolvedValue([]);
    mockApi.transfers.cancel.mockResolvedValue({ documentId: SENT.documentId });
    const { user } = await renderTransfers();

    await user.click((await rowOf('Transferências enviadas', 'Cargo Familiar')).getByRole('button', { name: 'Cancelar a transferência de Cargo Familiar' }));

    expect(await screen.findByText('A transferência de bicicleta foi cancelada!')).toBeInTheDocument();
    expect(mockApi.transfers.cancel).toHaveBeenCalledWith('bike-cargo');
    expect(await screen.findByText('Não tem transferências à espera do novo dono.')).toBeInTheDocument();
  });
});

describe("'Transferências': received", () => {
  it('lists the transfers addressed to me: bike, make and model, from whom, until when', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    mockApi.transfers.incoming.mockResolvedValue([incomingTransfer(), incomingTransfer({ documentId: 'b2', nickName: 'Outra', from: null, brand: null, model: null })]);
    await renderTransfers();

    const row = await rowOf('Transferências recebidas', 'Gravel do João');
    expect(row.getByRole('img', { name: 'Fotografia da bicicleta Gravel do João' })).toBeInTheDocument();
    expect(row.getByText('Canyon Grizl 7')).toBeInTheDocument();
    expect(row.getByText('João Pereira')).toBeInTheDocument();
    expect(row.getByText('20/03/2026')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'Reclamar Gravel do João' })).toBeInTheDocument();
    // A sender whose account is gone reads 'N/A'.
    expect((await rowOf('Transferências recebidas', 'Outra')).getByText('N/A')).toBeInTheDocument();
  });

  it("'Reclamar' asks for the code, claims with it, and the bike moves to my bikes", async () => {
    const mine = ownerBike({ documentId: 'bike-joao', nickName: 'Gravel do João' });
    mockApi.bikes.mine.mockResolvedValueOnce([]).mockResolvedValue([mine]);
    mockApi.transfers.incoming.mockResolvedValueOnce([incomingTransfer()]).mockResolvedValue([]);
    mockApi.transfers.claim.mockResolvedValue({ documentId: 'bike-joao', slug: 'gravel-1' });
    const { user } = await renderTransfers();

    await user.click((await rowOf('Transferências recebidas', 'Gravel do João')).getByRole('button', { name: 'Reclamar Gravel do João' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Transferência de bicicleta' }));
    await user.type(dialog.getByRole('textbox', { name: /Código de autenticação/ }), ' ab12cd34ef ');
    await user.click(dialog.getByRole('button', { name: 'Receber bicicleta' }));

    expect(await screen.findByText('A bicicleta foi transferida para a sua conta!')).toBeInTheDocument();
    expect(mockApi.transfers.claim).toHaveBeenCalledWith('ab12cd34ef');
    expect(await screen.findByText('Não tem transferências para receber.')).toBeInTheDocument();
    await waitFor(() => expect(mockApi.transfers.incoming).toHaveBeenCalledTimes(2));
  });

  it('keeps the dialog and the code when the server refuses it', async () => {
    mockApi.bikes.mine.mockResolvedValue([]);
    mockApi.transfers.incoming.mockResolvedValue([incomingTransfer()]);
    mockApi.transfers.claim.mockRejectedValue(new ApiError(400, 'ApplicationError', 'Código de autenticação inválido'));
    const { user } = await renderTransfers();

    await user.click((await rowOf('Transferências recebidas', 'Gravel do João')).getByRole('button', { name: /^Reclamar/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Código de autenticação/ }), 'ERRADO123');
    await user.click(dialog.getByRole('button', { name: 'Receber bicicleta' }));

    expect(await screen.findByText('Código de autenticação inválido')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Código de autenticação/ })).toHaveValue('ERRADO123');
  });

  it('shows both empty states when nothing is pending', async () => {
    mockApi.bikes.mine.mockResolvedValue([ownerBike()]);
    mockApi.transfers.incoming.mockResolvedValue([]);
    await renderTransfers();

    expect(await screen.findByText('Não tem transferências para receber.')).toBeInTheDocument();
    expect(screen.getByText('Não tem transferências à espera do novo dono.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'As minhas bicicletas' })).toHaveAttribute('href', '/user-bikes');
  });
});
