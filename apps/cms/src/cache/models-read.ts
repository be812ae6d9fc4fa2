import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import { LRUCache } from 'lru-cache';

/**
 * The models a request read its answer from, so the response cache clears that answer only on
 * writes to them (src/cache/public-responses.ts). Every SQL statement sent while a request is
 * being read names its tables; kept values read from memory name their models
 * (`noteModelsRead`).
 */
const reading = new AsyncLocalStorage<Set<string>>();

/**
 * Stands for a table no model owns (the counts, ads and serial pieces that triggers keep from
 * several models' rows): a write to any model may change it.
 */
export const EVERY_MODEL = '*';

/** Tables kept from other models' rows that name the models they are kept from (`noteTableReadFrom`). */
const keptFrom = new Map<string, readonly string[]>();

/** A table kept from these models' rows: a read from it is a read from them, not from every model. */
export function noteTableReadFrom(table: string, models: readonly string[]) {
  keptFrom.set(table, models);
}

/** Statements are the same from request to request: each one's tables are worked out once. */
const STATEMENTS_KEPT = 2_000;

export function noteModelsRead(models: Iterable<string>) {
  const read = reading.getStore();
  if (read) for (const uid of models) read.add(uid);
}

/** Runs `read` and says which models it read from. */
export async function readingModels<T>(read: () => Promise<T>): Promise<{ result: T; models: ReadonlySet<string> }> {
  const models = new Set<string>();
  const result = await reading.run(models, read);
  return { result, models };
}

interface Attribute {
  joinTable?: { name: string };
  target?: string;
}

/**
 * Once the database's tables are all made (at bootstrap): names each table after the models that
 * own it, a relation's link table after both its ends, a kept table after the models it is kept
 * from, and any other table after every model.
 */
export async function watchTablesRead(strapi: Core.Strapi) {
  const owners = new Map<string, Set<string>>();
  const own = (table: string, uid: string) => (owners.get(table) ?? owners.set(table, new Set()).get(table)!).add(uid);
  for (const [uid, meta] of strapi.db.metadata) {
    own(meta.tableName, uid);
    for (const attribute of Object.values(meta.attributes) as Attribute[]) {
      if (!attribute.joinTable) continue;
      own(attribute.joinTable.name, uid);
      if (attribute.target) own(attribute.joinTable.name, attribute.target);
    }
  }
  for (const [table, models] of keptFrom) for (const uid of models) own(table, uid);
  for (const table of await strapi.db.dialect.schemaInspector.getTables()) if (!owners.has(table)) own(table, EVERY_MODEL);

  const modelsOf = new LRUCache<string, readonly string[]>({ max: STATEMENTS_KEPT });
  strapi.db.connection.on('query', ({ sql }: { sql: string }) => {
    const read = reading.getStore();
    if (!read) return;
    let models = modelsOf.get(sql);
    if (!models) {
      models = [...new Set((sql.match(/\w+/g) ?? []).flatMap((word) => [...(owners.get(word) ?? [])]))];
      modelsOf.set(sql, models);
    }
    for (const uid of models) read.add(uid);
  });
}
