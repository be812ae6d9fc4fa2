import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';
import { compiledOnce, filesLinkOf, metaOf, valueSlot } from './list-statements';

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

/** How a link field's ids are written: the statements that drop a row's links and insert them again, in order. */
interface Links {
  field: string;
  single: boolean;
  drop: (runner: Knex, id: number) => Promise<unknown>;
  insert: (runner: Knex, id: number, ids: number[]) => Promise<unknown>;
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

/** A link field's two compiled statements, run for one row. */
function linksOf(field: string, single: boolean, drop: ReturnType<typeof compiledOnce>, insert: ReturnType<typeof compiledOnce>): Links {
  return { field, single, drop: (runner, id) => drop(runner, { id }), insert: (runner, id, ids) => insert(runner, { id, list: ids }) };
}

/** A relation through a link table, many-to-one or many-to-many: the kinds the project's writes set. */
function relationLinks(field: string, attribute: Attribute): Links {
  const { joinTable, relation } = attribute;
  if (!joinTable || !['manyToOne', 'manyToMany'].includes(relation!) || joinTable.inverseOrderColumnName || joinTable.on) {
    throw new Error(`A row write cannot set the relation ${field} (${relation})`);
  }
  const { name, joinColumn, inverseJoinColumn, orderColumnName } = joinTable;
  const drop = compiledOnce((knex) => knex(name).delete().where(joinColumn.name, valueSlot('id')));
  const insert = compiledOnce((knex) => {
    const listed = listedIds(knex);
    const columns = [joinColumn.name, inverseJoinColumn.name, ...(orderColumnName ? [orderColumnName] : [])];
    const values = ['?', listed.id, ...(orderColumnName ? [listed.place] : [])];
    return knex.raw(`INSERT INTO ?? (${columns.map(() => '??').join(', ')}) SELECT ${values.join(', ')} FROM ${listed.from}`, [
      name,
      ...columns,
      valueSlot('id'),
      valueSlot('list'),
    ]);
  });
  return linksOf(field, relation === 'manyToOne', drop, insert);
}

/** A media field: its files linked through the files' link table, under the field's name, in order. */
function mediaLinks(strapi: Core.Strapi, uid: string, field: string, attribute: Attribute): Links {
  const { name, joinColumn, morphColumn } = filesLinkOf(strapi, uid, field);
  const owner = { [morphColumn.idColumn.name]: valueSlot('id'), [morphColumn.typeColumn.name]: uid, field };
  const drop = compiledOnce((knex) => knex(name).delete().where(owner));
  const insert = compiledOnce((knex) => {
    const listed = listedIds(knex);
    return knex.raw(`INSERT INTO ?? (??, ??, ??, ??, ??) SELECT ${listed.id}, ?, ?, ?, ${listed.place} FROM ${listed.from}`, [
      name,
      joinColumn.name,
      morphColumn.idColumn.name,
      morphColumn.typeColumn.name,
      'field',
      'order',
      valueSlot('id'),
      uid,
      field,
      valueSlot('list'),
    ]);
  });
  return linksOf(field, attribute.relation === 'morphOne', drop, insert);
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

  // One compiled statement per set of columns: the project's writes use a few each.
  const statements = new Map<string, ReturnType<typeof compiledOnce<{ id: number }>>>();
  const statementFor = (kind: 'insert' | 'update', set: Column[], build: (knex: Knex, slots: Record<string, string>) => ReturnType<Knex['queryBuilder']>) => {
    const key = `${kind} ${set.map(({ column }) => column).join(' ')}`;
    let statement = statements.get(key);
    if (!statement) {
      statement = compiledOnce<{ id: number }>((knex) => build(knex, Object.fromEntries(set.map(({ column }) => [column, valueSlot(column)]))));
      statements.set(key, statement);
    }
    return statement;
  };
  const slotValues = (set: Column[], data: RowData) => Object.fromEntries(set.map(({ field, column, value }) => [column, value(data[field])]));

  async function writeLinks(runner: Knex, id: number, linked: [Links, number[]][], replacing: boolean) {
    for (const [fieldLinks, ids] of linked) {
      if (replacing) await fieldLinks.drop(runner, id);
      if (ids.length) await fieldLinks.insert(runner, id, ids);
    }
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
      const insert = statementFor('insert', set, (knex, slots) => knex(tableName).insert(slots).returning('id'));
      const result = await strapi.db.transaction(async ({ trx }) => {
        const [{ id }] = await insert(trx, slotValues(set, params.data));
        await writeLinks(trx, id, linked, false);
        return { id, documentId: params.data.documentId as string };
      });
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
      const update = statementFor('update', set, (knex, slots) => knex(tableName).update(slots).where('id', valueSlot('id')).returning('id'));
      const found = await strapi.db.transaction(async ({ trx }) => {
        const [row] = await update(trx, { ...slotValues(set, params.data), id });
        if (row) await writeLinks(trx, id, linked, true);
        return Boolean(row);
      });
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
 * two, its ids in one value. Strapi's query engine builds each of those statements anew, reads the
 * row before and after, and looks a link's changes up before writing them: one column of a bike
 * cost it 330 µs of CPU, and these statements 45 (docs/architecture.md, "An owner's write goes by id").
 *
 * As the query engine does, each write runs the model's lifecycles (the timestamps, the caches
 * that clear on write), in a transaction with its links, and a create fills what the data leaves
 * out with the fields' defaults (the documentId among them). The database still decides what its
 * constraints and triggers decide (unique fields, kept rows). One writer per CMS and model, so
 * each statement is compiled once wherever it is asked for.
 */
export function rowWrites(strapi: Core.Strapi, uid: string) {
  const ofCms = writers.get(strapi) ?? writers.set(strapi, new Map()).get(strapi)!;
  return ofCms.get(uid) ?? ofCms.set(uid, writerOf(strapi, uid)).get(uid)!;
}
