import type { Core } from '@strapi/strapi';

const SECOND = 1000;

/** How the email outbox (src/email/outbox.ts) sends and retries. */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // Emails are sent at once after their write commits; this sweep catches what a crash or a
  // failed attempt left behind.
  intervalMs: env.int('EMAIL_OUTBOX_INTERVAL_MS', 30 * SECOND),
  // The wait after the first failed attempt; it doubles with each failure, up to an hour.
  retryBaseMs: env.int('EMAIL_RETRY_BASE_MS', 30 * SECOND),
  maxAttempts: env.int('EMAIL_MAX_ATTEMPTS', 10),
  // A process that claimed an email and died gives it back after this long.
  leaseMs: env.int('EMAIL_LEASE_MS', 2 * 60 * SECOND),
});
