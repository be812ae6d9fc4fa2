import type { Core } from '@strapi/strapi';
import pLimit from 'p-limit';

/**
 * At most `inFlight` requests past the body parser at once in this process; the rest wait their
 * turn, first come first served. Under load every request's statements otherwise queue in the
 * database pool behind every other request's, so a write's ten statements each wait a full
 * queue: taking requests in turn lets one finish before the next starts (docs/architecture.md,
 * "Requests in turn"). 0 lets every request in at once.
 */
export default (config: { inFlight: number }): Core.MiddlewareHandler => {
  const { inFlight } = config;
  if (!Number.isInteger(inFlight) || inFlight < 0) {
    throw new Error(`REQUESTS_IN_FLIGHT must be a whole number, 0 or more, got ${inFlight}`);
  }
  if (inFlight === 0) return (_ctx, next) => next();
  const inTurn = pLimit(inFlight);
  return (_ctx, next) => inTurn(next);
};
