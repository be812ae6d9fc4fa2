import { CACHED } from '../../../cache/cached-routes';

/**
 * The public bikes' slugs for the web server's sitemap.xml (docs/architecture.md, "The web
 * server"): open to anyone, like each bike's page, and answered from the response cache.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/sitemap-entries',
      handler: 'api::sitemap-entry.sitemap-entry.list',
      config: { policies: [], ...CACHED },
    },
  ],
};
