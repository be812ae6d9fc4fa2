import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';

type Knex = Core.Strapi['db']['connection'];
type Query = ReturnType<Knex['queryBuilder']>;
type ListItem = string | number;

/** Holds the list's place among a statement's values until it runs. */
const LIST = '\u0000list';

/**
 * The rows of `table` (`{ alias: name }`) whose `column` is one of a list given as a single value,
 * so the statement's SQL is the same however long the list is: an `IN (?, ?, …)` list of its own
 * length was a new statement for the database to compile each time. On SQLite the list is a JSON
 * array that `json_each` reads, each item looked up through the table's index (a cross join keeps
 * that order; `IN (SELECT …)` first sorted the list, twice as slow); on PostgreSQL, an array.
 * Its columns must bind no values: knex lists the values of such a `from` before theirs, though the
 * columns come first in the SQL.
 */
export function fromList(knex: Knex, table: Record<string, string>, column: string, type: 'integer' | 'text'): Query {
  if (isPostgres(knex)) return knex(table).where(knex.raw(`?? = ANY(?::${type}[])`, [column, LIST]));
  return knex.from(knex.raw('json_each(?) AS listed', [LIST])).crossJoin(table, column, 'listed.value');
}

/**
 * A statement read `fromList` that knex builds and compiles once, then runs with each list, on
 * `runner` (the connection, or a transaction): building and compiling a statement with joins costs
 * knex several times what the database spends on the lookups (docs/data-model.md, "Public bike
 * rows"). It is compiled once per database: the tables and columns it names come from Strapi's
 * metadata, fixed once the CMS has booted.
 */
export function compiledOnce<Row>(build: (knex: Knex) => Query) {
  const compiled = new Map<boolean, { sql: string; bindings: readonly unknown[] }>();
  return async (runner: Knex, list: readonly ListItem[]): Promise<Row[]> => {
    const postgres = isPostgres(runner);
    const { sql, bindings } = compiled.get(postgres) ?? compiled.set(postgres, build(runner).toSQL()).get(postgres)!;
    const value = postgres ? [...list] : JSON.stringify(list);
    const result = await runner.raw(
      sql,
      bindings.map((binding) => (binding === LIST ? value : binding)) as Parameters<Knex['raw']>[1],
    );
    return postgres ? (result as { rows: Row[] }).rows : (result as Row[]);
  };
}
