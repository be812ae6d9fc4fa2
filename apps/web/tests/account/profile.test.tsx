import { ApiError, GENERIC_ERROR_MESSAGE, type User } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQueries } from '../../src/features/session/api';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { logOutForTest } from '../session';
import { demoUser, ME, mockApi, renderAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

async function renderProfile(me: User = ME) {
  const view = renderAccount('/my-account#perfil', { me });
  await screen.findByRole('heading', { level: 2, name: 'Meu perfil' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** jsdom's Blob has no text(); FileReader it has. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Guardar alterações' });

describe('#perfil: profile form', () => {
  it('shows the stored profile, the birth date as dd/MM/yyyy', async () => {
    await renderProfile(
      demoUser({ taxpayer_number: '123456789', mobile_number: '912345678', genre: 'Feminino', date_of_birth: '1990-05-23' }),
    );

    expect(field('Nome')).toHaveValue('Ana Silva');
    expect(field('Email')).toHaveValue('ana.silva@bicla.pt');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Localidade' })).toHaveValue('Lisboa');
    expect(field('NIF')).toHaveValue('123456789');
    expect(field('Telemóvel')).toHaveValue('912345678');
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveTextContent('Feminino');
    expect(field('Data de nascimento')).toHaveValue('23/05/1990');
  });

  it('shows the required messages on blur and on submit, and sends nothing', async () => {
    const { user } = await renderProfile();

    await user.clear(field('Nome'));
    await user.tab();
    expect(await screen.findByText('*Nome é obrigatório')).toBeInTheDocument();

    await user.clear(screen.getByRole('combobox', { name: 'Localidade' }));
    await user.click(save());
    expect(await screen.findByText('*Localidade é obrigatória')).toBeInTheDocument();
    expect(mockApi.account.updateMe).not.toHaveBeenCalled();
  });

  it('checks the NIF, the phone and the birth date with the shared messages', async () => {
    const { user } = await renderProfile();

    await user.type(field('NIF'), '123456780');
    await user.type(field('Telemóvel'), 'abc');
    await user.type(field('Data de nascimento'), '31/02/1990');
    await user.click(save());

    expect(await screen.findByText('*NIF inválido')).toBeInTheDocument();
    expect(screen.getByText('*Número de telemóvel inválido')).toBeInTheDocument();
    expect(screen.getByText('*Data de nascimento inválida')).toBeInTheDocument();
    // What was typed stays, so it can be corrected.
    expect(field('Data de nascimento')).toHaveValue('31/02/1990');
    expect(mockApi.account.updateMe).not.toHaveBeenCalled();
  });

  it('saves the profile: filled fields as typed, the birth date as YYYY-MM-DD, empty ones as null', async () => {
    const { user, queryClient } = await renderProfile();
    const saved = demoUser({ mobile_number: '912345678', genre: 'Outro', date_of_birth: '1990-05-23' });
    mockApi.account.updateMe.mockResolvedValue(saved);

    await user.type(field('Telemóvel'), '912345678');
    await user.click(screen.getByRole('combobox', { name: 'Género' }));
    await user.click(await screen.findByRole('option', { name: 'Outro' }));
    await user.type(field('Data de nascimento'), '23/05/1990');
    await user.click(save());

    expect(await screen.findByText('Salvo com sucesso')).toBeInTheDocument();
    expect(mockApi.account.updateMe).toHaveBeenCalledWith({
      name: 'Ana Silva',
      city: 'Lisboa',
      taxpayer_number: null,
      mobile_number: '912345678',
      genre: 'Outro',
      date_of_birth: '1990-05-23',
      address_coordinates: null,
    });
    expect(queryClient.getQueryData(accountQueries.me().queryKey)).toEqual(saved);
  });

  it('keeps a stored birth date through a save and sends a cleared field as null', async () => {
    const { user } = await renderProfile(demoUser({ mobile_number: '912345678', date_of_birth: '1984-12-31' }));
    mockApi.account.updateMe.mockResolvedValue(demoUser({ date_of_birth: '1984-12-31' }));

    await user.clear(field('Telemóvel'));
    await user.click(save());

    await screen.findByText('Salvo com sucesso');
    expect(mockApi.account.updateMe).toHaveBeenCalledWith(
      expect.objectContaining({ mobile_number: null, date_of_birth: '1984-12-31' }),
    );
  });

  it("says 'Erro ao salvar dados' when the save fails without a reason, and keeps the input", async () => {
    const { user } = await renderProfile();
    mockApi.account.updateMe.mockRejectedValue(new ApiError(0, 'NetworkError', GENERIC_ERROR_MESSAGE));

    await user.type(field('Telemóvel'), '912345678');
    await user.click(save());

    expect(await screen.findByText('Erro ao salvar dados')).toBeInTheDocument();
    expect(field('Telemóvel')).toHaveValue('912345678');
  });

  it("shows the server's own message when it gives one", async () => {
    const { user } = await renderProfile();
    mockApi.account.updateMe.mockRejectedValue(new ApiError(400, 'ValidationError', '*Escolha uma localidade da lista'));

    await user.click(save());

    expect(await screen.findByText('*Escolha uma localidade da lista')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao salvar dados')).not.toBeInTheDocument();
  });
});

describe('#perfil: the account data', () => {
  it('downloads the data as a JSON file', async () => {
    const { user } = await renderProfile();
    const exported = { exportedAt: '2026-03-01T10:00:00.000Z', account: ME, bikes: [], history: [], messages: { sent: [], received: [] }, reviews: [] };
    mockApi.account.exportMe.mockResolvedValue(exported);
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:dados';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('bicla-os-meus-dados.json');
      expect(this.href).toBe('blob:dados');
    });

    await user.click(screen.getByRole('button', { name: 'Descarregar os meus dados' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(blobs[0].type).toBe('application/json');
    expect(JSON.parse(await readText(blobs[0]))).toEqual(exported);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:dados');
  });

  it('deletes the account only after the email is typed, then ends the session and goes home', async () => {
    // The home page it lands on loads blocks and lookups this file does not mock; they may log.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, router } = await renderProfile();
    mockApi.account.deleteMe.mockResolvedValue({ ok: true });
    mockApi.content.block.mockResolvedValue(null);

    await user.click(screen.getByRole('button', { name: 'Eliminar a minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar a minha conta' });
    const confirm = within(dialog).getByRole('button', { name: 'Eliminar conta' });
    expect(confirm).toBeDisabled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Email da conta' }), 'outra@bicla.pt');
    expect(confirm).toBeDisabled();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email da conta' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Email da conta' }), 'Ana.Silva@bicla.pt ');
    expect(confirm).toBeEnabled();
    expect(mockApi.account.deleteMe).not.toHaveBeenCalled();

    await user.click(confirm);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(mockApi.account.deleteMe).toHaveBeenCalledTimes(1);
    expect(readTokenCookie()).toBeNull();
    expect(await screen.findByText('A sua conta foi eliminada.')).toBeInTheDocument();
  });

  it('keeps the account when the dialog is cancelled', async () => {
    const { user } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Eliminar a minha conta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar a minha conta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mockApi.account.deleteMe).not.toHaveBeenCalled();
    expect(readTokenCookie()).not.toBeNull();
  });
});
