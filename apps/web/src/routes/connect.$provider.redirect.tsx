import { createFileRoute, redirect } from '@tanstack/react-router';
import { searchText } from '../features/session/search-params';
import { api } from '../lib/api';
import { startSession } from '../lib/session';

interface ConnectSearch {
  /** The provider's token, added by Strapi when it sends the browser back here. */
  access_token?: string;
}

/** The provider's token for a Bicla session, or null when there is none to be had. */
async function exchangeForJwt(provider: string, accessToken: string | undefined): Promise<string | null> {
  if (!accessToken) return null;
  try {
    const session = await api.account.socialCallback(provider, accessToken);
    return session.jwt || null;
  } catch {
    // The spec only logs a failed social login and goes to /login; there is nothing to fix here.
    return null;
  }
}

/** Social-login return (docs/decisions/d10-open-defaults.md): /api/connect/:provider → here → /api/auth/:provider/callback. */
export const Route = createFileRoute('/connect/$provider/redirect')({
  validateSearch: (search: Record<string, unknown>): ConnectSearch => ({ access_token: searchText(search.access_token) }),
  beforeLoad: async ({ params, search }) => {
    const jwt = await exchangeForJwt(params.provider, search.access_token);
    if (!jwt) throw redirect({ to: '/login', replace: true });
    // No 'Lembrar-me' was offered on the way here, so the session ends with the browser.
    startSession(jwt, { remember: false });
    throw redirect({ to: '/', replace: true });
  },
});
