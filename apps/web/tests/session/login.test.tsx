import { ApiError } from '@bicla/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQueries } from '../../src/features/session/api';
import { api } from '../../src/lib/api';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { demoUser, watchCookieWrites } from './support';

jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['login', 'providers'] }));

const login = jest.mocked(api.account.login);
const providers = jest.mocked(api.account.providers);

beforeEach(() => {
  login.mockReset();
  providers.mockReset().mockResolvedValue([]);
});

afterEach(() => {
  logOutForTest();
  jest.restoreAllMocks();
});

async function renderLogin() {
  const queryClient = createTestQueryClient();
  const view = renderApp('/login', queryClient);
  await screen.findByRole('heading', { level: 1, name: 'Entrar' });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const passwordField = () => screen.getByLabelText('Palavra-passe');
const submit = () => screen.getByRole('button', { name: 'Entrar' });

describe('/login', () => {
  it('shows each Portuguese message when a field is left', async () => {
    const { user } = await renderLogin();

    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText('*Email é obrigatório')).toBeInTheDocument();

    await user.type(emailField(), 'ana.silva');
    await user.tab();
    expect(await screen.findByText('*Email é inválido')).toBeInTheDocument();
    expect(screen.queryByText('*Email é obrigatório')).not.toBeInTheDocument();

    await user.click(passwordField());
    await user.tab();
    expect(await screen.findByText('*Password é obrigatória')).toBeInTheDocument();
  });

  it('shows every message on an empty submit and sends nothing', async () => {
    const { user } = await renderLogin();
    await user.click(submit());

    expect(await screen.findByText('*Email é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('*Password é obrigatória')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('logs in, keeps the token for the browser session only, and opens the profile', async () => {
    login.mockResolvedValue({ jwt: 'jwt-da-ana', user: demoUser() });
    const cookieWrites = watchCookieWrites();
    const { user, router, queryClient } = await renderLogin();

    await user.type(emailField(), '  ana.silva@bicla.pt ');
    await user.type(passwordField(), 'Bicla2026!');
    await user.click(submit());

    expect(await screen.findByText('Login com sucesso')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith('ana.silva@bicla.pt', 'Bicla2026!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    expect(router.state.location.hash).toBe('perfil');
    expect(readTokenCookie()).toBe('jwt-da-ana');
    const tokenWrites = cookieWrites().filter((value) => value.startsWith('token=jwt-da-ana'));
    expect(tokenWrites).toHaveLength(1);
    expect(tokenWrites[0]).not.toMatch(/Max-Age|Expires/i);
    expect(queryClient.getQueryData(accountQueries.me().queryKey)).toMatchObject({ name: 'Ana Silva' });
  });

  it("keeps the token for 30 days with 'Lembrar-me'", async () => {
    login.mockResolvedValue({ jwt: 'jwt-lembrado', user: demoUser() });
    const cookieWrites = watchCookieWrites();
    const { user, router } = await renderLogin();

    await user.type(emailField(), 'ana.silva@bicla.pt');
    await user.type(passwordField(), 'Bicla2026!');
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await user.click(submit());

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-account'));
    const tokenWrites = cookieWrites().filter((value) => value.startsWith('token=jwt-lembrado'));
    expect(tokenWrites).toHaveLength(1);
    expect(tokenWrites[0]).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(tokenWrites[0]).toContain('SameSite=Lax');
  });

  it.each([
    ['a wrong password', 'Identificador ou senha inválido'],
    ['an unconfirmed email', 'Ainda não confirmou o seu e-mail. Abra a ligação que lhe enviámos.'],
  ])("shows the server's message for %s and stays logged out", async (_case, message) => {
    login.mockRejectedValue(new ApiError(400, 'ValidationError', message));
    const { user, router } = await renderLogin();

    await user.type(emailField(), 'ana.silva@bicla.pt');
    await user.type(passwordField(), 'Errada123');
    await user.click(submit());

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Login com sucesso')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readTokenCookie()).toBeNull();
    expect(emailField()).toHaveValue('ana.silva@bicla.pt');
  });

  it('links to password recovery and to sign-up', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toHaveAttribute('href', '/forgot-password');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Registe-se' })).toHaveAttribute('href', '/sign-up');
  });

  it('offers only the social logins the CMS has configured', async () => {
    providers.mockResolvedValue(['google']);
    await renderLogin();

    expect(await screen.findByRole('link', { name: 'Entrar com Google' })).toHaveAttribute(
      'href',
      'http://cms.test/api/connect/google',
    );
    expect(screen.queryByRole('link', { name: 'Entrar com Facebook' })).not.toBeInTheDocument();
  });

  it('shows no social buttons when none is configured or the CMS cannot say', async () => {
    providers.mockRejectedValue(new ApiError(500, 'InternalServerError', 'Erro ao buscar dados'));
    await renderLogin();

    expect(screen.queryByRole('link', { name: /com Google|com Facebook/ })).not.toBeInTheDocument();
    expect(emailField()).toBeInTheDocument();
  });

  it('sends a logged-in user to the home page', async () => {
    logInForTest();
    const queryClient = createTestQueryClient();
      const { router } = renderApp('/login', queryClient);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Entrar' })).not.toBeInTheDocument();
  });
});
