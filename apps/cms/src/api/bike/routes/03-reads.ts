import { CACHED } from '../../../cache/cached-routes';

/**
 * The public read endpoints of bikes (docs/architecture.md, "The API contract"). Who may call each
 * one is the role grants' job (src/bootstrap/permissions.ts): search and its close serials need a login, the rest
 * are open. Bikes have no generic content-API routes. Answers come from the response cache
 * until a write changes what they could show.
 */
const read = (path: string, action: string) => ({
  method: 'GET',
  path,
  handler: `api::bike.reads.${action}`,
  config: { policies: [], ...CACHED },
});

export default {
  routes: [
    read('/bikes/by-slug/:slug', 'bySlug'),
    read('/bikes/search', 'search'),
    read('/bikes/similar', 'similar'),
    read('/bikes/stolen', 'stolen'),
    read('/bikes/recovered', 'recovered'),
    read('/classifieds', 'classifieds'),
    read('/classifieds/:slug', 'classified'),
    read('/stats', 'stats'),
  ],
};
