import type { Core } from '@strapi/strapi';
import type notifyService from './services/notify';

const timers = new WeakMap<Core.Strapi, NodeJS.Timeout>();

/**
 * Each process sweeps alerts on a timer: grouped theft alerts whose hour has passed and saved
 * searches whose day has come. Claims make it safe for every process to sweep.
 */
export function startAlertSweep(strapi: Core.Strapi) {
  const notify = () => strapi.service('api::alert.notify') as ReturnType<typeof notifyService>;
  const { sweepIntervalMs } = strapi.config.get('alerts') as { sweepIntervalMs: number };
  const timer = setInterval(() => {
    notify()
      .sweep()
      .catch((error: unknown) => strapi.log.error(`Alert sweep failed: ${String(error)}`));
  }, sweepIntervalMs);
  timer.unref();
  timers.set(strapi, timer);
}

export function stopAlertSweep(strapi: Core.Strapi) {
  clearInterval(timers.get(strapi));
  timers.delete(strapi);
}
