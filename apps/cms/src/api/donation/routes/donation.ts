/**
 * A pledge is posted and never read back through the API (docs/decisions/d10-open-defaults.md); editors follow up
 * from the admin panel. It mails the donor, so it shares the contact form's limit.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/donations',
      handler: 'api::donation.donation.create',
      config: { middlewares: [{ name: 'global::rate-limit', config: { rule: 'contact' } }] },
    },
  ],
};
