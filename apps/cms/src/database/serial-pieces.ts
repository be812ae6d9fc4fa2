import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';
import { compiledOnce, fromList, valueSlot } from './list-statements';

/**
 * The index close serials are found through (docs/decisions/d8-search.md): every serial key cut
 * into four pieces, each pair of pieces kept as `length:parts:piece|piece` in a table of its own,
 * which triggers on `bikes` keep in step with every write, Strapi's and the bulk imports' alike.
 * Two edits break at most two pieces, so the keys two edits from a searched one are among those
 * sharing a pair with it: a hundred exact lookups on the table's primary key, on both databases.
 * A pair spans half a key, so a lookup finds a handful of bikes, where a single piece ('000')
 * found thousands to measure.
 *
 * A swap of neighbours across a cut is one edit that breaks two pieces, and with one more edit it
 * can break the other two. So a key is also kept under the pair on either side of each cut with
 * that swap made (`SWAPS`), and of two cuts next to each other with both made: whatever else two
 * edits did, they leave one of the key's pairs or one of these as it was.
 */
export const SERIAL_PAIRS_TABLE = 'bikes_serial_pairs';
const PIECES = 4;
/** Every pair of pieces, by their places. */
const PAIRS = Array.from({ length: PIECES }, (_, first) => Array.from({ length: PIECES - first - 1 }, (_, after) => [first, first + after + 1] as const)).flat();
/**
 * The pairs kept of the key with its neighbours swapped across cuts: across each cut (numbered
 * by the piece it starts; 0 for none), the two pieces it divides, and across two cuts next to
 * each other the pieces either side of the first. A swap of equal characters changes nothing, and two swaps
 * sharing a character are not two edits: neither is kept.
 */
const SWAPS = [
  ...Array.from({ length: PIECES - 1 }, (_, before) => ({ pair: [before, before + 1] as const, cuts: [before + 1, 0] })),
  ...Array.from({ length: PIECES - 2 }, (_, before) => ({ pair: [before, before + 1] as const, cuts: [before + 1, before + 2] })),
];
/** What close means (CLOSE_SERIALS.maxDistance): the pairs guarantee no more. */
const EDITS = 2;

/** The indexes this table replaced, dropped from a registry that still has them. */
const RETIRED = {
  sqlite: [
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_insert',
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_update',
    'DROP TRIGGER IF EXISTS bikes_serial_trigrams_delete',
    'DROP TABLE IF EXISTS bikes_serial_trigram_counts',
    'DROP TABLE IF EXISTS bikes_serial_trigrams',
    'DROP TRIGGER IF EXISTS bikes_serial_pieces_insert',
    'DROP TRIGGER IF EXISTS bikes_serial_pieces_update',
    'DROP TRIGGER IF EXISTS bikes_serial_pieces_delete',
    'DROP TRIGGER IF EXISTS bikes_serial_piece_pairs_insert',
    'DROP TRIGGER IF EXISTS bikes_serial_piece_pairs_update',
    'DROP TRIGGER IF EXISTS bikes_serial_piece_pairs_delete',
  ],
  postgres: (bikes: string) => [
    'DROP INDEX IF EXISTS bikes_serial_key_trgm_idx',
    'DROP INDEX IF EXISTS bikes_serial_normalized_trgm_idx',
    `DROP TRIGGER IF EXISTS bikes_serial_pieces_keep ON ${bikes}`,
    'DROP FUNCTION IF EXISTS bikes_serial_pieces_keep()',
    `DROP TRIGGER IF EXISTS bikes_serial_piece_pairs_keep ON ${bikes}`,
    'DROP FUNCTION IF EXISTS bikes_serial_piece_pairs_keep()',
  ],
  both: [
    'DROP INDEX IF EXISTS bikes_serial_normalized_from_2_idx',
    'DROP INDEX IF EXISTS bikes_serial_normalized_from_3_idx',
    'DROP TABLE IF EXISTS bikes_serial_pieces',
    // The pairs before the swaps across cuts were kept: a search then read the key with each undone.
    'DROP TABLE IF EXISTS bikes_serial_piece_pairs',
  ],
};

/** Where piece `part` of a key `length` long starts; the last piece ends the key. */
const pieceStart = (length: number, part: number) => Math.floor((part * length) / PIECES);

/** The name a pair is kept and looked up under: `keptPairs` spells the same in SQL. */
const pairName = (length: number, [first, second]: readonly [number, number], firstPiece: string, secondPiece: string) =>
  `${length}:${first}${second}:${firstPiece}|${secondPiece}`;

/**
 * The rows a key is kept under, in SQL, for the triggers and the first fill: `SELECT pair,
 * bike_id, serial_normalized` for the key `key` of bike `id`, once per row of `table` if given
 * (which the two expressions then read), none for an empty key. Each row is a pair of pieces of
 * the key, or of the key with neighbours swapped across one or two cuts (`SWAPS`); SQL's integer
 * division cuts where `pieceStart` does.
 */
function keptPairs(key: string, id: string, table = '') {
  const start = (of: string, part: string) => `(${part}) * length(${of}) / ${PIECES}`;
  // A cut's swap: the characters at 1-based places `at` and `at` + 1, the last of the piece before the cut and the first after it.
  const [firstAt, secondAt] = [start(key, 'first_cut'), start(key, 'second_cut')];
  const swapped = (at: string) => `substr(${key}, ${at} + 1, 1) || substr(${key}, ${at}, 1)`;
  const swappable = (at: string) => `substr(${key}, ${at}, 1) <> substr(${key}, ${at} + 1, 1)`;
  const variant = `CASE WHEN first_cut = 0 THEN ${key}
    WHEN second_cut = 0 THEN substr(${key}, 1, ${firstAt} - 1) || ${swapped(firstAt)} || substr(${key}, ${firstAt} + 2)
    ELSE substr(${key}, 1, ${firstAt} - 1) || ${swapped(firstAt)} || substr(${key}, ${firstAt} + 2, ${secondAt} - ${firstAt} - 2) || ${swapped(secondAt)} || substr(${key}, ${secondAt} + 2) END`;
  const kinds = [...PAIRS.map((pair) => ({ pair, cuts: [0, 0] })), ...SWAPS]
    .map(({ pair: [first, second], cuts }) => `SELECT ${first} AS first_piece, ${second} AS second_piece, ${cuts[0]} AS first_cut, ${cuts[1]} AS second_cut`)
    .join(' UNION ALL ');
  const piece = (part: string) => `substr(variant, ${start('variant', part)} + 1, ${start('variant', `${part} + 1`)} - ${start('variant', part)})`;
  return `SELECT length(variant) || ':' || first_piece || second_piece || ':' || ${piece('first_piece')} || '|' || ${piece('second_piece')} AS pair, bike_id, serial_normalized
    FROM (SELECT ${id} AS bike_id, ${key} AS serial_normalized, first_piece, second_piece, ${variant} AS variant
      FROM ${table ? `${table}, ` : ''}(${kinds}) kinds
      WHERE length(${key}) > 0
        AND (first_cut = 0 OR (${firstAt} >= 1 AND ${swappable(firstAt)}))
        AND (second_cut = 0 OR (${secondAt} - ${firstAt} >= 2 AND ${swappable(secondAt)}))) cut`;
}

export async function ensureSerialPieces(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(knex);
  const {
    table,
    columns: [serial],
  } = tableAndColumns(strapi, 'api::bike.bike', ['serial_normalized']);
  for (const statement of [...(postgres ? RETIRED.postgres(table) : RETIRED.sqlite), ...RETIRED.both]) await knex.raw(statement);
  // Its edit distance sifts the candidates on PostgreSQL (`holdersOfPairs`).
  if (postgres) await knex.raw('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
  const existed = await knex.schema.hasTable(SERIAL_PAIRS_TABLE);
  // Keyed by pair first: a lookup reads only the bikes holding it, and their keys with them (in
  // SQLite's table without rowids, in PostgreSQL's index, so neither reads another page). A
  // pair is a name, never shown: PostgreSQL compares it byte by byte, not by the database's
  // locale. A lookup of 300 pairs (before the swaps were kept): 1,256 to 1,518 µs before both, 802 to 823 after.
  await knex.raw(
    postgres
      ? `CREATE TABLE IF NOT EXISTS ${SERIAL_PAIRS_TABLE} (pair TEXT COLLATE "C" NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (pair, bike_id) INCLUDE (serial_normalized))`
      : `CREATE TABLE IF NOT EXISTS ${SERIAL_PAIRS_TABLE} (pair TEXT NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (pair, bike_id)) WITHOUT ROWID`,
  );
  const insert = `INSERT INTO ${SERIAL_PAIRS_TABLE} (pair, bike_id, serial_normalized) ${keptPairs(`NEW.${serial}`, 'NEW.id')}`;
  // Through the primary key, by the pairs the old key had.
  const remove = `DELETE FROM ${SERIAL_PAIRS_TABLE} WHERE bike_id = OLD.id AND pair IN (SELECT pair FROM (${keptPairs(`OLD.${serial}`, 'OLD.id')}) old)`;
  if (postgres) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${SERIAL_PAIRS_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${remove}; END IF;
        IF TG_OP <> 'DELETE' THEN ${insert}; END IF;
        RETURN NULL;
      END $$`);
    // Replaced, never dropped first: another CMS process may be writing while this one boots.
    await knex.raw(`CREATE OR REPLACE TRIGGER ${SERIAL_PAIRS_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${serial} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${SERIAL_PAIRS_TABLE}_keep()`);
  } else {
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PAIRS_TABLE}_insert AFTER INSERT ON ${table} BEGIN ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PAIRS_TABLE}_update AFTER UPDATE OF ${serial} ON ${table} BEGIN ${remove}; ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PAIRS_TABLE}_delete AFTER DELETE ON ${table} BEGIN ${remove}; END`);
  }
  // A registry from before the table: its bikes are cut once.
  if (!existed) await knex.raw(`INSERT INTO ${SERIAL_PAIRS_TABLE} (pair, bike_id, serial_normalized) ${keptPairs(`b.${serial}`, 'b.id', `${table} b`)}`);
}

/**
 * The pairs a key within two edits of `key` keeps at least one of, by name. Such a key is
 * `length` long, within two of `key`'s length, and each piece it kept stands in `key` where it
 * stood in it, shifted by what the edits before it added or removed: the edits before the first
 * piece of the pair, between its pieces and after the second together make at most two. A swap
 * across a cut moves nothing, and the pairs a key keeps with it made (`SWAPS`) are named so too.
 */
export function pairsWithinTwoEdits(key: string): string[] {
  const names = new Set<string>();
  const shifts = 2 * EDITS + 1;
  for (let length = Math.max(1, key.length - EDITS); length <= key.length + EDITS; length += 1) {
    // Each piece at each shift cut once: a piece is in three pairs.
    const pieces: (string | null)[] = [];
    for (let part = 0; part < PIECES; part += 1) {
      const size = pieceStart(length, part + 1) - pieceStart(length, part);
      for (let shift = -EDITS; shift <= EDITS; shift += 1) {
        const start = pieceStart(length, part) + shift;
        pieces.push(start >= 0 && start + size <= key.length ? key.slice(start, start + size) : null);
      }
    }
    for (const pair of PAIRS) {
      for (let first = -EDITS; first <= EDITS; first += 1) {
        const firstPiece = pieces[pair[0] * shifts + first + EDITS];
        if (firstPiece === null) continue;
        for (let second = -EDITS; second <= EDITS; second += 1) {
          // The fewest edits that shift the first piece by `first`, the second by `second`, and end the key at `length`.
          if (Math.abs(first) + Math.abs(second - first) + Math.abs(key.length - length - second) > EDITS) continue;
          const secondPiece = pieces[pair[1] * shifts + second + EDITS];
          if (secondPiece !== null) names.add(pairName(length, pair, firstPiece, secondPiece));
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

/**
 * The bikes holding the pairs named, with their keys, a bike once per pair. On PostgreSQL only
 * those whose key is at most four edits from the searched one as Levenshtein counts them
 * (fuzzystrmatch's, in C), where a swap of neighbours is two: it lets every key two edits away
 * through, and of the 93 bikes a search finds on 100,000, 18 on average, so the CMS reads and
 * measures a fifth of them. Both keys are under its 255 characters: a pair names its key's length,
 * within two of a searched key's 200 at most. On SQLite the rows cost no round trip to read.
 */
const holdersOfPairs = compiledOnce<SerialRow>((knex) => {
  const holders = fromList(knex, { held: SERIAL_PAIRS_TABLE }, 'held.pair', 'text').select({ id: 'held.bike_id', serial: 'held.serial_normalized' });
  const levenshtein = 2 * EDITS;
  return isPostgres(knex) ? holders.whereRaw(`levenshtein_less_equal(held.serial_normalized, ?, ${levenshtein}) <= ${levenshtein}`, [valueSlot('key')]) : holders;
});

/** The bikes holding a pair a key two edits from `key` keeps, with their keys: every close one among them, a bike once per pair. */
export function pairCandidates(trx: Core.Strapi['db']['connection'], key: string): Promise<SerialRow[]> {
  return holdersOfPairs(trx, { list: pairsWithinTwoEdits(key), key });
}
