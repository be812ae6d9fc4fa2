/**
 * The owner's PDFs of a bike (docs/security.md, "Bikes"): the registration certificate of an
 * approved bike, and the poster of a stolen one. Only the owner may download them.
 */
const owner = (config: { approved: true; stolen?: true }) => ({ policies: [{ name: 'api::bike.is-owner', config }] });

export default {
  routes: [
    { method: 'GET', path: '/bikes/:id/certificate', handler: 'api::bike.documents.certificate', config: owner({ approved: true }) },
    { method: 'GET', path: '/bikes/:id/poster', handler: 'api::bike.documents.poster', config: owner({ approved: true, stolen: true }) },
  ],
};
