import type { Core } from '@strapi/strapi';
import rateLimit from '../middlewares/rate-limit';

/**
 * `POST /api/upload` stores files for any logged-in user: it counts against the `upload` rule.
 * The route is the upload plugin's own, so the limit is attached here, before routes are built.
 */
export function rateLimitUploads(strapi: Core.Strapi) {
  const routers = strapi.plugin('upload').routes;
  const routes = Array.isArray(routers) ? routers : routers['content-api'].routes;
  const upload = routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload route was not found: its rate limit cannot be applied');
  const middlewares = [...(upload.config?.middlewares ?? []), rateLimit({ rule: 'upload' }, { strapi })];
  upload.config = { ...upload.config, middlewares };
}
