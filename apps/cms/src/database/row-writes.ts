import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';
import { compiledOnce, currentRunner, filesLinkOf, metaOf, valueSlot } from './list-statements';

type Knex = Core.Strapi['db']['connection'];

/** What a write gives a field: a value for a column, an id or ids for a relation or a media field. */
export type RowData = Record<string, unknown>;

interface Attribute {
  type: string;
  columnName?: string;
  default?: unknown;
  relation?: string;
  target?: string;
  morphBy?: string;
  joinTable?: {
    name: string;
    joinColumn: { name: string };
    inverseJoinColumn: { name: string };
    orderColumnName?: string;
    inverseOrderColumnName?: string;
    on?: Record<string, unknown>;
  };
}

/** One column a write sets, and how its value goes in (Strapi's fields' `toDB`, for the types the project writes). */
interface Column {
  field: string;
  column: string;
  value: (value: unknown) => unknown;
}

/**
 * Where a link field's ids are written: the table its links are rows of, the columns naming the
 * row that links (its id's, and for a file its model's and field's, given), the linked id's
 * column and the order's; and its two statements for one row, compiled once, that drop the row's
 * links and insert them again, in order.
 */
interface Links {
  field: string;
  single: boolean;
  table: string;
  owner: { id: string; given: Readonly<Record<string, string>> };
  linked: string;
  order?: string;
  drop: ReturnType<typeof compiledOnce>;
  insert: ReturnType<typeof compiledOnce>;
}

const asDate = (value: unknown) => {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: ${String(value)}`);
  return date;
};

function columnOf(field: string, attribute: Attribute): Column {
  const toDb = (convert: (value: unknown) => unknown) => (value: unknown) => (value === null || value === undefined ? null : convert(value));
  const value = (() => {
    switch (attribute.type) {
      case 'datetime':
      case 'timestamp':
        return toDb(asDate);
      case 'json':
      case 'blocks':
        return toDb((json) => (typeof json === 'object' ? JSON.stringify(json) : json));
      case 'string':
      case 'text':
      case 'richtext':
      case 'email':
      case 'uid':
      case 'enumeration':
      case 'integer':
      case 'float':
      case 'decimal':
      case 'biginteger':
      case 'boolean':
      case 'date':
        return toDb((plain) => plain);
      default:
        throw new Error(`A row write cannot set ${field} (${attribute.type})`);
    }
  })();
  return { field, column: attribute.columnName!, value };
}

/**
 * The inserted links' ids from one value however many there are (`fromList`'s way): on SQLite a
 * JSON array read by `json_each`, on PostgreSQL an array `unnest` reads; each with its place from 1.
 */
const listedIds = (knex: Knex) =>
  isPostgres(knex)
    ? { from: 'unnest(?::integer[]) WITH ORDINALITY AS listed(value, place)', id: 'listed.value', place: 'listed.place' }
    : { from: 'json_each(?) AS listed', id: 'listed.value', place: 'listed.key + 1' };

/** A link field's description, with its statements for one row (its id and ids in slots). */
function linksOf(description: Omit<Links, 'drop' | 'insert'>): Links {
  const { table, owner, linked, order } = description;
  const drop = compiledOnce((knex) => knex(table).delete().where({ [owner.id]: valueSlot('id'), ...owner.given }));
  const insert = compiledOnce((knex) => {
    const listed = listedIds(knex);
    const columns = [owner.id, ...Object.keys(owner.given), linked, ...(order ? [order] : [])];
    const values = ['?', ...Object.keys(owner.given).map(() => '?'), listed.id, ...(order ? [listed.place] : [])];
    return knex.raw(`INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${values.join(', ')} FROM ${listed.from}`, [
      table,
      ...columns,
      valueSlot('id'),
      ...Object.values(owner.given),
      valueSlot('list'),
    ]);
  });
  return { ...description, drop, insert };
}

/** A relation through a link table, many-to-one or many-to-many: the kinds the project's writes set. */
function relationLinks(field: string, attribute: Attribute): Links {
  const { joinTable, relation } = attribute;
  if (!joinTable || !['manyToOne', 'manyToMany'].includes(relation!) || joinTable.inverseOrderColumnName || joinTable.on) {
    throw new Error(`A row write cannot set the relation ${field} (${relation})`);
  }
  const { name, joinColumn, inverseJoinColumn, orderColumnName } = joinTable;
  return linksOf({ field, single: relation === 'manyToOne', table: name, owner: { id: joinColumn.name, given: {} }, linked: inverseJoinColumn.name, order: orderColumnName });
}

/** A media field: its files linked through the files' link table, under the field's name, in order. */
function mediaLinks(strapi: Core.Strapi, uid: string, field: string, attribute: Attribute): Links {
  const { name, joinColumn, morphColumn } = filesLinkOf(strapi, uid, field);
  return linksOf({
    field,
    single: attribute.relation === 'morphOne',
    table: name,
    owner: { id: morphColumn.idColumn.name, given: { [morphColumn.typeColumn.name]: uid, field } },
    linked: joinColumn.name,
    order: 'order',
  });
}

/**
 * On PostgreSQL, a row's write and its links' in one statement (data-modifying `WITH`s), where
 * they were a statement each between BEGIN and COMMIT: each statement is a round trip, and under
 * load a write's round trips each wait for the event loop, so a write took 127 ms at p50 amid
 * reads of 27. `written` is the row's insert or update, returning its id; each link field's links
 * are dropped (for an update) and inserted, list `links_<n>`, only if the row was written. An
 * insert reads its drop's count, so the drop runs first, and a link kept has its old row gone
 * before its new one is checked against the unique pair. The triggers fire at the statement's
 * end, as they did at each statement's.
 */
function writtenWithLinks(knex: Knex, written: ReturnType<Knex['queryBuilder']>, linked: readonly Links[], replacing: boolean) {
  const bindings: unknown[] = [written];
  const listed = listedIds(knex);
  const steps = linked.flatMap(({ table, owner, linked: linkedColumn, order }, index) => {
    const given = Object.entries(owner.given);
    const ownColumns = [owner.id, ...given.map(([column]) => column)];
    const drop = `dropped_${index} AS (DELETE FROM ?? AS l USING written WHERE ${ownColumns.map((_, at) => (at === 0 ? 'l.?? = written.id' : 'l.?? = ?')).join(' AND ')} RETURNING 1)`;
    const columns = [...ownColumns, linkedColumn, ...(order ? [order] : [])];
    const insert = `linked_${index} AS (INSERT INTO ?? (${columns.map(() => '??').join(', ')})
      SELECT written.id, ${given.map(() => '?').join(', ')}${given.length ? ', ' : ''}${listed.id}${order ? `, ${listed.place}` : ''}
      FROM written, ${listed.from}${replacing ? ` WHERE (SELECT count(*) FROM dropped_${index}) >= 0` : ''})`;
    if (replacing) bindings.push(table, owner.id, ...given.flat());
    bindings.push(table, ...columns, ...given.map(([, value]) => value), valueSlot(`links_${index}`));
    return replacing ? [drop, insert] : [insert];
  });
  return knex.raw(`WITH written AS (?)${steps.map((step) => `, ${step}`).join('')} SELECT id FROM written`, bindings);
}

/** A link field's value as the ids it links, without repeats (Strapi keeps the first of each too). */
function linkedIds(links: Links, value: unknown): number[] {
  const ids = value === null ? [] : Array.isArray(value) ? value : [value];
  if (!ids.every((id) => Number.isInteger(id)) || (links.single && ids.length > 1)) {
    throw new Error(`A row write links ${links.field} by id${links.single ? '' : 's'}, got ${JSON.stringify(value)}`);
  }
  return [...new Set(ids as number[])];
}

/** The writes of one model (`rowWrites`). */
function writerOf(strapi: Core.Strapi, uid: string) {
  const { attributes } = metaOf(strapi, uid) as unknown as { attributes: Record<string, Attribute> };
  const { tableName } = metaOf(strapi, uid);
  /** The columns a create fills with their default when the data leaves them out. */
  const defaulted = Object.entries(attributes).filter(([, attribute]) => attribute.default !== undefined && attribute.type !== 'relation');
  // Each field's statements are built when a write first names it: the model's other fields
  // (the inverse sides of its relations, say) are never written this way and need not be writable.
  const fields = new Map<string, Column | Links>();
  const fieldOf = (field: string) => {
    let found = fields.get(field);
    if (!found) {
      const attribute = attributes[field];
      if (!attribute) throw new Error(`${uid} has no field ${field}`);
      if (attribute.type !== 'relation') found = columnOf(field, attribute);
      else if (attribute.target === 'plugin::upload.file' && attribute.morphBy) found = mediaLinks(strapi, uid, field, attribute);
      else found = relationLinks(field, attribute);
      fields.set(field, found);
    }
    return found;
  };

  /** The data's columns and links apart; a field the model lacks, or cannot take, is an error. */
  function split(data: RowData) {
    const set: Column[] = [];
    const linked: [Links, number[]][] = [];
    for (const [field, value] of Object.entries(data)) {
      if (value === undefined) continue;
      const found = fieldOf(field);
      if ('column' in found) set.push(found);
      else linked.push([found, linkedIds(found, value)]);
    }
    return { set: set.sort((a, b) => a.column.localeCompare(b.column)), linked };
  }

  // One compiled statement per set of columns (and on PostgreSQL of link fields): the project's writes use a few each.
  const statements = new Map<string, ReturnType<typeof compiledOnce<{ id: number }>>>();
  const slotValues = (set: Column[], data: RowData) => Object.fromEntries(set.map(({ field, column, value }) => [column, value(data[field])]));
  type Build = (knex: Knex, slots: Record<string, string>) => ReturnType<Knex['queryBuilder']>;

  /**
   * Writes the row (`build`: its insert or update, returning its id, `values` in its slots) and
   * its links, and gives its id, none if there was no row to update. On PostgreSQL in one
   * statement (`writtenWithLinks`); on SQLite one statement after another in a transaction, where
   * a statement is no round trip.
   */
  async function write(kind: 'insert' | 'update', set: Column[], linked: [Links, number[]][], build: Build, values: RowData): Promise<number | undefined> {
    const postgres = isPostgres(strapi.db.connection);
    const key = `${kind} ${set.map(({ column }) => column).join(' ')}${postgres ? ` links ${linked.map(([links]) => links.field).join(' ')}` : ''}`;
    let statement = statements.get(key);
    if (!statement) {
      const fields = linked.map(([links]) => links);
      statement = compiledOnce<{ id: number }>((knex) => {
        const written = build(knex, Object.fromEntries(set.map(({ column }) => [column, valueSlot(column)])));
        return postgres ? writtenWithLinks(knex, written, fields, kind === 'update') : written;
      });
      statements.set(key, statement);
    }
    if (postgres) {
      const [row] = await statement(await currentRunner(strapi), { ...values, ...Object.fromEntries(linked.map(([, ids], index) => [`links_${index}`, ids])) });
      return row?.id;
    }
    return strapi.db.transaction(async ({ trx }) => {
      const [row] = await statement!(trx, values);
      for (const [links, ids] of row ? linked : []) {
        if (kind === 'update') await links.drop(trx, { id: row.id });
        if (ids.length) await links.insert(trx, { id: row.id, list: ids });
      }
      return row?.id;
    });
  }

  return {
    /** A new row with `data` (its columns, and ids for its link fields), and the fields' defaults for the rest. */
    async create(data: RowData): Promise<{ id: number; documentId: string }> {
      const params = { data: { ...data } };
      const states = await strapi.db.lifecycles.run('beforeCreate', uid, { params });
      for (const [field, attribute] of defaulted) {
        if (params.data[field] === undefined) params.data[field] = typeof attribute.default === 'function' ? attribute.default() : attribute.default;
      }
      const { set, linked } = split(params.data);
      const id = await write('insert', set, linked, (knex, slots) => knex(tableName).insert(slots).returning('id'), slotValues(set, params.data));
      const result = { id: Number(id), documentId: params.data.documentId as string };
      await strapi.db.lifecycles.run('afterCreate', uid, { params, result }, states);
      return result;
    },

    /**
     * Sets `data` on the row `id`: the columns it names, and each link field it names to exactly
     * the ids given (none for null). Whether the row was there to update.
     */
    async update(id: number, data: RowData): Promise<boolean> {
      const params = { where: { id }, data: { ...data } };
      const states = await strapi.db.lifecycles.run('beforeUpdate', uid, { params });
      const { set, linked } = split(params.data);
      const build: Build = (knex, slots) => knex(tableName).update(slots).where('id', valueSlot('id')).returning('id');
      const found = (await write('update', set, linked, build, { ...slotValues(set, params.data), id })) !== undefined;
      if (found) await strapi.db.lifecycles.run('afterUpdate', uid, { params, result: { id } }, states);
      return found;
    },
  };
}

/** Each CMS's writers by model: a writer keeps the statements it compiled. */
const writers = new WeakMap<Core.Strapi, Map<string, ReturnType<typeof writerOf>>>();

/**
 * Creates and updates rows of `uid` by id through statements compiled once
 * (list-statements.ts, `compiledOnce`): a row's columns in one statement, and each link field it
 * is given (a many-to-one or many-to-many relation, a media field) dropped and inserted again in
 * two, its ids in one value; on PostgreSQL all of them one statement (`writtenWithLinks`). Strapi's query engine builds each of those statements anew, reads the
 * row before and after, and looks a link's changes up before writing them: one column of a bike
 * cost it 330 µs of CPU, and these statements 45 (docs/architecture.md, "An owner's write goes by id").
 *
 * As the query engine does, each write runs the model's lifecycles (the timestamps, the caches
 * that clear on write), its links written with it at once, and a create fills what the data leaves
 * out with the fields' defaults (the documentId among them). The database still decides what its
 * constraints and triggers decide (unique fields, kept rows). One writer per CMS and model, so
 * each statement is compiled once wherever it is asked for.
 */
export function rowWrites(strapi: Core.Strapi, uid: string) {
  const ofCms = writers.get(strapi) ?? writers.set(strapi, new Map()).get(strapi)!;
  return ofCms.get(uid) ?? ofCms.set(uid, writerOf(strapi, uid)).get(uid)!;
}
