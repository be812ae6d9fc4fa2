import type { Core } from '@strapi/strapi';
import { tableAndColumns } from './indexes';

/**
 * The trigram index of serial keys, which close serials are found through (docs/decisions/d8-search.md):
 * PostgreSQL's pg_trgm GIN index, or on SQLite an FTS5 trigram table that triggers on `bikes`
 * keep in step with every write, Strapi's and the bulk imports' alike.
 */
export const SERIAL_TRIGRAM_INDEX = 'bikes_serial_key_trgm_idx';
/**
 * The same index on the bare column, from before: pg_trgm also answers `=`, and PostgreSQL then
 * planned the exact-key `IN` lists through it (seconds) instead of the B-tree (a millisecond).
 */
const RETIRED_TRIGRAM_INDEX = 'bikes_serial_normalized_trgm_idx';

/**
 * The trigram index's expression. pg_trgm lower-cases what it compares anyway, so `lower()`
 * changes no match, and an equality on the column can only be served by the B-tree.
 */
const trigramKey = 'lower(??)';
export const SERIAL_TRIGRAM_TABLE = 'bikes_serial_trigrams';
/** How many bikes hold each trigram (FTS5's own counts, read through `fts5vocab`). */
const SERIAL_TRIGRAM_COUNTS = 'bikes_serial_trigram_counts';
/**
 * A swap of neighbours changes at most 4 of a key's padded trigrams, any other edit 3: a key two
 * edits away keeps every one of them but 8 at most, so it holds one of any 9.
 */
const TRIGRAMS_TWO_EDITS_CHANGE = 8;

/**
 * The key without its first one or two characters, indexed by expression: a short key two edits
 * away may share no trigram at all, and then one of those edits is at its first character
 * (src/api/bike/close-serials.ts).
 */
export const SERIAL_TAIL_INDEXES = [
  { name: 'bikes_serial_normalized_from_2_idx', from: 2 },
  { name: 'bikes_serial_normalized_from_3_idx', from: 3 },
] as const;
export type TailStart = (typeof SERIAL_TAIL_INDEXES)[number]['from'];

/** Padded as pg_trgm pads words, so the first and last characters count on SQLite too (the same `'##' || key || '#'` as the triggers). */
const padded = (key: string) => `##${key}#`;

export const isPostgres = (strapi: Core.Strapi) => ['postgres', 'pg'].includes(String(strapi.db.connection.client.config.client));

function bikeColumns(strapi: Core.Strapi) {
  const {
    table,
    columns: [serial, approved],
  } = tableAndColumns(strapi, 'api::bike.bike', ['serial_normalized', 'approved']);
  return { table, serial, approved };
}

/** The indexed expression (`??` the serial's column): a query spells it the same, for the index to serve it. */
export const serialTail = (from: TailStart) => `substr(??, ${from})`;

export async function ensureSerialTrigrams(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const { table, serial } = bikeColumns(strapi);
  for (const { name, from } of SERIAL_TAIL_INDEXES) {
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? (${serialTail(from)})`, [name, table, serial]);
  }
  if (isPostgres(strapi)) {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await knex.raw('DROP INDEX IF EXISTS ??', [RETIRED_TRIGRAM_INDEX]);
    await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin ((${trigramKey}) gin_trgm_ops)`, [SERIAL_TRIGRAM_INDEX, table, serial]);
    return;
  }
  const existing: unknown[] = await knex.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?`, [SERIAL_TRIGRAM_TABLE]);
  const key = (column: string) => `'##' || ${column} || '#'`;
  await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${SERIAL_TRIGRAM_TABLE} USING fts5(serial, tokenize = 'trigram')`);
  await knex.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS ${SERIAL_TRIGRAM_COUNTS} USING fts5vocab(${SERIAL_TRIGRAM_TABLE}, 'row')`);
  // Recreated at every boot: rebuilding `bikes` (a schema change) drops its triggers.
  const triggers = [
    `CREATE TRIGGER IF NOT EXISTS ${SERIAL_TRIGRAM_TABLE}_insert AFTER INSERT ON ${table} WHEN NEW.${serial} IS NOT NULL BEGIN
       INSERT INTO ${SERIAL_TRIGRAM_TABLE} (rowid, serial) VALUES (NEW.id, ${key(`NEW.${serial}`)});
     END`,
    `CREATE TRIGGER IF NOT EXISTS ${SERIAL_TRIGRAM_TABLE}_update AFTER UPDATE OF ${serial} ON ${table} BEGIN
       DELETE FROM ${SERIAL_TRIGRAM_TABLE} WHERE rowid = OLD.id;
       INSERT INTO ${SERIAL_TRIGRAM_TABLE} (rowid, serial) SELECT NEW.id, ${key(`NEW.${serial}`)} WHERE NEW.${serial} IS NOT NULL;
     END`,
    `CREATE TRIGGER IF NOT EXISTS ${SERIAL_TRIGRAM_TABLE}_delete AFTER DELETE ON ${table} BEGIN
       DELETE FROM ${SERIAL_TRIGRAM_TABLE} WHERE rowid = OLD.id;
     END`,
  ];
  for (const trigger of triggers) await knex.raw(trigger);
  // A registry from before the table: its bikes are indexed once.
  if (existing.length === 0) {
    await knex.raw(`INSERT INTO ${SERIAL_TRIGRAM_TABLE} (rowid, serial) SELECT id, ${key(serial)} FROM ${table} WHERE ${serial} IS NOT NULL`);
  }
}

export interface TrigramQuery {
  /** Only approved bikes (the public search), or every bike (the editors' queue). */
  approvedOnly: boolean;
  excludeId?: number;
  /** How many of the best-ranked candidates to read. */
  limit: number;
}

export interface SerialRow {
  id: number;
  serial: string;
}

/**
 * The bikes whose key shares the most trigrams with `key`, best first, read from the trigram
 * index alone. Short keys keep a candidate that shares a single trigram: two edits can leave a
 * 5-character key only one.
 */
export async function trigramCandidates(
  strapi: Core.Strapi,
  trx: Core.Strapi['db']['connection'],
  key: string,
  { approvedOnly, excludeId, limit }: TrigramQuery,
): Promise<SerialRow[]> {
  const { table, serial, approved } = bikeColumns(strapi);
  if (isPostgres(strapi)) {
    // Bike Index found 0.3 missed about half of the two-edit matches on short serials. The
    // threshold holds for the caller's transaction only.
    const threshold = key.length < 8 ? 0.05 : 0.2;
    await trx.raw(`SELECT set_config('pg_trgm.similarity_threshold', ?, true)`, [String(threshold)]);
    const query = trx(table)
      .select({ id: 'id', serial })
      .whereRaw(`${trigramKey} % ?`, [serial, key])
      .orderByRaw(`similarity(${trigramKey}, ?) DESC`, [serial, key])
      .limit(limit);
    if (approvedOnly) query.andWhere(approved, true);
    if (excludeId !== undefined) query.andWhereNot('id', excludeId);
    return query;
  }
  const gram = padded(key).toLowerCase();
  const distinct = new Set<string>();
  for (let i = 0; i + 3 <= gram.length; i += 1) distinct.add(gram.slice(i, i + 3));
  let trigrams = [...distinct];
  // Only the rarest trigrams that every key two edits away must share one of: the common ones
  // ('000', a brand's first letters) hold tens of thousands of bikes, and ranking them was most
  // of a search's time. The trigram tokenizer folds case, so its counts are by lower case.
  if (trigrams.length > TRIGRAMS_TWO_EDITS_CHANGE + 1) {
    const counts: { term: string; doc: number }[] = await trx(SERIAL_TRIGRAM_COUNTS).select('term', 'doc').whereIn('term', trigrams);
    const bikesHolding = new Map(counts.map(({ term, doc }) => [term, Number(doc)]));
    trigrams = trigrams.sort((a, b) => (bikesHolding.get(a) ?? 0) - (bikesHolding.get(b) ?? 0)).slice(0, TRIGRAMS_TWO_EDITS_CHANGE + 1);
  }
  const match = trigrams.map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' OR ');
  const query = trx(`${SERIAL_TRIGRAM_TABLE} as t`)
    .join(`${table} as b`, 'b.id', 't.rowid')
    .select({ id: 'b.id', serial: `b.${serial}` })
    .whereRaw('t.serial MATCH ?', [match])
    .orderBy('t.rank')
    .limit(limit);
  if (approvedOnly) query.andWhere(`b.${approved}`, true);
  if (excludeId !== undefined) query.andWhereNot('b.id', excludeId);
  return query;
}
