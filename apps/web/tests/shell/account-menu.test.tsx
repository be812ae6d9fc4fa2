import type { User } from '@bicla/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQueries } from '../../src/features/session/api';
import { api } from '../../src/lib/api';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { UNMATCHED_PATH } from './paths';

// /login, where 'Sair' leads, asks which social logins exist; every other fetch never answers.
jest.mock('../../src/lib/api', () =>
  require('../session/mock-api').mockApiModule({ account: ['me', 'providers'], messages: ['unreadCount'] }),
);

const mockApi = jest.mocked(api);

const ANA: User = {
  id: 7,
  documentId: 'user-ana',
  username: 'ana.silva@bicla.pt',
  email: 'ana.silva@bicla.pt',
  name: 'Ana Silva',
  city: 'Lisboa',
  country: null,
  taxpayer_number: null,
  mobile_number: null,
  genre: null,
  date_of_birth: null,
  address_coordinates: null,
  confirmed: true,
  createdAt: '2026-01-01T10:00:00.000Z',
};

const ACCOUNT_LINKS: [string, string][] = [
  ['Caixa de entrada', '/my-account#inbox'],
  ['Meu perfil', '/my-account#perfil'],
  ['A Minha Bicicleta', '/my-account#minha_bicicleta'],
  ['Adicionar Bicicleta', '/register-bikes'],
  ['Os meus anúncios', '/classified-account#anuncios'],
];

beforeEach(() => {
  logInForTest();
  mockApi.account.me.mockResolvedValue(ANA);
  mockApi.account.providers.mockResolvedValue([]);
  mockApi.messages.unreadCount.mockResolvedValue(0);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

async function openAccountMenu(name: string | RegExp = /^Ana Silva/) {
  const header = await screen.findByRole('banner');
  await userEvent.click(await within(header).findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('the logged-in header', () => {
  it("shows the user's name instead of Entrar and Registar", async () => {
    renderApp(UNMATCHED_PATH);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Ana Silva' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(header).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Registar' })).not.toBeInTheDocument();
  });

  it('still offers the account menu while the name cannot be loaded', async () => {
    mockApi.account.me.mockRejectedValue(new Error('offline'));
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu('A minha conta');
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });

  it.each(ACCOUNT_LINKS)('links "%s" to %s', async (name, href) => {
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  });

  it('caps the unread badge at 9+', async () => {
    mockApi.messages.unreadCount.mockResolvedValue(12);
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu('Ana Silva, 9+ mensagens não lidas');
    expect(within(menu).getByRole('menuitem', { name: 'Caixa de entrada 9+' })).toBeInTheDocument();
  });

  it('shows the exact unread count up to 9', async () => {
    mockApi.messages.unreadCount.mockResolvedValue(3);
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu('Ana Silva, 3 mensagens não lidas');
    expect(within(menu).getByRole('menuitem', { name: 'Caixa de entrada 3' })).toBeInTheDocument();
  });

  it('says one unread message in the singular', async () => {
    mockApi.messages.unreadCount.mockResolvedValue(1);
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu('Ana Silva, 1 mensagem não lida');
    expect(within(menu).getByRole('menuitem', { name: 'Caixa de entrada 1' })).toBeInTheDocument();
  });

  it('shows no badge without unread messages', async () => {
    renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu('Ana Silva');
    expect(within(menu).getByRole('menuitem', { name: 'Caixa de entrada' })).toBeInTheDocument();
  });

  it('works from the keyboard', async () => {
    renderApp(UNMATCHED_PATH);
    const button = await within(await screen.findByRole('banner')).findByRole('button', { name: 'Ana Silva' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('logs out with Sair: the cookie and the cached profile are gone, and the page is /login', async () => {
    const { router, queryClient } = renderApp(UNMATCHED_PATH);
    const menu = await openAccountMenu();
    await waitFor(() => expect(queryClient.getQueryData(accountQueries.me().queryKey)).toEqual(ANA));

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sair' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokenCookie()).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(accountQueries.me().queryKey)).toBeUndefined());
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Entrar' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /Ana Silva/ })).not.toBeInTheDocument();
  });
});

describe('the logged-in small-screen menu', () => {
  async function openDrawer() {
    await userEvent.click(await screen.findByRole('button', { name: /^Abrir menu/ }));
    return screen.findByRole('navigation', { name: 'Menu' });
  }

  it('lists the account links under the user name, with the unread badge', async () => {
    mockApi.messages.unreadCount.mockResolvedValue(10);
    renderApp(UNMATCHED_PATH);
    // The count is visible on the menu button, so its name carries it too.
    await screen.findByRole('button', { name: 'Abrir menu, 9+ mensagens não lidas' });
    const drawer = await openDrawer();
    const account = await within(drawer).findByRole('list', { name: 'Ana Silva' });
    for (const [name, href] of ACCOUNT_LINKS) {
      expect(within(account).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    expect(within(account).getByRole('link', { name: 'Caixa de entrada 9+' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('logs out with Sair', async () => {
    const { router } = renderApp(UNMATCHED_PATH);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readTokenCookie()).toBeNull();
  });
});
