/**
 * Signing up is the only content-API route of the newsletter: the generic list, read, update
 * and delete routes would expose every subscriber. Editors manage them in the admin panel.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/newsletters',
      handler: 'api::newsletter.newsletter.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'newsletter' } }] },
    },
  ],
};
