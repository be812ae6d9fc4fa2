import type { OwnerPolicyConfig } from '../policies/is-owner';

/**
 * The owner's bike endpoints (docs/architecture.md, "The API contract"). Each operation has its
 * own route, and the state it requires (approved, stolen or not, an unfinished registration) is
 * the route's is-owner configuration, never a check in the browser or the service.
 */
const owner = (config: OwnerPolicyConfig = {}) => ({
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
    // Step 1 again: the owner went back to it with 'Anterior'.
    { method: 'PUT', path: '/bikes/:id/draft', handler: 'api::bike.lifecycle.updateDraft', config: owner({ draft: true }) },
    // Step 2: the three photos complete the registration.
    {
      method: 'PUT',
      path: '/bikes/:id/registration',
      handler: 'api::bike.lifecycle.completeRegistration',
      config: owner({ draft: true }),
    },
    { method: 'PUT', path: '/bikes/:id', handler: 'api::bike.lifecycle.edit', config: owner({ approved: true }) },
    {
      method: 'POST',
      path: '/bikes/:id/stolen',
      handler: 'api::bike.lifecycle.reportStolen',
      config: owner({ approved: true, notStolen: true }),
    },
    { method: 'POST', path: '/bikes/:id/recover', handler: 'api::bike.lifecycle.recover', config: owner({ stolen: true }) },
    {
      method: 'PUT',
      path: '/bikes/:id/listing',
      handler: 'api::bike.lifecycle.upsertListing',
      config: owner({ approved: true, notStolen: true }),
    },
    { method: 'DELETE', path: '/bikes/:id/listing', handler: 'api::bike.lifecycle.removeListing', config: owner({ onSale: true }) },
    { method: 'GET', path: '/bikes/:id/history', handler: 'api::bike.lifecycle.history', config: owner() },
  ],
};
