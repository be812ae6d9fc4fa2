import type { Core } from '@strapi/strapi';
import { UPLOAD_MAX_BYTES } from '@bicla/api-client/shared';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** An origin on a loopback host, in both spellings people type; any other origin as it is. */
function loopbackSpellings(origin: string): string[] {
  if (!URL.canParse(origin)) return [origin];
  const url = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/** The web app's origins; outside production, http://127.0.0.1:5173 works as http://localhost:5173 does. */
function webOrigins(env: Core.Config.Shared.ConfigParams['env']): string[] {
  const configured: string[] = env.array('CORS_ORIGINS', [env('FRONTEND_URL', 'http://localhost:5173')]);
  return env('NODE_ENV') === 'production' ? configured : [...new Set(configured.flatMap(loopbackSpellings))];
}

export default ({ env }: Core.Config.Shared.ConfigParams) => [
  'strapi::logger',
  'strapi::errors',
  // Inside the error handler: database outages answer 503, not 500 (src/middlewares/database-unavailable.ts).
  'global::database-unavailable',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'data:', 'blob:'],
          upgradeInsecureRequests: null,
        },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      origin: webOrigins(env),
      credentials: true,
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Before any route or response cache: the content API never answers with drafts.
  'global::published-only',
  'global::malformed-body',
  {
    name: 'strapi::body',
    config: {
      formLimit: '256kb',
      jsonLimit: '256kb',
      textLimit: '256kb',
      formidable: { maxFileSize: UPLOAD_MAX_BYTES },
    },
  },
  // After the body, so a slow upload does not hold a turn (src/middlewares/requests-in-turn.ts).
  {
    name: 'global::requests-in-turn',
    config: { inFlight: env.int('REQUESTS_IN_FLIGHT', 4), maxWaitMs: env.int('REQUESTS_MAX_WAIT_MS', 10_000) },
  },
  'strapi::session',
  'strapi::favicon',
  // Stored files are served harmless, and private ones only on a signed link (docs/security.md).
  'global::uploads',
  'strapi::public',
];
