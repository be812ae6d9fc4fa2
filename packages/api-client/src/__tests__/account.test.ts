import { createApiClient } from '../index';
import { jsonResponse, recordingTransport } from '../test-support/recording-transport';

function client(body: unknown, status = 200) {
  const { requests, fetchImpl } = recordingTransport(() => jsonResponse(body, status));
  return { requests, account: createApiClient({ baseUrl: 'http://cms.test', fetch: fetchImpl, getToken: () => 't' }).account };
}

describe('account fetchers', () => {
  it('sends users-permissions bodies bare, not wrapped in data', async () => {
    const { requests, account } = client({ jwt: 'j', user: { id: 1 } });
    await account.login('ana@exemplo.pt', 'Segredo123');
    expect(requests[0].url.pathname).toBe('/api/auth/local');
    expect(requests[0].body).toEqual({ identifier: 'ana@exemplo.pt', password: 'Segredo123' });
  });

  it.each([
    ['register', ['x'], 'POST', '/api/auth/local/register'],
    ['resendConfirmation', ['a@b.pt'], 'POST', '/api/auth/send-email-confirmation'],
    ['forgotPassword', ['a@b.pt'], 'POST', '/api/auth/forgot-password'],
    ['resetPassword', [{}], 'POST', '/api/auth/reset-password'],
    ['changePassword', [{}], 'POST', '/api/auth/change-password'],
    ['me', [], 'GET', '/api/users/me'],
    ['updateMe', [{}], 'PUT', '/api/users/me'],
    ['deleteMe', [], 'DELETE', '/api/users/me'],
    ['exportMe', [], 'GET', '/api/users/me/export'],
  ] as const)('%s calls %s %s', async (name, args, method, path) => {
    const { requests, account } = client({ ok: true });
    await (account[name] as (...values: unknown[]) => Promise<unknown>)(...args);
    expect(`${requests[0].method} ${requests[0].url.pathname}`).toBe(`${method} ${path}`);
  });

  it('turns a social callback into a session request with the access token', async () => {
    const { requests, account } = client({ jwt: 'j', user: { id: 1 } });
    await account.socialCallback('google', 'tok en');
    expect(requests[0].url.pathname).toBe('/api/auth/google/callback');
    expect(requests[0].url.searchParams.get('access_token')).toBe('tok en');
  });

  it('returns the list of enabled providers', async () => {
    const { account } = client({ data: ['google'] });
    await expect(account.providers()).resolves.toEqual(['google']);
  });
});
