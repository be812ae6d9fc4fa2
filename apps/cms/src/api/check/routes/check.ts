/**
 * The public check for partners, shops and buyers (docs/security.md, "Public check"): anyone may
 * ask, per IP under the `check` rate limit, or per partner with an `X-Partner-Token`. Never
 * cached: each answer carries the time it was checked.
 */
export default {
  routes: [
    {
      method: 'GET',
      path: '/v1/check',
      handler: 'api::check.check.check',
      config: {
        middlewares: ['api::partner.partner-token', { name: 'global::rate-limit', config: { rule: 'check' } }],
      },
    },
  ],
};
