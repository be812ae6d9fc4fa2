/**
 * Limits of the project's own rate-limited routes (src/middlewares/rate-limit.ts). The sign-in
 * routes are limited by users-permissions itself (config/plugins.ts).
 * `max` counts per account, `ipMax` per IP address (several people can share one).
 */
export default ({ env }) => ({
  enabled: env.bool('RATE_LIMITS_ENABLED', true),
  rules: {
    // Only failed claims count: guessing codes is what it stops.
    'transfer-claim': {
      max: env.int('TRANSFER_CLAIM_RATE_LIMIT_MAX', 10),
      ipMax: env.int('TRANSFER_CLAIM_RATE_LIMIT_IP_MAX', 50),
      windowMs: env.int('TRANSFER_CLAIM_RATE_LIMIT_WINDOW_MS', 15 * 60_000),
      failuresOnly: true,
    },
    message: {
      max: env.int('MESSAGE_RATE_LIMIT_MAX', 20),
      ipMax: env.int('MESSAGE_RATE_LIMIT_IP_MAX', 100),
      windowMs: env.int('MESSAGE_RATE_LIMIT_WINDOW_MS', 10 * 60_000),
    },
    contact: {
      max: env.int('CONTACT_RATE_LIMIT_MAX', 5),
      ipMax: env.int('CONTACT_RATE_LIMIT_MAX', 5),
      windowMs: env.int('CONTACT_RATE_LIMIT_WINDOW_MS', 60 * 60_000),
    },
    newsletter: {
      max: env.int('NEWSLETTER_RATE_LIMIT_MAX', 5),
      ipMax: env.int('NEWSLETTER_RATE_LIMIT_MAX', 5),
      windowMs: env.int('NEWSLETTER_RATE_LIMIT_WINDOW_MS', 60 * 60_000),
    },
  },
});
