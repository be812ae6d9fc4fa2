/**
 * Ownership transfer (docs/decisions/d4-ownership-transfer.md). Only the owner of an approved, not stolen bike may start or
 * cancel one; any logged-in user may list the transfers addressed to their email and claim one.
 * Starts are rate-limited per account, IP and addressee, since each one emails the addressee;
 * failed claims are rate-limited so codes cannot be guessed.
 */
const owner = {
  policies: [{ name: 'api::bike.is-owner', config: { approved: true, notStolen: true } }],
};

export default {
  routes: [
    {
      method: 'POST',
      path: '/bikes/:id/transfer',
      handler: 'api::bike.transfer.start',
      config: { ...owner, middlewares: [{ name: 'global::rate-limit', config: { rule: 'transfer-start' } }] },
    },
    { method: 'DELETE', path: '/bikes/:id/transfer', handler: 'api::bike.transfer.cancel', config: owner },
    { method: 'GET', path: '/transfers/incoming', handler: 'api::bike.transfer.incoming', config: {} },
    {
      method: 'POST',
      path: '/transfers/claim',
      handler: 'api::bike.transfer.claim',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'transfer-claim' } }] },
    },
  ],
};
