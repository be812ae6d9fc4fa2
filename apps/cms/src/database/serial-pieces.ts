import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';

/**
 * The index close serials are found through (docs/decisions/d8-search.md): every serial key cut
 * into three pieces, each kept as `length:part:piece` in a table of its own, which triggers on
 * `bikes` keep in step with every write, Strapi's and the bulk imports' alike. Two edits leave at
 * least one piece of a key as it was, so the keys two edits from a searched one are among those
 * sharing a piece with it: a few hundred exact lookups on the table's primary key, on both
 * databases, where trigrams had to rank tens of thousands of bikes by similarity.
 */
export const SERIAL_PIECES_TABLE = 'bikes_serial_pieces';
const PIECES = 3;
/** What close means (CLOSE_SERIALS.maxDistance): the pieces guarantee no more. */
const EDITS = 2;

/** The trigram indexes this table replaced, dropped from a registry that still has them. */
const RETIRED = {
  sqlite: [
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_insert',
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_update',
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_delete',
    'DROP TABLE IF EXISTS bikes_serial_trigram_counts',
    'DROP TABLE IF EXISTS bikes_serial_trigrams',
  ],
  postgres: ['DROP INDEX IF EXISTS bikes_serial_key_trgm_idx', 'DROP INDEX IF EXISTS bikes_serial_normalized_trgm_idx'],
  both: ['DROP INDEX IF EXISTS bikes_serial_normalized_from_2_idx', 'DROP INDEX IF EXISTS bikes_serial_normalized_from_3_idx'],
};

/** Where part `part` of a key `length` long starts; the last part ends the key. */
const pieceStart = (length: number, part: number) => Math.floor((part * length) / PIECES);

/** The name a piece is kept and looked up under: `piecesOf` spells the same in SQL. */
const pieceName = (length: number, part: number, piece: string) => `${length}:${part}:${piece}`;

/**
 * The pieces of one key in SQL, for the triggers and the first fill: `piece` once per row of
 * `from` (which may start with the table the key is read from), and none for an empty key.
 * SQL's integer division cuts where `pieceStart` does.
 */
function piecesOf(key: string, table = '') {
  const length = `length(${key})`;
  const start = (part: string) => `(${part}) * ${length} / ${PIECES}`;
  const parts = Array.from({ length: PIECES }, (_, part) => `SELECT ${part} AS part`).join(' UNION ALL ');
  return {
    piece: `${length} || ':' || part || ':' || substr(${key}, ${start('part')} + 1, ${start('part + 1')} - ${start('part')})`,
    from: `FROM ${table ? `${table}, ` : ''}(${parts}) parts WHERE ${length} > 0`,
  };
}

export async function ensureSerialPieces(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(knex);
  for (const statement of [...RETIRED.both, ...(postgres ? RETIRED.postgres : RETIRED.sqlite)]) await knex.raw(statement);
  const {
    table,
    columns: [serial],
  } = tableAndColumns(strapi, 'api::bike.bike', ['serial_normalized']);
  const existed = await knex.schema.hasTable(SERIAL_PIECES_TABLE);
  // Keyed by piece first: a lookup reads only the bikes holding it, and their keys with them.
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${SERIAL_PIECES_TABLE} (piece TEXT NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (piece, bike_id))${postgres ? '' : ' WITHOUT ROWID'}`,
  );
  const written = piecesOf(`NEW.${serial}`);
  const insert = `INSERT INTO ${SERIAL_PIECES_TABLE} (piece, bike_id, serial_normalized) SELECT ${written.piece}, NEW.id, NEW.${serial} ${written.from}`;
  // Through the primary key, by the pieces the old key had.
  const old = piecesOf(`OLD.${serial}`);
  const remove = `DELETE FROM ${SERIAL_PIECES_TABLE} WHERE bike_id = OLD.id AND piece IN (SELECT ${old.piece} ${old.from})`;
  if (postgres) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${SERIAL_PIECES_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${remove}; END IF;
        IF TG_OP <> 'DELETE' THEN ${insert}; END IF;
        RETURN NULL;
      END $$`);
    // Replaced, never dropped first: another CMS process may be writing while this one boots.
    await knex.raw(`CREATE OR REPLACE TRIGGER ${SERIAL_PIECES_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${serial} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${SERIAL_PIECES_TABLE}_keep()`);
  } else {
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECES_TABLE}_insert AFTER INSERT ON ${table} BEGIN ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECES_TABLE}_update AFTER UPDATE OF ${serial} ON ${table} BEGIN ${remove}; ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECES_TABLE}_delete AFTER DELETE ON ${table} BEGIN ${remove}; END`);
  }
  // A registry from before the table: its bikes are cut once.
  if (!existed) {
    const all = piecesOf(`b.${serial}`, `${table} b`);
    await knex.raw(`INSERT INTO ${SERIAL_PIECES_TABLE} (piece, bike_id, serial_normalized) SELECT ${all.piece}, b.id, b.${serial} ${all.from}`);
  }
}

/**
 * The pieces a key within two edits of `key` keeps at least one of, by name. Such a key is
 * `length` long, within two of `key`'s length, and the piece it kept stands in `key` where it
 * stood in it, give or take the two characters the edits may have added or removed before it.
 *
 * A swap of neighbours counts as one edit, and one across the cut between two pieces breaks both;
 * with one more edit it can break all three. So `key` is also read with each swap that could have
 * been across a cut undone (which leaves one edit, and one piece kept): a few, however long the key.
 */
export function piecesWithinTwoEdits(key: string): string[] {
  const lengths: number[] = [];
  for (let length = Math.max(1, key.length - EDITS); length <= key.length + EDITS; length += 1) lengths.push(length);
  const swapsAcrossCuts = new Set<number>();
  for (const length of lengths) {
    for (let part = 1; part < PIECES; part += 1) {
      // The cut at `start` puts characters start - 1 and start in two pieces; one edit before it moves them by one.
      const start = pieceStart(length, part);
      for (let shift = -1; shift <= 1; shift += 1) {
        const first = start - 1 + shift;
        if (first >= 0 && first + 1 < key.length && key[first] !== key[first + 1]) swapsAcrossCuts.add(first);
      }
    }
  }
  const readings = [key, ...[...swapsAcrossCuts].map((first) => key.slice(0, first) + key[first + 1] + key[first] + key.slice(first + 2))];
  const names = new Set<string>();
  for (const reading of readings) {
    for (const length of lengths) {
      for (let part = 0; part < PIECES; part += 1) {
        const size = pieceStart(length, part + 1) - pieceStart(length, part);
        for (let shift = -EDITS; shift <= EDITS; shift += 1) {
          const start = pieceStart(length, part) + shift;
          if (start >= 0 && start + size <= reading.length) names.add(pieceName(length, part, reading.slice(start, start + size)));
        }
      }
    }
  }
  return [...names];
}

export interface SerialRow {
  id: number;
  serial: string;
}

/** The bikes holding a piece a key two edits from `key` keeps, with their keys: every close one among them, a bike once per piece. */
export async function pieceCandidates(trx: Core.Strapi['db']['connection'], key: string): Promise<SerialRow[]> {
  return trx(SERIAL_PIECES_TABLE).select({ id: 'bike_id', serial: 'serial_normalized' }).whereIn('piece', piecesWithinTwoEdits(key));
}
