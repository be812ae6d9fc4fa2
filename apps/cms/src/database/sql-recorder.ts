import type { Core } from '@strapi/strapi';

export interface RecordedStatement {
  sql: string;
  bindings: readonly unknown[];
  /** A named statement's name (`compiledOnce`, on PostgreSQL): the connection keeps it prepared. */
  name?: string;
}

/** Reads only: a transaction's BEGIN and COMMIT have no plan. */
export const isRead = (sql: string) => /^\s*(select|with)\b/i.test(sql);

/**
 * Every SQL statement sent to the database while `run` is under way, with its bindings (those
 * `keep` accepts). Run one request at a time: anything else querying meanwhile would be recorded
 * too. The query-plan and cache tests and the benchmark (`bench/prepare.mjs`, from `dist/`) use it.
 */
export async function recordStatements<T>(
  strapi: Core.Strapi,
  run: () => PromiseLike<T>,
  keep: (sql: string) => boolean = () => true,
) {
  const statements: RecordedStatement[] = [];
  const record = ({ sql, bindings, options }: { sql: string; bindings?: readonly unknown[]; options?: { name?: string } }) => {
    if (keep(sql)) statements.push({ sql, bindings: bindings ?? [], ...(options?.name && { name: options.name }) });
  };
  strapi.db.connection.on('query', record);
  try {
    return { result: await run(), statements };
  } finally {
    strapi.db.connection.removeListener('query', record);
  }
}
