import { ApiError, GENERIC_ERROR_MESSAGE } from '@bicla/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isTokenRemembered, readTokenCookie, writeTokenCookie } from '../../src/lib/auth-cookie';
import { logOutForTest } from '../session';
import { ME, mockApi, renderAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

async function renderPassword() {
  const view = renderAccount('/my-account#redefinir_senha');
  await screen.findByRole('heading', { level: 2, name: 'Redefinir senha' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Atualizar senha' });

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation: string) {
  if (current) await user.type(field('Senha antiga'), current);
  if (next) await user.type(field('Nova senha'), next);
  if (confirmation) await user.type(field('Confirmar senha'), confirmation);
}

describe('#redefinir_senha: password change', () => {
  it('shows the three required messages and sends nothing', async () => {
    const { user } = await renderPassword();

    await user.click(submit());

    expect(await screen.findByText('*A senha antiga é obrigatória')).toBeInTheDocument();
    expect(screen.getByText('*Nova senha é necessária')).toBeInTheDocument();
    expect(screen.getByText('*Confirmar senha é necessária')).toBeInTheDocument();
    expect(mockApi.account.changePassword).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match', async () => {
    const { user } = await renderPassword();

    await fill(user, 'Antiga2026!', 'NovaSenha2026!', 'OutraSenha2026!');
    await user.click(submit());

    expect(await screen.findByText('*Essas senhas não correspondiam. Tente novamente.')).toBeInTheDocument();
    expect(mockApi.account.changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, keeps the new token for the same session and empties the form', async () => {
    const { user } = await renderPassword();
    mockApi.account.changePassword.mockResolvedValue({ jwt: 'jwt-novo', user: ME });

    await fill(user, 'Antiga2026!', 'NovaSenha2026!', 'NovaSenha2026!');
    await user.click(submit());

    expect(await screen.findByText('Senha atualizada com sucesso')).toBeInTheDocument();
    expect(mockApi.account.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Antiga2026!',
      password: 'NovaSenha2026!',
      passwordConfirmation: 'NovaSenha2026!',
    });
    expect(readTokenCookie()).toBe('jwt-novo');
    expect(isTokenRemembered()).toBe(false);
    expect(field('Senha antiga')).toHaveValue('');
  });

  it("keeps 'Lembrar-me' when the token is renewed", async () => {
    const { user } = await renderPassword();
    writeTokenCookie('jwt-lembrado', { remember: true });
    mockApi.account.changePassword.mockResolvedValue({ jwt: 'jwt-novo', user: ME });

    await fill(user, 'Antiga2026!', 'NovaSenha2026!', 'NovaSenha2026!');
    await user.click(submit());

    await screen.findByText('Senha atualizada com sucesso');
    expect(readTokenCookie()).toBe('jwt-novo');
    expect(isTokenRemembered()).toBe(true);
  });

  it.each([
    ['the CMS refuses the old password', new ApiError(400, 'ValidationError', 'Falha na atualização da senha')],
    ['the CMS cannot be reached', new ApiError(0, 'NetworkError', GENERIC_ERROR_MESSAGE)],
  ])("says 'Falha na atualização da senha' when %s, and keeps the session", async (_case, failure) => {
    const { user } = await renderPassword();
    mockApi.account.changePassword.mockRejectedValue(failure);

    await fill(user, 'Errada2026!', 'NovaSenha2026!', 'NovaSenha2026!');
    await user.click(submit());

    expect(await screen.findByText('Falha na atualização da senha')).toBeInTheDocument();
    expect(readTokenCookie()).toBe('test-token');
    expect(field('Nova senha')).toHaveValue('NovaSenha2026!');
  });
});
