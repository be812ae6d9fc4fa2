import type { Core } from '@strapi/strapi';

interface IndexSpec {
  name: string;
  /** Content-type uid whose table holds the columns. */
  uid: string;
  /** Attribute names; resolved to column names through Strapi's metadata. */
  attributes: string[];
  unique?: boolean;
}

/**
 * Indexes the read paths need (docs/data-model.md, "Indexes"). Strapi's `unique: true` is only an
 * application check, so the uniqueness that matters is enforced here by the database.
 * Strapi's schema sync leaves indexes it did not create alone, so creating them after the
 * sync, with IF NOT EXISTS, is idempotent and works on a fresh database as on an old one.
 */
export const INDEXES: IndexSpec[] = [
  // Exact serial searches; close serials have their own table (src/database/serial-pieces.ts).
  { name: 'bikes_serial_normalized_idx', uid: 'api::bike.bike', attributes: ['serial_normalized'] },
  { name: 'bikes_registry_number_uq', uid: 'api::bike.bike', attributes: ['registry_number'], unique: true },
  { name: 'bikes_slug_uq', uid: 'api::bike.bike', attributes: ['slug'], unique: true },
  // The stolen list newest first, from the index alone and in its order: with `approved` before
  // the date and the id after it, a deep page walks the index without sorting ties. Its total and
  // the registry's counts (/stats) are kept on write instead (src/database/bike-counts.ts).
  { name: 'bikes_stolen_approved_created_at_idx', uid: 'api::bike.bike', attributes: ['stolen', 'approved', 'createdAt', 'id'] },
  // 'Stolen near a place': the bounding box on the stolen place, with the two flags, read from
  // the index alone. Only stolen bikes have a place, so it stays as small as the stolen list.
  {
    name: 'bikes_stolen_place_idx',
    uid: 'api::bike.bike',
    attributes: ['stolen_latitude', 'stolen_longitude', 'stolen', 'approved'],
  },
  // The live ads newest first and by price, for Strapi's own find over them (the benchmark's stock
  // reference asks it that way); the classifieds read their own table (src/database/ads.ts).
  { name: 'bikes_listed_classified_date_idx', uid: 'api::bike.bike', attributes: ['on_sale', 'stolen', 'approved', 'classified_date', 'id'] },
  { name: 'bikes_listed_price_idx', uid: 'api::bike.bike', attributes: ['on_sale', 'stolen', 'approved', 'price'] },
  { name: 'bikes_auth_code_idx', uid: 'api::bike.bike', attributes: ['auth_code'] },
  // The transfers addressed to a person, soonest to expire first: SQLite, not seeing that few bikes
  // have a code, read every approved bike for them (8.7 ms on 100,000).
  { name: 'bikes_transfer_email_idx', uid: 'api::bike.bike', attributes: ['transfer_email', 'transfer_expires_at'] },
  { name: 'histories_type_idx', uid: 'api::history.history', attributes: ['type'] },
  { name: 'messages_read_idx', uid: 'api::message.message', attributes: ['read'] },
  // The outbox's sweep: what is due, oldest first (src/email/outbox.ts).
  { name: 'email_jobs_state_due_at_idx', uid: 'api::email-job.email-job', attributes: ['state', 'due_at'] },
  // One alert per person and municipality, per person and ad, per stolen bike: two racing
  // requests cannot both add it (src/api/alert).
  { name: 'alerts_unique_key_uq', uid: 'api::alert.alert', attributes: ['unique_key'], unique: true },
  { name: 'newsletters_email_uq', uid: 'api::newsletter.newsletter', attributes: ['email'], unique: true },
];

/**
 * A message's receiver lives in a link table, so "messages by receiver" (the people a deletion
 * concerns, the admin's filters) is served by an index on that table: (receiver, message).
 */
const RECEIVER_LINK_INDEX = 'messages_reciever_lnk_user_message_idx';

/**
 * A page of bikes loads its stolen reports by (field, bike) from the components' link table;
 * Strapi's own indexes there start with the field alone, which every stolen report shares.
 */
const STOLEN_DETAILS_LINK_INDEX = 'bikes_cmps_field_entity_idx';

/** Replaced by wider indexes; dropped so a database from before does not keep both. */
const RETIRED_INDEXES = ['bikes_stolen_created_at_idx', 'bikes_stolen_created_at_approved_idx', 'bikes_on_sale_classified_date_idx', 'bikes_price_idx'];

/** Whether the registry runs on PostgreSQL (knex names its client either way); on SQLite otherwise. */
export const isPostgres = (knex: Core.Strapi['db']['connection']) => ['postgres', 'pg'].includes(String(knex.client.config.client));

export function tableAndColumns(strapi: Core.Strapi, uid: string, attributes: string[]) {
  const meta = strapi.db.metadata.get(uid);
  const columns = attributes.map((attribute) => {
    const column = (meta.attributes[attribute] as { columnName?: string } | undefined)?.columnName;
    if (!column) throw new Error(`No column for ${uid}.${attribute}`);
    return column;
  });
  return { table: meta.tableName, columns };
}

export function receiverLinkTable(strapi: Core.Strapi) {
  const reciever = strapi.db.metadata.get('api::message.message').attributes.reciever as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  const { name, joinColumn, inverseJoinColumn } = reciever.joinTable;
  return { table: name, columns: [inverseJoinColumn.name, joinColumn.name] };
}

export function stolenDetailsLinkTable(strapi: Core.Strapi) {
  const details = strapi.db.metadata.get('api::bike.bike').attributes.stolen_details as {
    joinTable: { name: string; joinColumn: { name: string } };
  };
  return { table: details.joinTable.name, columns: ['field', details.joinTable.joinColumn.name] };
}

/** The link between a history entry and its bike: the table, and its history and bike columns. */
export function historyBikeLinkTable(strapi: Core.Strapi) {
  const bike = strapi.db.metadata.get('api::history.history').attributes.bike as {
    joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } };
  };
  const { name, joinColumn, inverseJoinColumn } = bike.joinTable;
  return { table: name, history: joinColumn.name, bike: inverseJoinColumn.name };
}

export async function ensureIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const create = (name: string, table: string, columns: string[], unique = false) =>
    knex.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ?? ON ?? (${columns.map(() => '??').join(', ')})`, [
      name,
      table,
      ...columns,
    ]);

  for (const index of INDEXES) {
    const { table, columns } = tableAndColumns(strapi, index.uid, index.attributes);
    await create(index.name, table, columns, index.unique);
  }
  const link = receiverLinkTable(strapi);
  await create(RECEIVER_LINK_INDEX, link.table, link.columns);
  const details = stolenDetailsLinkTable(strapi);
  await create(STOLEN_DETAILS_LINK_INDEX, details.table, details.columns);
  for (const name of RETIRED_INDEXES) await knex.raw('DROP INDEX IF EXISTS ??', [name]);
}

export const ALL_INDEX_NAMES = [...INDEXES.map((index) => index.name), RECEIVER_LINK_INDEX, STOLEN_DETAILS_LINK_INDEX];
