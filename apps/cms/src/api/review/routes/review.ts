/**
 * A logged-in user submits a review (docs/decisions/d10-open-defaults.md); only the Authenticated role is granted it.
 * It is stored as a draft; anyone reads the reviews editors have published.
 */
import { CACHED } from '../../../cache/cached-routes';

export default {
  routes: [
    { method: 'GET', path: '/reviews', handler: 'api::review.review.find', config: CACHED },
    {
      method: 'POST',
      path: '/reviews',
      handler: 'api::review.review.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'contact' } }] },
    },
  ],
};
