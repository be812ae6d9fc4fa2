import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';

type Knex = Core.Strapi['db']['connection'];

interface Statement {
  /** Whether running it changes nothing (better-sqlite3's own check). */
  readonly: boolean;
  all(bindings: unknown[]): unknown[];
}
interface Database {
  prepare(sql: string): Statement;
  pragma(statement: string, options?: { simple: boolean }): unknown;
  close(): void;
}
interface SqliteClient {
  driver: new (filename: string, options: { readonly: boolean; fileMustExist: boolean; timeout: number }) => Database;
  connectionSettings: { filename: string };
  acquireConnection(): Promise<Database>;
  releaseConnection(connection: Database): Promise<unknown>;
  _formatBindings(bindings: readonly unknown[]): unknown[];
}

interface Reader {
  database: Database;
  /** Each statement prepared once: the compiled ones' SQL is fixed, and the classifieds' one a set of filters. */
  statements: Map<string, Statement>;
}

/** Per CMS, keyed by its connection: a transaction's runner is another object, so it never finds one. */
const readers = new WeakMap<Knex, Reader>();

/**
 * A second connection to the SQLite file, read-only, for the statements compiled once that only
 * read (`compiledOnce`), outside a transaction (docs/data-model.md, "One SQLite file, several
 * processes"). knex gives SQLite one connection, and a transaction holds it until it commits: every
 * read of the process waited behind each write's statements. In WAL mode this connection reads
 * the last committed state meanwhile, and runs the statement at once, without knex's pool and
 * promises around it.
 */
export async function openSqliteReader(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(knex)) return;
  const client = knex.client as unknown as SqliteClient;
  // As many pages kept as the main connection keeps (config/database.ts).
  const main = await client.acquireConnection();
  const cacheSize = main.pragma('cache_size', { simple: true });
  await client.releaseConnection(main);
  // Never SQLite's busy handler, which sleeps on the event loop's thread: a statement that finds
  // the file busy goes through knex, which waits between turns of the loop.
  const database = new client.driver(client.connectionSettings.filename, { readonly: true, fileMustExist: true, timeout: 0 });
  database.pragma(`cache_size = ${Number(cacheSize)}`);
  readers.set(knex, { database, statements: new Map() });
}

export function closeSqliteReader(strapi: Core.Strapi) {
  readers.get(strapi.db.connection)?.database.close();
  readers.delete(strapi.db.connection);
}

const isBusy = (error: unknown) => String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY');

/**
 * The rows of `sql` read on `runner`'s reader, or undefined when it has none (PostgreSQL, a
 * transaction), when the statement writes, or when the file is busy: knex then runs it. It is
 * announced as knex announces its statements, to those recording them (sql-recorder.ts).
 */
export function readAtOnce<Row>(runner: Knex, sql: string, bindings: readonly unknown[]): Row[] | undefined {
  const reader = readers.get(runner);
  if (!reader) return undefined;
  let statement = reader.statements.get(sql);
  if (!statement) {
    statement = reader.database.prepare(sql);
    reader.statements.set(sql, statement);
  }
  if (!statement.readonly) return undefined;
  let rows: Row[];
  try {
    rows = statement.all((runner.client as unknown as SqliteClient)._formatBindings(bindings)) as Row[];
  } catch (error) {
    if (isBusy(error)) return undefined;
    throw error;
  }
  if (runner.listenerCount('query') > 0) runner.emit('query', { sql, bindings });
  return rows;
}
