/**
 * The owner's bike endpoints (ARCHITECTURE.md, "The API contract"). Each state change has its
 * own route; who may call it is decided here, by the is-owner policy, never in the browser.
 */
const owner = (config: { approved?: boolean; notStolen?: boolean; stolen?: boolean } = {}) => ({
  policies: [{ name: 'api::bike.is-owner', config }],
});

export default {
  routes: [
    { method: 'GET', path: '/bikes/mine', handler: 'api::bike.lifecycle.mine', config: {} },
    { method: 'GET', path: '/bikes/mine/draft', handler: 'api::bike.lifecycle.draft', config: {} },
    {
      method: 'POST',
      path: '/bikes',
      handler: 'api::bike.lifecycle.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'bike-create' } }] },
    },
    // A pending draft is completed here too, so approval is checked by the controller.
    { method: 'PUT', path: '/bikes/:id', handler: 'api::bike.lifecycle.update', config: owner() },
    { method: 'POST', path: '/bikes/:id/stolen', handler: 'api::bike.lifecycle.reportStolen', config: owner({ approved: true }) },
    { method: 'POST', path: '/bikes/:id/recover', handler: 'api::bike.lifecycle.recover', config: owner({ stolen: true }) },
    {
      method: 'PUT',
      path: '/bikes/:id/listing',
      handler: 'api::bike.lifecycle.upsertListing',
      config: owner({ approved: true, notStolen: true }),
    },
    { method: 'DELETE', path: '/bikes/:id/listing', handler: 'api::bike.lifecycle.removeListing', config: owner() },
    { method: 'GET', path: '/bikes/:id/history', handler: 'api::bike.lifecycle.history', config: owner() },
  ],
};
