import type { Core } from '@strapi/strapi';

/**
 * Errors that mean the database cannot be reached right now, as opposed to a bad query: the
 * server is down, restarting or out of connections, the pool could not hand out a connection
 * in time, or SQLite's file is locked by another writer. Retrying later can succeed.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);
/** PostgreSQL's class 08, connection exceptions (08000, 08003, 08006, …). */
const CONNECTION_EXCEPTION = /^08[0-9A-Z]{3}$/;
/**
 * pg and knex say these without a code. knex ends a transaction whose connection died, and the
 * transaction's next query then fails with "already complete" instead of the connection error.
 */
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Connection ended unexpectedly/i,
  /not queryable/i,
  /Timeout acquiring a connection/i,
  /Transaction query already complete/i,
];

interface MaybeDatabaseError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, name, message, cause, errors } = error as MaybeDatabaseError;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || CONNECTION_EXCEPTION.test(code) || code.startsWith('SQLITE_BUSY'))) return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Wrapped (Strapi's database errors keep the driver's as `cause`) or grouped (a dual-stack connect).
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/**
 * Some code swallows a database error and answers something else: users-permissions turns any
 * failure while authenticating into 401, which would sign people out during a restart. So every
 * outage error met while serving a request is noted on it (`ctx.state.databaseUnavailable`),
 * from the connection pool and from failed queries, for src/middlewares/database-unavailable.ts.
 */
export function noteOutagesOnRequests(strapi: Core.Strapi) {
  const note = (error: unknown) => {
    if (!isDatabaseUnavailable(error)) return;
    const ctx = strapi.requestContext.get() as { state?: Record<string, unknown> } | undefined;
    if (ctx?.state) ctx.state.databaseUnavailable = true;
  };
  const knex = strapi.db.connection;
  knex.on('query-error', note);
  const client = knex.client as { acquireConnection: () => Promise<unknown> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = () => acquire().catch((error: unknown) => (note(error), Promise.reject(error)));
}

/**
 * When a connection dies inside a transaction, knex rejects promises that nobody awaits any
 * more (the request itself already got its error and its 503). Node ends the process on an
 * unhandled rejection, which would turn a database restart into a CMS crash: those are logged
 * instead. Any other unhandled rejection still ends the process, as Node would.
 */
export function surviveOutageRejections(strapi: Core.Strapi) {
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason;
    strapi.log.warn(`[database] connection lost inside a transaction: ${(reason as Error).message}`);
  });
}

/**
 * knex resolves a transaction's `commit()` even when the COMMIT itself fails on a dying
 * connection: the failure only rejects the transaction's own promise, which Strapi never awaits.
 * A write could then be acknowledged and lost. Waiting for that promise after every commit makes
 * the request fail (and answer 503) instead.
 */
export function confirmCommits(strapi: Core.Strapi) {
  type Transactor = { commit: (value?: unknown) => Promise<unknown>; executionPromise: Promise<unknown> };
  const client = strapi.db.connection.client as {
    transaction: (container: (trx: Transactor) => unknown, ...rest: unknown[]) => Promise<unknown>;
  };
  const open = client.transaction.bind(client);
  // Every transaction, with or without a handler, is opened here and handed to its container.
  client.transaction = (container, ...rest) =>
    open((trx) => {
      const commit = trx.commit.bind(trx);
      trx.commit = async (value?: unknown) => {
        await commit(value);
        return trx.executionPromise;
      };
      return container(trx);
    }, ...rest);
}
