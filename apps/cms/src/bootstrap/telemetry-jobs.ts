import type { Core } from '@strapi/strapi';

/**
 * Strapi's own cron jobs: each counts something (files and folders 15 s after a first boot and
 * weekly; admin users daily) only to send it as usage telemetry. Telemetry is off here
 * (`strapi.telemetryDisabled` in package.json), so the counts go nowhere and would only query the
 * database at a random moment. The project's timed work keeps its own timers (outbox, alert sweep).
 */
const STRAPI_TELEMETRY_JOBS = ['uploadWeekly', 'sendProjectInformation'] as const;

/** At the app's bootstrap, which runs after the plugins' bootstraps that schedule them. */
export function dropTelemetryJobs(strapi: Core.Strapi) {
  if (!strapi.telemetry.isDisabled) return;
  for (const name of STRAPI_TELEMETRY_JOBS) strapi.cron.remove(name);
}
