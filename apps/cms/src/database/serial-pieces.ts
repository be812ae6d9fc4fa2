import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';
import { compiledOnce, fromList, valueSlot } from './list-statements';

/**
 * The index close serials are found through (docs/decisions/d8-search.md): every serial key cut
 * into four pieces, each pair of pieces kept as `length:parts:piece|piece` in a table of its own,
 * which triggers on `bikes` keep in step with every write, Strapi's and the bulk imports' alike.
 * Two edits break at most two pieces, so the keys two edits from a searched one are among those
 * sharing a pair with it: a few hundred exact lookups on the table's primary key, on both
 * databases. A pair spans half a key, so a lookup finds a handful of bikes, where a single piece
 * ('000') found thousands to measure.
 */
export const SERIAL_PIECE_PAIRS_TABLE = 'bikes_serial_piece_pairs';
const PIECES = 4;
/** Every pair of pieces, by their places. */
const PAIRS = Array.from({ length: PIECES }, (_, first) => Array.from({ length: PIECES - first - 1 }, (_, after) => [first, first + after + 1] as const)).flat();
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
  ],
  postgres: (bikes: string) => [
    'DROP INDEX IF EXISTS bikes_serial_key_trgm_idx',
    'DROP INDEX IF EXISTS bikes_serial_normalized_trgm_idx',
    `DROP TRIGGER IF EXISTS bikes_serial_pieces_keep ON ${bikes}`,
    'DROP FUNCTION IF EXISTS bikes_serial_pieces_keep()',
  ],
  both: ['DROP INDEX IF EXISTS bikes_serial_normalized_from_2_idx', 'DROP INDEX IF EXISTS bikes_serial_normalized_from_3_idx', 'DROP TABLE IF EXISTS bikes_serial_pieces'],
};

/** Where piece `part` of a key `length` long starts; the last piece ends the key. */
const pieceStart = (length: number, part: number) => Math.floor((part * length) / PIECES);

/** The name a pair is kept and looked up under: `pairsOf` spells the same in SQL. */
const pairName = (length: number, [first, second]: readonly [number, number], firstPiece: string, secondPiece: string) =>
  `${length}:${first}${second}:${firstPiece}|${secondPiece}`;

/**
 * The pairs of one key in SQL, for the triggers and the first fill: `pair` once per row of
 * `from` (which may start with the table the key is read from), and none for an empty key.
 * SQL's integer division cuts where `pieceStart` does.
 */
function pairsOf(key: string, table = '') {
  const length = `length(${key})`;
  const start = (part: string) => `(${part}) * ${length} / ${PIECES}`;
  const piece = (part: string) => `substr(${key}, ${start(part)} + 1, ${start(`${part} + 1`)} - ${start(part)})`;
  const pairs = PAIRS.map(([first, second]) => `SELECT ${first} AS first_piece, ${second} AS second_piece`).join(' UNION ALL ');
  return {
    pair: `${length} || ':' || first_piece || second_piece || ':' || ${piece('first_piece')} || '|' || ${piece('second_piece')}`,
    from: `FROM ${table ? `${table}, ` : ''}(${pairs}) pairs WHERE ${length} > 0`,
  };
}

/** On PostgreSQL, whether the pairs' table is one from before they were compared byte by byte: it is cut again. */
async function comparedByLocale(knex: Core.Strapi['db']['connection']) {
  const { rows } = (await knex.raw(
    "SELECT collation_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ? AND column_name = 'pair'",
    [SERIAL_PIECE_PAIRS_TABLE],
  )) as { rows: { collation_name: string | null }[] };
  return rows.length > 0 && rows[0].collation_name !== 'C';
}

export async function ensureSerialPieces(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const postgres = isPostgres(knex);
  const {
    table,
    columns: [serial],
  } = tableAndColumns(strapi, 'api::bike.bike', ['serial_normalized']);
  for (const statement of [...(postgres ? RETIRED.postgres(table) : RETIRED.sqlite), ...RETIRED.both]) await knex.raw(statement);
  if (postgres && (await comparedByLocale(knex))) await knex.schema.dropTable(SERIAL_PIECE_PAIRS_TABLE);
  // Its edit distance sifts the candidates on PostgreSQL (`holdersOfPairs`).
  if (postgres) await knex.raw('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
  const existed = await knex.schema.hasTable(SERIAL_PIECE_PAIRS_TABLE);
  // Keyed by pair first: a lookup reads only the bikes holding it, and their keys with them (in
  // SQLite's table without rowids, in PostgreSQL's index, so neither reads another page). A
  // pair is a name, never shown: PostgreSQL compares it byte by byte, not by the database's
  // locale. A lookup, some 300 pairs: 1,256 to 1,518 µs before both, 802 to 823 after.
  await knex.raw(
    postgres
      ? `CREATE TABLE IF NOT EXISTS ${SERIAL_PIECE_PAIRS_TABLE} (pair TEXT COLLATE "C" NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (pair, bike_id) INCLUDE (serial_normalized))`
      : `CREATE TABLE IF NOT EXISTS ${SERIAL_PIECE_PAIRS_TABLE} (pair TEXT NOT NULL, bike_id INTEGER NOT NULL, serial_normalized TEXT NOT NULL, PRIMARY KEY (pair, bike_id)) WITHOUT ROWID`,
  );
  const written = pairsOf(`NEW.${serial}`);
  const insert = `INSERT INTO ${SERIAL_PIECE_PAIRS_TABLE} (pair, bike_id, serial_normalized) SELECT ${written.pair}, NEW.id, NEW.${serial} ${written.from}`;
  // Through the primary key, by the pairs the old key had.
  const old = pairsOf(`OLD.${serial}`);
  const remove = `DELETE FROM ${SERIAL_PIECE_PAIRS_TABLE} WHERE bike_id = OLD.id AND pair IN (SELECT ${old.pair} ${old.from})`;
  if (postgres) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${SERIAL_PIECE_PAIRS_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${remove}; END IF;
        IF TG_OP <> 'DELETE' THEN ${insert}; END IF;
        RETURN NULL;
      END $$`);
    // Replaced, never dropped first: another CMS process may be writing while this one boots.
    await knex.raw(`CREATE OR REPLACE TRIGGER ${SERIAL_PIECE_PAIRS_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${serial} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${SERIAL_PIECE_PAIRS_TABLE}_keep()`);
  } else {
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECE_PAIRS_TABLE}_insert AFTER INSERT ON ${table} BEGIN ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECE_PAIRS_TABLE}_update AFTER UPDATE OF ${serial} ON ${table} BEGIN ${remove}; ${insert}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${SERIAL_PIECE_PAIRS_TABLE}_delete AFTER DELETE ON ${table} BEGIN ${remove}; END`);
  }
  // A registry from before the table: its bikes are cut once.
  if (!existed) {
    const all = pairsOf(`b.${serial}`, `${table} b`);
    await knex.raw(`INSERT INTO ${SERIAL_PIECE_PAIRS_TABLE} (pair, bike_id, serial_normalized) SELECT ${all.pair}, b.id, b.${serial} ${all.from}`);
  }
}

/**
 * The pairs a key within two edits of `key` keeps at least one of, by name. Such a key is
 * `length` long, within two of `key`'s length, and each piece it kept stands in `key` where it
 * stood in it, shifted by what the edits before it added or removed: the edits before the first
 * piece of the pair, between its pieces and after the second together make at most two.
 *
 * A swap of neighbours counts as one edit, and one across the cut between two pieces breaks both;
 * with one more edit it can break the other two. So `key` is also read with each swap that could
 * have been across a cut undone (which leaves one edit, and a pair kept): a few, however long the key.
 */
export function pairsWithinTwoEdits(key: string): string[] {
  const names = new Set<string>();
  /** `swapped`: where `reading` has two neighbours of `key` swapped; its pairs that miss them are `key`'s own, already named. */
  const lookUp = (reading: string, edits: number, swapped = -1) => {
    const shifts = 2 * edits + 1;
    for (let length = Math.max(1, reading.length - edits); length <= reading.length + edits; length += 1) {
      // Each piece at each shift cut once (a piece is in three pairs), and whether it covers the swap.
      const pieces: (string | null)[] = [];
      const coversSwap: boolean[] = [];
      for (let part = 0; part < PIECES; part += 1) {
        const size = pieceStart(length, part + 1) - pieceStart(length, part);
        for (let shift = -edits; shift <= edits; shift += 1) {
          const start = pieceStart(length, part) + shift;
          pieces.push(start >= 0 && start + size <= reading.length ? reading.slice(start, start + size) : null);
          coversSwap.push(start <= swapped + 1 && start + size > swapped);
        }
      }
      for (const pair of PAIRS) {
        for (let first = -edits; first <= edits; first += 1) {
          const firstAt = pair[0] * shifts + first + edits;
          if (pieces[firstAt] === null) continue;
          for (let second = -edits; second <= edits; second += 1) {
            // The fewest edits that shift the first piece by `first`, the second by `second`, and end the key at `length`.
            if (Math.abs(first) + Math.abs(second - first) + Math.abs(reading.length - length - second) > edits) continue;
            const secondAt = pair[1] * shifts + second + edits;
            if (pieces[secondAt] === null || (swapped >= 0 && !coversSwap[firstAt] && !coversSwap[secondAt])) continue;
            names.add(pairName(length, pair, pieces[firstAt]!, pieces[secondAt]!));
          }
        }
      }
    }
  };
  lookUp(key, EDITS);
  const swapsAcrossCuts = new Set<number>();
  for (let length = Math.max(1, key.length - EDITS); length <= key.length + EDITS; length += 1) {
    for (let part = 1; part < PIECES; part += 1) {
      // The cut at `start` puts characters start - 1 and start in two pieces; one edit before it moves them by one.
      const start = pieceStart(length, part);
      for (let shift = -1; shift <= 1; shift += 1) {
        const first = start - 1 + shift;
        if (first >= 0 && first + 1 < key.length && key[first] !== key[first + 1]) swapsAcrossCuts.add(first);
      }
    }
  }
  for (const first of swapsAcrossCuts) lookUp(key.slice(0, first) + key[first + 1] + key[first] + key.slice(first + 2), EDITS - 1, first);
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
 * through, and of the 237 bikes a search found on 100,000, 38 on average, so the CMS reads and
 * measures a sixth of them. Both keys are under its 255 characters: a pair names its key's length,
 * within two of a searched key's 200 at most. On SQLite the rows cost no round trip to read.
 */
const holdersOfPairs = compiledOnce<SerialRow>((knex) => {
  const holders = fromList(knex, { held: SERIAL_PIECE_PAIRS_TABLE }, 'held.pair', 'text').select({ id: 'held.bike_id', serial: 'held.serial_normalized' });
  const levenshtein = 2 * EDITS;
  return isPostgres(knex) ? holders.whereRaw(`levenshtein_less_equal(held.serial_normalized, ?, ${levenshtein}) <= ${levenshtein}`, [valueSlot('key')]) : holders;
});

/** The bikes holding a pair a key two edits from `key` keeps, with their keys: every close one among them, a bike once per pair. */
export function pairCandidates(trx: Core.Strapi['db']['connection'], key: string): Promise<SerialRow[]> {
  return holdersOfPairs(trx, { list: pairsWithinTwoEdits(key), key });
}
