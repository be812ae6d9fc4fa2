import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import {
  columnReaders,
  compiledOnce,
  currentRunner,
  fromList,
  hasOne,
  joinOne,
  metaOf,
  oneOfColumn,
  readColumns,
  relationOf,
  type ColumnReader,
} from '../../database/list-statements';

const MESSAGE = 'api::message.message';

/** A message with what the inbox and a conversation show of its bike and parties; a deleted party or bike is null. */
export interface MessageRow {
  id: number;
  documentId: string;
  message: string;
  read: boolean;
  createdAt: string;
  bike: { documentId: string; slug: string; nickName: string; on_sale: boolean } | null;
  sender: { id: number; name: string } | null;
  reciever: { id: number; name: string } | null;
}

const OWN_FIELDS = ['id', 'documentId', 'message', 'read', 'createdAt'];
/** What is shown of each linked row. */
const LINKED_FIELDS = { bike: ['documentId', 'slug', 'nickName', 'on_sale'], sender: ['id', 'name'], reciever: ['id', 'name'] };

type Flat = Record<string, unknown>;

/**
 * The messages of a list of ids with their bike, sender and receiver, in one statement however
 * long the list (src/database/list-statements.ts). Strapi's populate asked four, each built anew
 * by its query engine: most of an inbox page's cost. Tables and columns come from Strapi's metadata.
 */
export function messageRows(strapi: Core.Strapi) {
  const statement = compiledOnce<Flat>((knex) => {
    const query = fromList(knex, { m: metaOf(strapi, MESSAGE).tableName }, 'm.id', 'integer').select(
      Object.fromEntries(OWN_FIELDS.map((field) => [field, `m.${tableAndColumns(strapi, MESSAGE, [field]).columns[0]}`])),
    );
    for (const [attribute, fields] of Object.entries(LINKED_FIELDS)) joinOne(strapi, knex, query, { uid: MESSAGE, alias: 'm' }, attribute, fields);
    return query;
  });

  /** How each column is read, as Strapi gives its value; made on first use, once the metadata is there. */
  let readers: { own: ColumnReader[]; linked: [string, ColumnReader[]][] } | undefined;
  const readersOf = () => ({
    own: columnReaders(strapi, MESSAGE, OWN_FIELDS),
    linked: Object.entries(LINKED_FIELDS).map(([attribute, fields]): [string, ColumnReader[]] => [
      attribute,
      columnReaders(strapi, relationOf(strapi, MESSAGE, attribute).target, fields, (field) => oneOfColumn(attribute, field)),
    ]),
  });

  const toRow = (flat: Flat) => {
    const { own, linked } = (readers ??= readersOf());
    const row = readColumns(own, flat);
    for (const [attribute, fields] of linked) row[attribute] = hasOne(flat, attribute) ? readColumns(fields, flat) : null;
    return row as unknown as MessageRow;
  };

  /** The messages `ids`, in that order; one that is not there is left out. */
  return async function rows(ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await statement(await currentRunner(strapi), { list: ids })).map((flat) => [Number(flat.id), toRow(flat)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}
