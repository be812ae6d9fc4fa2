import type { Core } from '@strapi/strapi';

const MINUTE = 60_000;

/**
 * Limits of the project's own rate-limited routes (src/middlewares/rate-limit.ts). The sign-in
 * routes are also limited by users-permissions itself (config/plugins.ts). Per window, `max`
 * counts requests per account, `ipMax` per IP address (several people can share one) and
 * `addressMax` per email address the request writes to, whoever sends it. Each variable is named
 * after what it sets: `<RULE>_RATE_LIMIT_MAX`, `_IP_MAX`, `_ADDRESS_MAX`, `_WINDOW_MS`.
 */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  enabled: env.bool('RATE_LIMITS_ENABLED', true),
  // Counted in Redis when config/redis.ts names one, shared by every CMS process.
  redisPrefix: env('RATE_LIMIT_REDIS_PREFIX', 'bicla:rate-limit:'),
  // In-process counters hold at most this many requests (about 100 bytes each).
  memoryMaxEntries: env.int('RATE_LIMIT_MEMORY_MAX_ENTRIES', 100_000),
  rules: {
    // Only failed claims count: guessing codes is what it stops.
    'transfer-claim': {
      max: env.int('TRANSFER_CLAIM_RATE_LIMIT_MAX', 10),
      ipMax: env.int('TRANSFER_CLAIM_RATE_LIMIT_IP_MAX', 50),
      windowMs: env.int('TRANSFER_CLAIM_RATE_LIMIT_WINDOW_MS', 15 * MINUTE),
      failuresOnly: true,
    },
    // Each start emails the addressee: no one may make the registry mail a stranger over and over.
    'transfer-start': {
      max: env.int('TRANSFER_START_RATE_LIMIT_MAX', 10),
      ipMax: env.int('TRANSFER_START_RATE_LIMIT_IP_MAX', 30),
      addressMax: env.int('TRANSFER_START_RATE_LIMIT_ADDRESS_MAX', 3),
      windowMs: env.int('TRANSFER_START_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    message: {
      max: env.int('MESSAGE_RATE_LIMIT_MAX', 20),
      ipMax: env.int('MESSAGE_RATE_LIMIT_IP_MAX', 100),
      windowMs: env.int('MESSAGE_RATE_LIMIT_WINDOW_MS', 10 * MINUTE),
    },
    // The contact form, donations and reviews.
    contact: {
      max: env.int('CONTACT_RATE_LIMIT_MAX', 5),
      ipMax: env.int('CONTACT_RATE_LIMIT_IP_MAX', 5),
      addressMax: env.int('CONTACT_RATE_LIMIT_ADDRESS_MAX', 5),
      windowMs: env.int('CONTACT_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    newsletter: {
      max: env.int('NEWSLETTER_RATE_LIMIT_MAX', 5),
      ipMax: env.int('NEWSLETTER_RATE_LIMIT_IP_MAX', 5),
      windowMs: env.int('NEWSLETTER_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    // A bike's registration sends a few photos and documents.
    upload: {
      max: env.int('UPLOAD_RATE_LIMIT_MAX', 60),
      ipMax: env.int('UPLOAD_RATE_LIMIT_IP_MAX', 200),
      windowMs: env.int('UPLOAD_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    'bike-create': {
      max: env.int('BIKE_CREATE_RATE_LIMIT_MAX', 10),
      ipMax: env.int('BIKE_CREATE_RATE_LIMIT_IP_MAX', 30),
      windowMs: env.int('BIKE_CREATE_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    // The public check (GET /api/v1/check): per IP without a token, per partner with one; a
    // partner's own limit (admin panel) replaces CHECK_RATE_LIMIT_PARTNER_MAX.
    check: {
      ipMax: env.int('CHECK_RATE_LIMIT_IP_MAX', 60),
      partnerMax: env.int('CHECK_RATE_LIMIT_PARTNER_MAX', 6000),
      windowMs: env.int('CHECK_RATE_LIMIT_WINDOW_MS', 10 * MINUTE),
    },
    // Following, saving and favouriting: each is a row the alert jobs read.
    alert: {
      max: env.int('ALERT_RATE_LIMIT_MAX', 60),
      ipMax: env.int('ALERT_RATE_LIMIT_IP_MAX', 200),
      windowMs: env.int('ALERT_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    // Only bad tokens count: guessing signatures is what it stops.
    'alert-unsubscribe': {
      ipMax: env.int('ALERT_UNSUBSCRIBE_RATE_LIMIT_IP_MAX', 30),
      windowMs: env.int('ALERT_UNSUBSCRIBE_RATE_LIMIT_WINDOW_MS', 15 * MINUTE),
      failuresOnly: true,
    },
    // Sign-up, the confirmation resend and the reset request each email the address they name.
    register: {
      ipMax: env.int('REGISTER_RATE_LIMIT_IP_MAX', 10),
      addressMax: env.int('REGISTER_RATE_LIMIT_ADDRESS_MAX', 3),
      windowMs: env.int('REGISTER_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    'email-confirmation': {
      ipMax: env.int('EMAIL_CONFIRMATION_RATE_LIMIT_IP_MAX', 10),
      addressMax: env.int('EMAIL_CONFIRMATION_RATE_LIMIT_ADDRESS_MAX', 3),
      windowMs: env.int('EMAIL_CONFIRMATION_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
    'forgot-password': {
      ipMax: env.int('FORGOT_PASSWORD_RATE_LIMIT_IP_MAX', 10),
      addressMax: env.int('FORGOT_PASSWORD_RATE_LIMIT_ADDRESS_MAX', 3),
      windowMs: env.int('FORGOT_PASSWORD_RATE_LIMIT_WINDOW_MS', 60 * MINUTE),
    },
  },
});
