import { ApiError } from '@bicla/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../src/lib/api';
import { createTestQueryClient, renderApp } from '../render-app';
import { demoUser } from './support';

jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['forgotPassword', 'resetPassword', 'providers'] }));

const forgotPassword = jest.mocked(api.account.forgotPassword);
const resetPassword = jest.mocked(api.account.resetPassword);

beforeEach(() => {
  forgotPassword.mockReset();
  resetPassword.mockReset();
  jest.mocked(api.account.providers).mockResolvedValue([]);
});

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  return { ...renderApp(path, queryClient), user: userEvent.setup({ delay: null }) };
}

describe('/forgot-password', () => {
  async function renderForgot() {
    const view = renderAt('/forgot-password');
    await screen.findByRole('heading', { level: 1, name: 'Esqueceu-se da palavra-passe?' });
    return view;
  }
  const emailField = () => screen.getByRole('textbox', { name: 'Email' });
  const submit = () => screen.getByRole('button', { name: 'Fazer reset à password' });

  it('shows its messages on blur and on submit', async () => {
    const { user } = await renderForgot();

    await user.click(submit());
    expect(await screen.findByText('*O email é obrigatório')).toBeInTheDocument();

    await user.type(emailField(), 'ana@');
    await user.tab();
    expect(await screen.findByText('*Email inválido')).toBeInTheDocument();
    expect(forgotPassword).not.toHaveBeenCalled();
  });

  it('asks the CMS for a link and says it was sent', async () => {
    forgotPassword.mockResolvedValue({ ok: true });
    const { user } = await renderForgot();

    await user.type(emailField(), 'ana.silva@bicla.pt ');
    await user.click(submit());

    expect(await screen.findByText('O link de redefinição de senha foi enviado para o e-mail')).toBeInTheDocument();
    expect(forgotPassword).toHaveBeenCalledWith('ana.silva@bicla.pt');
    expect(emailField()).toHaveValue('');
  });

  it('shows the error itself as a toast', async () => {
    forgotPassword.mockRejectedValue(new ApiError(429, 'RateLimitError', 'Demasiadas tentativas. Tente novamente mais tarde.'));
    const { user } = await renderForgot();

    await user.type(emailField(), 'ana.silva@bicla.pt');
    await user.click(submit());

    expect(await screen.findByText('Demasiadas tentativas. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(emailField()).toHaveValue('ana.silva@bicla.pt');
  });
});

describe('/reset-password', () => {
  const newPassword = () => screen.getByLabelText('Nova palavra-passe');
  const confirmation = () => screen.getByLabelText('Confirmar nova palavra-passe');
  const submit = () => screen.getByRole('button', { name: 'Guardar nova palavra-passe' });

  async function renderReset(code = 'codigo-do-email') {
    const view = renderAt(`/reset-password?code=${code}`);
    await screen.findByRole('heading', { level: 1, name: 'Redefinir palavra-passe' });
    return view;
  }

  it.each(['/reset-password', '/reset-password?code=', '/reset-password?code=%20'])('sends %s, without a code, to /login', async (path) => {
    const { router } = renderAt(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows its messages on blur and on submit', async () => {
    const { user } = await renderReset();

    await user.click(submit());
    expect(await screen.findByText('*Nova senha é necessária')).toBeInTheDocument();
    expect(screen.getByText('*Confirmação de senha obrigatória')).toBeInTheDocument();

    await user.type(newPassword(), 'NovaPalavra1');
    await user.type(confirmation(), 'OutraCoisa1');
    await user.tab();
    expect(await screen.findByText('*As senhas não correspondiam. Tente novamente.')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('saves the new password with the emailed code and goes to /login', async () => {
    resetPassword.mockResolvedValue({ jwt: 'ignorado', user: demoUser() });
    const { user, router } = await renderReset();

    await user.type(newPassword(), 'NovaPalavra1');
    await user.type(confirmation(), 'NovaPalavra1');
    await user.click(submit());

    expect(await screen.findByText('Senha atualizada com sucesso')).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledWith({
      code: 'codigo-do-email',
      password: 'NovaPalavra1',
      passwordConfirmation: 'NovaPalavra1',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.cookie).not.toContain('token=');
  });

  it('keeps a code made only of digits as text', async () => {
    resetPassword.mockResolvedValue({ jwt: 'ignorado', user: demoUser() });
    const { user } = await renderReset('987654321');

    await user.type(newPassword(), 'NovaPalavra1');
    await user.type(confirmation(), 'NovaPalavra1');
    await user.click(submit());

    await waitFor(() => expect(resetPassword).toHaveBeenCalledWith(expect.objectContaining({ code: '987654321' })));
  });

  it("shows 'Falha na redefinição de senha' when the CMS refuses the code", async () => {
    resetPassword.mockRejectedValue(new ApiError(400, 'ValidationError', 'Falha na redefinição de senha'));
    const { user, router } = await renderReset('expirado');

    await user.type(newPassword(), 'NovaPalavra1');
    await user.type(confirmation(), 'NovaPalavra1');
    await user.click(submit());

    expect(await screen.findByText('Falha na redefinição de senha')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reset-password');
  });
});
