import { ApiError } from '@bicla/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQueries } from '../../src/features/session/api';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { inboxPage, mockApi, renderAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.bikes.mine.mockResolvedValue([]);
  mockApi.messages.inbox.mockResolvedValue(inboxPage([]));
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('account screen tabs', () => {
  it.each([
    ['/my-account', 'Meu perfil'],
    ['/my-bikes', 'A Minha Bicicleta'],
    ['/inbox', 'Caixa de entrada'],
  ])('opens %s on its own tab when there is no hash', async (path, tabName) => {
    renderAccount(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'A minha conta' })).toBeInTheDocument();
    expect(selectedTab()).toHaveAccessibleName(tabName);
    expect(await screen.findByRole('heading', { level: 2, name: tabName })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(tabName);
  });

  it.each([
    ['/my-account#perfil', 'Meu perfil'],
    ['/my-account#minha_bicicleta', 'A Minha Bicicleta'],
    ['/my-account#inbox', 'Caixa de entrada'],
    ['/my-account#redefinir_senha', 'Redefinir senha'],
    ['/my-bikes#perfil', 'Meu perfil'],
    ['/inbox#redefinir_senha', 'Redefinir senha'],
    ['/my-account#desconhecido', 'Meu perfil'],
  ])('opens the tab the hash names: %s', async (path, tabName) => {
    renderAccount(path);

    await screen.findByRole('heading', { level: 1, name: 'A minha conta' });
    expect(selectedTab()).toHaveAccessibleName(tabName);
    expect(await screen.findByRole('heading', { level: 2, name: tabName })).toBeInTheDocument();
  });

  it('shows every tab and a Sair button', async () => {
    renderAccount('/my-account');

    await screen.findByRole('heading', { level: 1, name: 'A minha conta' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Meu perfil',
      'A Minha Bicicleta',
      'Caixa de entrada',
      'Alertas',
      'Redefinir senha',
    ]);
    expect(screen.getByRole('tablist', { name: 'Secções da conta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it('puts the chosen tab in the URL hash', async () => {
    const user = userEvent.setup();
    const { router } = renderAccount('/my-account');

    await user.click(await screen.findByRole('tab', { name: 'Caixa de entrada' }));

    await waitFor(() => expect(router.state.location.hash).toBe('inbox'));
    expect(router.state.location.pathname).toBe('/my-account');
    expect(selectedTab()).toHaveAccessibleName('Caixa de entrada');
    expect(await screen.findByText('A caixa de mensagens está vazia')).toBeInTheDocument();
  });

  it('can be used with the keyboard: arrows move between tabs, Enter opens one', async () => {
    const user = userEvent.setup();
    const { router } = renderAccount('/my-account');

    const profileTab = await screen.findByRole('tab', { name: 'Meu perfil' });
    act(() => profileTab.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'A Minha Bicicleta' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.hash).toBe('minha_bicicleta'));
    expect(await screen.findByRole('heading', { level: 2, name: 'A Minha Bicicleta' })).toBeInTheDocument();
  });

  it('Sair ends the session and goes to /login', async () => {
    const user = userEvent.setup();
    const { router } = renderAccount('/my-account');

    await user.click(await screen.findByRole('button', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokenCookie()).toBeNull();
  });
});

describe('account route guard', () => {
  it.each(['/my-account', '/my-bikes', '/inbox'])('sends a visitor from %s to /login', async (path) => {
    const queryClient = createTestQueryClient();
    const { router } = renderApp(path, queryClient);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mockApi.account.me).not.toHaveBeenCalled();
  });

  it('ends a session the CMS no longer accepts and goes to /login', async () => {
    logInForTest('expired-token');
    mockApi.account.me.mockRejectedValue(new ApiError(401, 'UnauthorizedError', 'Missing or invalid credentials'));
    const queryClient = createTestQueryClient();
    const { router } = renderApp('/my-account', queryClient);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokenCookie()).toBeNull();
    expect(queryClient.getQueryData(accountQueries.me().queryKey)).toBeUndefined();
  });
});
