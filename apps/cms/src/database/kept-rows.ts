import type { Core } from '@strapi/strapi';
import { noteTableReadFrom } from '../cache/models-read';
import { isPostgres } from './indexes';
import { compiledOnce, fromList, type Query } from './list-statements';
import { createTriggers, triggersExist, type Trigger } from './triggers';

type Knex = Core.Strapi['db']['connection'];

/**
 * A table the rows of one model's view are kept in, each as the JSON the view reads it into
 * (docs/data-model.md, "Kept rows"), so a page of them is one lookup by primary key instead of
 * the view's joins. Triggers on every table the view reads from empty a row and count up its
 * generation in the same transaction as the write that changes it; a read that finds a row empty
 * reads it through the view and keeps it, unless its generation moved meanwhile. A row is never
 * kept staler than the write that last changed it.
 */
export interface KeptRowsSpec {
  /** The kept table's name. */
  table: string;
  /** The model whose rows are kept, one kept row per row of its table, with the same id. */
  model: { uid: string; table: string };
  /** The other tables the view reads from, and which of the model's rows a change to one of their rows changes. */
  sources: readonly KeptSource[];
}

export interface KeptSource {
  /** A short name for its triggers, unique in the spec. */
  name: string;
  table: string;
  /** The model the table belongs to (for the response cache: src/cache/models-read.ts). */
  uid: string;
  /** The model's ids a row (`NEW` or `OLD`) of the table stands for: a list of values or a query. */
  ids: (row: 'NEW' | 'OLD') => string;
  /** Only changes to these columns change the view (all of them when absent). */
  columns?: readonly string[];
  /** A row of the table that is new changes nothing yet (a lookup, a file: nothing links to it). */
  insertChangesNothing?: boolean;
}

/** A kept row as read: its generation, its JSON and the shape it was kept in (both null while it is empty). */
export interface KeptRow {
  id: number;
  generation: number;
  body: string | null;
  shape: string | null;
}

/** Reads `table`'s kept rows beside the rows a query finds, joined on their `id`: `keptRowsRead` takes them back. */
export const readBeside = (query: Query, table: string, id: string) => query.leftJoin({ k: table }, 'k.id', id).select('k.generation', 'k.body', 'k.shape');

/**
 * The kept rows a statement read beside the rows it found (`readBeside`, or SQL selecting the
 * same columns), each found row's `id` being its kept row's: a left join, so a row with no kept
 * row (none yet) has a null generation, and is left out.
 */
export function keptRowsRead(found: readonly Record<string, unknown>[], id: string): KeptRow[] {
  return found.flatMap((row) =>
    row.generation === null || row[id] === null ? [] : [{ id: Number(row[id]), generation: Number(row.generation), body: row.body as string | null, shape: row.shape as string | null }],
  );
}

function triggersOf({ table, model, sources }: KeptRowsSpec): Trigger[] {
  const emptied = (ids: string) => `UPDATE ${table} SET body = NULL, shape = NULL, generation = generation + 1 WHERE id IN (${ids})`;
  const modelTriggers: Trigger[] = [
    {
      name: `${table}_insert`,
      table: model.table,
      event: 'INSERT',
      statements: [`INSERT INTO ${table} (id) VALUES (NEW.id) ON CONFLICT (id) DO UPDATE SET body = NULL, shape = NULL, generation = ${table}.generation + 1`],
    },
    { name: `${table}_update`, table: model.table, event: 'UPDATE', statements: [emptied('OLD.id, NEW.id')] },
    { name: `${table}_delete`, table: model.table, event: 'DELETE', statements: [`DELETE FROM ${table} WHERE id = OLD.id`] },
  ];
  const sourceTriggers = sources.flatMap((source): Trigger[] => [
    ...(source.insertChangesNothing ? [] : [{ name: `${table}_${source.name}_insert`, table: source.table, event: 'INSERT', statements: [emptied(source.ids('NEW'))] }]),
    {
      name: `${table}_${source.name}_update`,
      table: source.table,
      event: source.columns ? `UPDATE OF ${source.columns.join(', ')}` : 'UPDATE',
      statements: [emptied(source.ids('OLD')), emptied(source.ids('NEW'))],
    },
    { name: `${table}_${source.name}_delete`, table: source.table, event: 'DELETE', statements: [emptied(source.ids('OLD'))] },
  ]);
  return [...modelTriggers, ...sourceTriggers];
}

/**
 * Makes the table and its triggers, at every boot. A kept row for every row of the model's
 * table; where the triggers were missing (a new table, or on SQLite a rebuilt one, whose
 * triggers go with it), every row is emptied, since writes may have passed unseen.
 */
export async function ensureKeptRows(strapi: Core.Strapi, spec: KeptRowsSpec) {
  const knex = strapi.db.connection;
  const triggers = triggersOf(spec);
  const wereThere = (await knex.schema.hasTable(spec.table)) && (await triggersExist(knex, triggers.map((trigger) => trigger.name)));
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${spec.table} (id INTEGER PRIMARY KEY, generation INTEGER NOT NULL DEFAULT 0, body TEXT, shape TEXT)`);
  await createTriggers(knex, triggers);
  if (!wereThere) {
    await knex.raw(`DELETE FROM ${spec.table} WHERE id NOT IN (SELECT id FROM ${spec.model.table})`);
    await knex.raw(`UPDATE ${spec.table} SET body = NULL, shape = NULL, generation = generation + 1`);
    await knex.raw(`INSERT INTO ${spec.table} (id) SELECT id FROM ${spec.model.table} WHERE true ON CONFLICT (id) DO NOTHING`);
  }
  noteTableReadFrom(spec.table, [spec.model.uid, ...spec.sources.map((source) => source.uid)]);
}

/** Reads and keeps the rows of `table`. */
export function keptRows(table: string) {
  const read = compiledOnce<KeptRow>((knex) => fromList(knex, { k: table }, 'k.id', 'integer').select('k.id', 'k.generation', 'k.body', 'k.shape'));
  return {
    /** The kept rows of `ids` that exist, in no order. */
    read: async (runner: Knex, ids: readonly number[]) =>
      (await read(runner, { list: ids })).map((row) => ({ ...row, id: Number(row.id), generation: Number(row.generation) })),

    /**
     * Keeps each row read through the view in `shape`, unless a write moved its generation since
     * it was read: the generation was read before the row, so a write in between is never lost.
     * On PostgreSQL one statement a row, so a keep never holds one row's lock while waiting for
     * another's, which a writer might hold in the other order.
     */
    async keep(runner: Knex, shape: string, rows: readonly { id: number; generation: number; body: string }[]) {
      if (rows.length === 0) return;
      if (!isPostgres(runner)) {
        await runner.raw(
          `UPDATE ${table} SET body = kept.value ->> 'body', shape = ? FROM json_each(?) AS kept
            WHERE ${table}.id = kept.value ->> 'id' AND ${table}.generation = kept.value ->> 'generation'`,
          [shape, JSON.stringify(rows)],
        );
        return;
      }
      for (const row of rows) await runner(table).update({ body: row.body, shape }).where({ id: row.id, generation: row.generation });
    },
  };
}
