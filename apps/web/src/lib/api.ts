import { createApiClient } from '@bicla/api-client';
import { readTokenCookie } from './auth-cookie';
import { env } from './env';

/** The app's one API client; the token is read per request, so login and logout need no new client. */
export const api = createApiClient({ baseUrl: env.apiUrl, getToken: readTokenCookie });
