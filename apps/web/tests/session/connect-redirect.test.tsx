import { ApiError } from '@bicla/api-client';
import { waitFor } from '@testing-library/react';
import { api } from '../../src/lib/api';
import { readTokenCookie } from '../../src/lib/auth-cookie';
import { createTestQueryClient, renderApp } from '../render-app';
import { logOutForTest } from '../session';
import { demoUser, watchCookieWrites } from './support';

jest.mock('../../src/lib/api', () => require('./mock-api').mockApiModule({ account: ['socialCallback', 'providers'] }));

const socialCallback = jest.mocked(api.account.socialCallback);

beforeEach(() => {
  socialCallback.mockReset();
  jest.mocked(api.account.providers).mockResolvedValue([]);
});

afterEach(() => {
  logOutForTest();
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  const queryClient = createTestQueryClient();
  return renderApp(path, queryClient);
}

describe('/connect/$provider/redirect', () => {
  it("turns the provider's token into a session and goes to the site root", async () => {
    socialCallback.mockResolvedValue({ jwt: 'jwt-social', user: demoUser() });
    const cookieWrites = watchCookieWrites();
    const { router } = renderAt('/connect/google/redirect?access_token=token-do-google');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(socialCallback).toHaveBeenCalledWith('google', 'token-do-google');
    expect(readTokenCookie()).toBe('jwt-social');
    expect(cookieWrites().find((value) => value.startsWith('token=jwt-social'))).not.toMatch(/Max-Age/);
  });

  it('goes to /login when the CMS gives no jwt', async () => {
    socialCallback.mockRejectedValue(new ApiError(400, 'ValidationError', 'Erro ao buscar dados'));
    const { router } = renderAt('/connect/facebook/redirect?access_token=recusado');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(socialCallback).toHaveBeenCalledWith('facebook', 'recusado');
    expect(readTokenCookie()).toBeNull();
  });

  it('goes to /login without asking the CMS when there is no access_token', async () => {
    const { router } = renderAt('/connect/google/redirect');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(socialCallback).not.toHaveBeenCalled();
    expect(readTokenCookie()).toBeNull();
  });
});
