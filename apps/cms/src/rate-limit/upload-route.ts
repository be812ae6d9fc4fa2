import type { Core } from '@strapi/strapi';

interface Route {
  method: string;
  path: string;
  config?: { middlewares?: unknown[] };
}

/**
 * `POST /api/upload` stores files for any logged-in user: it counts against the `upload` rule.
 * The route is the upload plugin's own, so the limit is attached here, before routes are built.
 */
export function rateLimitUploads(strapi: Core.Strapi) {
  const routes = (strapi.plugin('upload').routes['content-api'] as unknown as { routes: Route[] }).routes;
  const upload = routes.find((route) => route.method === 'POST' && route.path === '/');
  if (!upload) throw new Error('The upload route was not found: its rate limit cannot be applied');
  upload.config = { ...upload.config, middlewares: [...(upload.config?.middlewares ?? []), { name: 'global::rate-limit', config: { rule: 'upload' } }] };
}
