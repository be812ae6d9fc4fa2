import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import {
  columnReaders,
  compiledOnce,
  currentRunner,
  hasOne,
  joinOne,
  oneOfColumn,
  readColumns,
  relationOf,
  valueSlot,
  type ColumnReader,
} from '../../database/list-statements';

const BIKE = 'api::bike.bike';

/** What is read of a bike named by its documentId or its id, and of its owner. */
export interface BikeWithOwnerLookup {
  by: 'documentId' | 'id';
  fields: readonly string[];
  ownerFields: readonly string[];
  /** A pending bike is as unknown as a missing one (docs/decisions/d5-approval.md). */
  approvedOnly?: boolean;
}

type Flat = Record<string, unknown>;
interface Reader {
  statement: ReturnType<typeof compiledOnce<Flat>>;
  bike: ColumnReader[];
  owner: ColumnReader[];
}

const readers = new WeakMap<Core.Strapi, Map<string, Reader>>();

function readerOf(strapi: Core.Strapi, lookup: BikeWithOwnerLookup): Reader {
  const key = JSON.stringify(lookup);
  const made = readers.get(strapi)?.get(key);
  if (made) return made;
  const { by, fields, ownerFields, approvedOnly } = lookup;
  const statement = compiledOnce<Flat>((knex) => {
    const {
      table,
      columns: [named, approved, ...columns],
    } = tableAndColumns(strapi, BIKE, [by, 'approved', ...fields]);
    const query = knex({ b: table })
      .select(Object.fromEntries(fields.map((field, index) => [field, `b.${columns[index]}`])))
      .where(`b.${named}`, valueSlot('named'))
      .limit(1);
    if (approvedOnly) query.where(`b.${approved}`, true);
    joinOne(strapi, knex, query, { uid: BIKE, alias: 'b' }, 'user', ownerFields);
    return query;
  });
  const reader = {
    statement,
    bike: columnReaders(strapi, BIKE, fields),
    owner: columnReaders(strapi, relationOf(strapi, BIKE, 'user').target, ownerFields, (field) => oneOfColumn('user', field)),
  };
  if (!readers.has(strapi)) readers.set(strapi, new Map());
  readers.get(strapi)!.set(key, reader);
  return reader;
}

/**
 * The bike `named` (by the lookup's documentId or id) and its owner (null when it has none), in
 * one statement compiled once (src/database/list-statements.ts): Strapi's query engine with a
 * populate asked two, each built anew, on every owner's write, every message sent and every ad
 * put up. Null when there is no such bike.
 */
export async function bikeWithOwner<Bike, Owner>(strapi: Core.Strapi, lookup: BikeWithOwnerLookup, named: string | number) {
  const { statement, bike, owner } = readerOf(strapi, lookup);
  const [flat] = await statement(await currentRunner(strapi), { named });
  if (!flat) return null;
  return { bike: readColumns(bike, flat) as Bike, owner: hasOne(flat, 'user') ? (readColumns(owner, flat) as Owner) : null };
}
