import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind a reverse proxy, trust X-Forwarded-For so per-IP rate limits see the real client:
  // only its last entry, the one our proxy added, since a client can send the header itself.
  proxy: { koa: env.bool('TRUST_PROXY', false), maxIpsCount: 1 },
  // Uploads live in <public>/uploads; tests point this at a temporary folder.
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  // Invoices and serial photos: never under the public folder (docs/security.md, "Files").
  privateUploadsDir: env('PRIVATE_UPLOADS_DIR', './private-uploads'),
  app: {
    keys: env.array('APP_KEYS'),
  },
  // The public read answers kept in memory (docs/data-model.md, "Caches"); off only to measure
  // what a read costs without it (`pnpm bench`, cold).
  publicResponseCache: env.bool('PUBLIC_RESPONSE_CACHE', true),
});
