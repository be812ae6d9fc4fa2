import { ApiError } from '@bicla/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { inboxPage, mockApi, renderClassifiedAccount } from './support';

jest.mock('../../src/lib/api', () => require('./api-mock'));

beforeEach(() => {
  mockApi.bikes.mine.mockResolvedValue([]);
  mockApi.messages.inbox.mockResolvedValue(inboxPage([]));
  mockApi.messages.unreadCount.mockResolvedValue(0);
  mockApi.transfers.incoming.mockResolvedValue([]);
});

afterEach(() => {
  logOutForTest();
  jest.clearAllMocks();
});

describe('/classified-account tabs', () => {
  it.each([
    ['', 'Os meus anúncios'],
    ['#desconhecido', 'Os meus anúncios'],
    ['#ofertas', 'Ofertas e mensagens'],
    ['#transferencias', 'Transferências'],
    ['#pagamentos', 'Pagamentos'],
  ])('opens "%s" on the tab %s, under one h1', async (hash, name) => {
    await renderClassifiedAccount(hash, name);

    expect(screen.getByRole('tab', { name, selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Os meus classificados' })).toBeInTheDocument();
    // The panel is labelled by its tab, which controls it.
    const panel = screen.getByRole('tabpanel', { name });
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves to a tab by its hash when clicked, and back with the history', async () => {
    const { user, router } = await renderClassifiedAccount('', 'Os meus anúncios');

    await user.click(screen.getByRole('tab', { name: 'Transferências' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Transferências' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/classified-account');
    expect(router.state.location.hash).toBe('transferencias');

    act(() => router.history.back());
    expect(await screen.findByRole('tab', { name: 'Os meus anúncios', selected: true })).toBeInTheDocument();
  });

  it("'Pagamentos' says honestly that Bicla processes no payments yet", async () => {
    await renderClassifiedAccount('#pagamentos', 'Pagamentos');

    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('Não tem pagamentos.')).toBeInTheDocument();
    expect(panel.getByText(/O Bicla ainda não processa pagamentos/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Pesquisa' })).toHaveAttribute('href', '/search-bikes');
  });
});

describe('login is required (docs/decisions/d10-open-defaults.md)', () => {
  it.each(['/classified-account', '/classified-account#transferencias', '/user-bikes', '/report-stolen'])(
    'sends a visitor from %s to /login, asking the API nothing',
    async (path) => {
      const { router } = renderApp(path, createTestQueryClient());

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(mockApi.bikes.mine).not.toHaveBeenCalled();
      expect(mockApi.account.me).not.toHaveBeenCalled();
    },
  );

  it.each(['/classified-account', '/user-bikes', '/report-stolen'])(
    'ends a session the CMS no longer accepts on %s and goes to /login',
    async (path) => {
      logInForTest('expired-token');
      mockApi.account.me.mockRejectedValue(new ApiError(401, 'UnauthorizedError', 'Missing or invalid credentials'));
      const { router } = renderApp(path, createTestQueryClient());

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(readTokenCookie()).toBeNull();
      expect(mockApi.bikes.mine).not.toHaveBeenCalled();
    },
  );
});
