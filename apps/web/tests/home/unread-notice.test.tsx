import { act, screen } from '@testing-library/react';
import { messageQueries } from '../../src/features/messages/api';
import { api } from '../../src/lib/api';
import { createTestQueryClient, renderApp } from '../render-app';
import { logInForTest, logOutForTest } from '../session';
import { fullHomeData, seedHome } from './home-data';

jest.mock('../../src/lib/api', () => ({ api: require('./api-mock').createHomeApiMock() }));

const fetchUnreadCount = jest.mocked(api.messages.unreadCount);

function renderHomeWithUnread(count: number | null) {
  const queryClient = createTestQueryClient();
  seedHome(queryClient, fullHomeData());
  if (count !== null) queryClient.setQueryData(messageQueries.unreadCount().queryKey, count);
  return renderApp('/', queryClient);
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  logOutForTest();
});

describe('unread messages notice', () => {
  it('tells a logged-in user about unread messages for 7 seconds, linking to the inbox', async () => {
    logInForTest();
    renderHomeWithUnread(3);

    const notice = await screen.findByRole('link', { name: 'Você tem 3 novas mensagens' });
    expect(notice).toHaveAttribute('href', '/my-account#inbox');

    act(() => jest.advanceTimersByTime(6900));
    expect(screen.getByRole('link', { name: 'Você tem 3 novas mensagens' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(100));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('link', { name: 'Você tem 3 novas mensagens' })).not.toBeInTheDocument();
  });

  it('loads the count for a logged-in user when the cache has none', async () => {
    logInForTest();
    fetchUnreadCount.mockResolvedValueOnce(1);
    renderHomeWithUnread(null);

    expect(await screen.findByRole('link', { name: 'Você tem 1 nova mensagem' })).toHaveAttribute('href', '/my-account#inbox');
    expect(fetchUnreadCount).toHaveBeenCalled();
  });

  it('says nothing when there are no unread messages', async () => {
    logInForTest();
    renderHomeWithUnread(0);

    await screen.findByRole('heading', { level: 1 });
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(/novas? mensage/)).not.toBeInTheDocument();
  });

  it('says nothing to a visitor, and does not ask the server', async () => {
    fetchUnreadCount.mockClear();
    renderHomeWithUnread(null);

    await screen.findByRole('heading', { level: 1 });
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByText(/novas? mensage/)).not.toBeInTheDocument();
    expect(fetchUnreadCount).not.toHaveBeenCalled();
  });
});
