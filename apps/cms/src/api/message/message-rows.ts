import type { Core } from '@strapi/strapi';
import { tableAndColumns } from '../../database/indexes';
import { compiledOnce, currentRunner, fromList, joinOne, metaOf, oneOf } from '../../database/list-statements';

const MESSAGE = 'api::message.message';

/** A message with what the inbox and a conversation show of its bike and parties; a deleted party or bike is null. */
export interface MessageRow {
  id: number;
  documentId: string;
  message: string;
  read: boolean;
  createdAt: string | number | Date;
  bike: { documentId: string; slug: string; nickName: string; on_sale: boolean } | null;
  sender: { id: number; name: string } | null;
  reciever: { id: number; name: string } | null;
}

const OWN_FIELDS = ['id', 'documentId', 'message', 'read', 'createdAt'];
/** What is shown of each linked row besides its id, which says whether there is one. */
const LINKED_FIELDS = { bike: ['documentId', 'slug', 'nickName', 'on_sale'], sender: ['name'], reciever: ['name'] };

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
    for (const [attribute, fields] of Object.entries(LINKED_FIELDS)) joinOne(strapi, query, { uid: MESSAGE, alias: 'm' }, attribute, fields);
    return query;
  });

  const party = (flat: Flat, attribute: 'sender' | 'reciever') => {
    const shown = oneOf(flat, attribute, LINKED_FIELDS[attribute]);
    return shown && { id: Number(flat[`${attribute}__id`]), name: shown.name as string };
  };

  // SQLite answers booleans as 0 and 1.
  const toRow = (flat: Flat): MessageRow => {
    const bike = oneOf(flat, 'bike', LINKED_FIELDS.bike);
    return {
      id: Number(flat.id),
      documentId: flat.documentId as string,
      message: flat.message as string,
      read: Boolean(flat.read),
      createdAt: flat.createdAt as MessageRow['createdAt'],
      bike: bike && ({ ...bike, on_sale: Boolean(bike.on_sale) } as MessageRow['bike']),
      sender: party(flat, 'sender'),
      reciever: party(flat, 'reciever'),
    };
  };

  /** The messages `ids`, in that order; one that is not there is left out. */
  return async function rows(ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    const byId = new Map((await statement(await currentRunner(strapi), { list: ids })).map((flat) => [Number(flat.id), toRow(flat)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
}
