import type { Core } from '@strapi/strapi';
import pLimit from 'p-limit';
import { answerUnavailable } from './database-unavailable';

/**
 * At most `inFlight` requests past the body parser at once in this process; the rest wait their
 * turn, first come first served. Under load every request's statements otherwise queue in the
 * database pool behind every other request's, so a write's ten statements each wait a full
 * queue: taking requests in turn lets one finish before the next starts (docs/architecture.md,
 * "Requests in turn"). 0 lets every request in at once.
 *
 * A request whose turn comes after `maxWaitMs` is answered 503 at once instead: when the
 * database is down each turn lasts until its connection times out, and the queue would
 * otherwise grow without end while the clients have long given up.
 */
export default (config: { inFlight: number; maxWaitMs: number }): Core.MiddlewareHandler => {
  const { inFlight, maxWaitMs } = config;
  if (!Number.isInteger(inFlight) || inFlight < 0) {
    throw new Error(`REQUESTS_IN_FLIGHT must be a whole number, 0 or more, got ${inFlight}`);
  }
  if (!Number.isInteger(maxWaitMs) || maxWaitMs < 1) {
    throw new Error(`REQUESTS_MAX_WAIT_MS must be a whole number of milliseconds, 1 or more, got ${maxWaitMs}`);
  }
  if (inFlight === 0) return (_ctx, next) => next();
  const inTurn = pLimit(inFlight);
  return (ctx, next) => {
    const queuedAt = performance.now();
    return inTurn(() => (performance.now() - queuedAt > maxWaitMs ? answerUnavailable(ctx) : next()));
  };
};
