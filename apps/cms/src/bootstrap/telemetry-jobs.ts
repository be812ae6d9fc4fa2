import type { Core } from '@strapi/strapi';

/**
 * Strapi's own cron jobs: each counts something (files and folders 15 s after a first boot and
 * weekly; admin users daily) only to send it as usage telemetry. Telemetry is off here
 * (`strapi.telemetryDisabled` in package.json), so the counts go nowhere and would only query the
 * database at a random moment. The project's timed work keeps its own timers (outbox, alert sweep).
 */
export const STRAPI_TELEMETRY_JOBS = ['uploadWeekly', 'sendProjectInformation'] as const;

export function dropTelemetryJobs(strapi: Core.Strapi) {
  if (!strapi.telemetry.isDisabled) return;
  for (const name of STRAPI_TELEMETRY_JOBS) strapi.cron.remove(name);
}
