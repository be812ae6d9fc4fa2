import type { Core } from '@strapi/strapi';

import path from 'path';

const appDir = path.join(__dirname, '..', '..');

export default ({ env }: Core.Config.Shared.ConfigParams) => {
  const client = env('DATABASE_CLIENT', 'sqlite');

  const connections = {
    postgres: {
      connection: {
        connectionString: env('DATABASE_URL'),
        schema: env('DATABASE_SCHEMA', 'public'),
        ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
        // A server that does not answer (a failover, a dropped route) fails a new connection in
        // seconds instead of the operating system's minutes.
        connectionTimeoutMillis: env.int('DATABASE_CONNECT_TIMEOUT', 5000),
        // The statements the CMS names (src/database/list-statements.ts, `compiledOnce`) are
        // lookups through an index whatever their values: planned once for every value. Left to
        // choose, PostgreSQL planned some again at each run (a page of messages: 0.7 ms a time).
        // Unnamed statements are planned for their values as before: a statement whose best plan
        // depends on its values (a name looked up in the classifieds) must not be named, and a
        // page's size is written into the SQL, which a bound limit would hide from the plan.
        options: '-c plan_cache_mode=force_generic_plan',
      },
      pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
    },
    sqlite: {
      connection: {
        // resolve, not join: tests and the benchmark pass an absolute path.
        filename: path.resolve(appDir, env('DATABASE_FILENAME', '.tmp/data.db')),
        // Several CMS processes may share the file (CMS_PROCESSES): a write waits up to this long
        // for another process's to end, between turns of the event loop (patches/knex@3.0.1.patch).
        lockWaitMs: env.int('DATABASE_SQLITE_BUSY_TIMEOUT', 5000),
      },
      useNullAsDefault: true,
      pool: {
        // SQLite keeps 2 MB of the file's pages by default: with a registry's worth of bikes, a
        // drawn bike's pages were read back from the file on each request (docs/data-model.md).
        afterCreate: (database: { pragma: (statement: string) => unknown }, done: (error: Error | null, database: unknown) => void) => {
          database.pragma(`cache_size = -${env.int('DATABASE_SQLITE_CACHE_MB', 64) * 1024}`);
          // In WAL mode the processes' reads never wait for a write.
          database.pragma('journal_mode = WAL');
          done(null, database);
        },
      },
    },
  };

  const known = (name: string): name is keyof typeof connections => name in connections;
  if (!known(client)) {
    throw new Error(`DATABASE_CLIENT must be "sqlite" or "postgres", got "${client}"`);
  }

  return {
    connection: {
      client,
      ...connections[client],
      // A request waits this long at most for a connection, then answers 503
      // (src/middlewares/database-unavailable.ts): a database outage never hangs the site.
      acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 10000),
    },
  };
};
