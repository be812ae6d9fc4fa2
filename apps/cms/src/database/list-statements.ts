import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';
import { readAtOnce } from './sqlite-reader';

type Knex = Core.Strapi['db']['connection'];
export type Query = ReturnType<Knex['queryBuilder']>;
type ListItem = string | number;

/** What these statements read of Strapi's metadata for a model: its table and its relations' link tables. */
export interface JoinColumn {
  name: string;
  referencedColumn: string;
}
interface JoinTable {
  name: string;
  joinColumn: JoinColumn;
  inverseJoinColumn: JoinColumn;
  orderColumnName?: string;
  on?: Record<string, string>;
}
interface Meta {
  tableName: string;
  attributes: Record<string, { type?: string; target?: string; component?: string; joinTable?: JoinTable; morphBy?: string }>;
}

export const metaOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid) as unknown as Meta;

interface MorphJoinTable {
  name: string;
  joinColumn: JoinColumn;
  morphColumn: { idColumn: JoinColumn; typeColumn: { name: string } };
}

/** The table linking files to the rows of every model (Strapi's morph link), as a media `attribute` of `uid` reaches it. */
export const filesLinkOf = (strapi: Core.Strapi, uid: string, attribute: string) => {
  const { morphBy } = metaOf(strapi, uid).attributes[attribute];
  return (metaOf(strapi, 'plugin::upload.file').attributes[morphBy!] as unknown as { joinTable: MorphJoinTable }).joinTable;
};

/** A relation's (or a component's) link table and the model it leads to. */
export function relationOf(strapi: Core.Strapi, uid: string, attribute: string) {
  const { target, component, joinTable } = metaOf(strapi, uid).attributes[attribute];
  if (!joinTable) throw new Error(`No join table for ${uid}.${attribute}`);
  return { joinTable, target: (target ?? component)! };
}

/**
 * Joins what a row of `from` (a model's table under an alias) has one of through `attribute`'s
 * link table, the target's table under the attribute's name; left joins, as it may have none.
 * Selects the target's id and each of `fields` (the id among them or not) as `oneOfColumn` names
 * them: `hasOne` reads whether there is one, `columnReaders` the fields.
 *
 * On PostgreSQL each is a lateral lookup of its own: planning the chain of left joins (seven
 * relations, fifteen tables) cost it 2 to 15 ms a statement, ten times what running it costs;
 * each lookup on its own plans in a fraction of that.
 */
export function joinOne(strapi: Core.Strapi, knex: Knex, query: Query, from: { uid: string; alias: string }, attribute: string, fields: readonly string[]) {
  const { joinTable, target } = relationOf(strapi, from.uid, attribute);
  const link = `${attribute}_link`;
  const targetTable = { [attribute]: metaOf(strapi, target).tableName };
  const targetColumn = (field: string) => (field === 'id' ? 'id' : tableAndColumns(strapi, target, [field]).columns[0]);
  const linkToRow: [string, string] = [`${link}.${joinTable.joinColumn.name}`, `${from.alias}.${joinTable.joinColumn.referencedColumn}`];
  const linkToTarget: [string, string] = [`${attribute}.${joinTable.inverseJoinColumn.referencedColumn}`, `${link}.${joinTable.inverseJoinColumn.name}`];
  if (isPostgres(knex)) {
    const lookup = knex({ [link]: joinTable.name })
      .join(targetTable, ...linkToTarget)
      .select([...new Set(['id', ...fields])].map((field) => `${attribute}.${targetColumn(field)}`))
      .whereRaw('?? = ??', linkToRow)
      .limit(1);
    for (const [key, value] of Object.entries(joinTable.on ?? {})) lookup.where(`${link}.${key}`, value);
    query.joinRaw('left join lateral ? as ?? on true', [lookup, attribute]);
  } else {
    query.leftJoin({ [link]: joinTable.name }, (join) => {
      join.on(...linkToRow);
      for (const [key, value] of Object.entries(joinTable.on ?? {})) join.andOnVal(`${link}.${key}`, value);
    });
    query.leftJoin(targetTable, ...linkToTarget);
  }
  // The related row's id says whether there is one: its fields may all be empty.
  query.select({ [oneOfColumn(attribute, 'id')]: `${attribute}.id` });
  for (const field of fields) {
    if (field !== 'id') query.select({ [oneOfColumn(attribute, field)]: `${attribute}.${targetColumn(field)}` });
  }
}

/** The column `joinOne` selects a related row's field as. */
export const oneOfColumn = (attribute: string, field: string) => `${attribute}__${field}`;

/** Whether a row has one of `attribute`, as `joinOne` selected it: the related row's id says so. */
export const hasOne = (flat: Record<string, unknown>, attribute: string) => flat[oneOfColumn(attribute, 'id')] !== null;

/** As Strapi reads JSON: text that is not JSON stays as it is. */
function parsedJson(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * How Strapi's query engine reads a column of `uid`'s `attribute` (its fields' `fromDB`), for
 * rows a compiled statement reads: SQLite gives booleans as 0 and 1, dates as numbers and JSON
 * as text. A null stays null.
 */
function fromColumn(strapi: Core.Strapi, uid: string, attribute: string): (value: unknown) => unknown {
  const type = metaOf(strapi, uid).attributes[attribute]?.type;
  const read = (convert: (value: unknown) => unknown) => (value: unknown) => (value === null || value === undefined ? null : convert(value));
  switch (type) {
    case 'boolean':
      return read((value) => (typeof value === 'boolean' ? value : String(value) === '1' ? true : String(value) === '0' ? false : null));
    case 'datetime':
    case 'timestamp':
      return read((value) => {
        const date = value instanceof Date ? value : new Date(value as string | number);
        return Number.isNaN(date.getTime()) ? null : date.toISOString();
      });
    case 'integer':
    case 'float':
    case 'decimal':
      return read(Number);
    case 'biginteger':
      return read(String);
    case 'json':
      return read((value) => (typeof value === 'string' ? parsedJson(value) : value));
    default:
      return read((value) => value);
  }
}

/** A field of a row, the column a statement selected it as, and how to read it (`fromColumn`). */
export interface ColumnReader {
  field: string;
  column: string;
  value: (value: unknown) => unknown;
}

/** How to read each of `uid`'s `fields` from the column `columnOf` names (by default, the field's own name). */
export function columnReaders(
  strapi: Core.Strapi,
  uid: string,
  fields: readonly string[],
  columnOf: (field: string, index: number) => string = (field) => field,
): ColumnReader[] {
  return fields.map((field, index) => ({ field, column: columnOf(field, index), value: fromColumn(strapi, uid, field) }));
}

/** A statement's row read into an object of fields, as Strapi gives them. */
export function readColumns(readers: readonly ColumnReader[], flat: Record<string, unknown>) {
  const row: Record<string, unknown> = {};
  for (const { field, column, value } of readers) row[field] = value(flat[column]);
  return row;
}

const SLOT = '\u0000value:';

/**
 * Holds the place of a value given when a compiled statement runs (`compiledOnce`), under
 * `name`. A string no request can send: the statement is compiled with these alone.
 */
export const valueSlot = (name: string) => `${SLOT}${name}`;

/** The list's place (`fromList`). */
const LIST = valueSlot('list');

/** The values a compiled statement runs with: its list, if it reads one, and its other slots by name. */
export type SlotValues = { list?: readonly ListItem[] } & Record<string, unknown>;

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
 * As `fromList`, in the list's order, so a `limit` keeps the first of the list that the rest of
 * the statement finds: the list read as rows with their places (PostgreSQL's `WITH ORDINALITY`,
 * SQLite's `json_each` keys), each looked up through the table's index.
 */
export function fromListInOrder(knex: Knex, table: Record<string, string>, column: string, type: 'integer' | 'text'): Query {
  if (isPostgres(knex)) {
    return knex.from(knex.raw(`unnest(?::${type}[]) WITH ORDINALITY AS listed (value, place)`, [LIST])).join(table, column, 'listed.value').orderBy('listed.place');
  }
  return knex.from(knex.raw('json_each(?) AS listed', [LIST])).crossJoin(table, column, 'listed.value').orderBy('listed.key');
}

/**
 * Where a compiled statement runs: in the caller's transaction when there is one (on SQLite, its
 * connection is the only one, so the pool would wait for it), else on the pool; a read alone
 * needs no transaction, which would cost more than its lookups.
 */
export async function currentRunner(strapi: Core.Strapi): Promise<Knex> {
  return strapi.db.inTransaction() ? ((await strapi.db.transaction()).get() as Knex) : strapi.db.connection;
}

/** A slot's value as the database takes it; the list as a JSON array on SQLite, an array on PostgreSQL. */
function slotValue(slot: string, values: SlotValues, postgres: boolean) {
  const name = slot.slice(SLOT.length);
  if (!(name in values)) throw new Error(`No value for the statement's slot "${name}"`);
  if (slot !== LIST) return values[name];
  return postgres ? [...values.list!] : JSON.stringify(values.list);
}

/**
 * A statement (often read `fromList`, or raw SQL whose names knex fills in) that knex builds and
 * compiles once, then runs with each request's values in its slots (`valueSlot`), on `runner`
 * (the connection, or a transaction):
 * building and compiling a statement with joins costs knex several times what the database spends
 * on the lookups (docs/data-model.md, "Bike rows"). It is compiled once per database: the
 * tables and columns it names come from Strapi's metadata, fixed once the CMS has booted. On
 * SQLite, outside a transaction, a statement that only reads runs on the reader (sqlite-reader.ts). On
 * PostgreSQL it is also planned once for all its values (config/database.ts), so its best plan
 * must not depend on them; one `plannedForValues` (a name looked up in the classifieds) is planned
 * at each run instead, as SQLite plans a statement whose values it keeps samples of.
 */
export function compiledOnce<Row>(build: (knex: Knex) => Query | ReturnType<Knex['raw']>, { plannedForValues = false } = {}) {
  const compiled = new Map<boolean, { sql: string; bindings: readonly unknown[]; name: string }>();
  const compile = (knex: Knex) => {
    const { sql, bindings } = build(knex).toSQL();
    return { sql, bindings, name: `compiled_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}` };
  };
  return async (runner: Knex, values: SlotValues): Promise<Row[]> => {
    const postgres = isPostgres(runner);
    const { sql, bindings, name } = compiled.get(postgres) ?? compiled.set(postgres, compile(runner)).get(postgres)!;
    const given = bindings.map((binding) => (typeof binding === 'string' && binding.startsWith(SLOT) ? slotValue(binding, values, postgres) : binding));
    const read = postgres ? undefined : readAtOnce<Row>(runner, sql, given);
    if (read) return read;
    const statement = runner.raw(sql, given as Parameters<Knex['raw']>[1]);
    if (!postgres) return (await statement) as Row[];
    if (plannedForValues) return ((await statement) as { rows: Row[] }).rows;
    // A named statement, which each connection parses and plans once: planning the bikes
    // statement's joins cost PostgreSQL 2 to 15 ms a run, ten times what running it costs.
    return ((await statement.options({ name })) as { rows: Row[] }).rows;
  };
}
