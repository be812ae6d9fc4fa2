/**
 * A logged-in user submits a review (decision D10); only the Authenticated role is granted it.
 * It is stored as a draft for the editors, and no route reads reviews back.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/reviews',
      handler: 'api::review.review.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'contact' } }] },
    },
  ],
};
