import { createApiClient } from '@bicla/api-client';
import { readTokenCookie } from './auth-cookie';
import { env } from './env';

let networkRefused = false;

/**
 * For the server's render (entry-server.tsx): it reads only the data the web server sent with
 * the page. A read that would go to the network fails at once, and the page goes out without its
 * first screen, rather than waiting on the API at an address meant for browsers.
 */
export function refuseNetwork() {
  networkRefused = true;
}

const send: typeof fetch = (input, init) =>
  networkRefused ? Promise.reject(new Error('The server render reads only the data sent with the page')) : fetch(input, init);

/** The app's one API client; the token is read per request, so login and logout need no new client. */
export const api = createApiClient({ baseUrl: env.apiUrl, getToken: readTokenCookie, fetch: send });
