import type { Core } from '@strapi/strapi';

const MINUTE = 60_000;

/** How alert emails are paced (src/api/alert). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  // The sweep sends what waited for its hour (thefts in followed municipalities) or its day (saved searches).
  sweepIntervalMs: env.int('ALERT_SWEEP_INTERVAL_MS', 5 * MINUTE),
  // At most one email in this time about thefts in the municipalities a person follows.
  areaGapMs: env.int('AREA_ALERT_GAP_MS', 60 * MINUTE),
  // A saved search is checked for new ads once in this time.
  searchDigestMs: env.int('SEARCH_DIGEST_PERIOD_MS', 24 * 60 * MINUTE),
});
