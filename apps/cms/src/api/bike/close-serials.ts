import type { Core } from '@strapi/strapi';
import { CLOSE_SERIALS, type CloseSerial } from '@bicla/api-client/shared';
import { SERIAL_INDEX, tableAndColumns } from '../../database/indexes';
import { isPostgres, SERIAL_TAIL_INDEXES, serialTail, trigramCandidates, type SerialRow, type TailStart } from '../../database/serial-trigrams';

/** Longer serials are not worth spelling out every one-character variant of. */
const MAX_VARIANT_SERIAL = 40;
/** `serialKey` folds O, I, L, S, Z and B into digits, so a key never holds them. */
const KEY_ALPHABET = '0123456789ACDEFGHJKMNPQRTUVWXY';
/** Candidates read from the trigram index per search: enough for every close key to rank in. */
const TRIGRAM_CANDIDATES = 200;
/**
 * From 7 characters on, two edits always leave a padded trigram in common (the padding makes
 * the first and last characters count); below, they may leave none.
 */
const SHORT_KEY = 7;

/**
 * Every key one insertion, deletion or substitution away (edit distance 1), so a close serial is
 * found with one indexed `IN` query instead of reading the registry.
 */
export function oneEditAway(key: string): string[] {
  if (!key || key.length > MAX_VARIANT_SERIAL) return [];
  const variants = new Set<string>();
  for (let i = 0; i <= key.length; i += 1) {
    const head = key.slice(0, i);
    if (i < key.length) variants.add(head + key.slice(i + 1));
    for (const char of KEY_ALPHABET) {
      variants.add(head + char + key.slice(i));
      if (i < key.length) variants.add(head + char + key.slice(i + 1));
    }
  }
  variants.delete(key);
  return [...variants];
}

/**
 * The edits from `searched` to `found` (Damerau's optimal string alignment: insertions,
 * deletions, substitutions and swaps of neighbours), and which characters of `found` they touch.
 * A deleted character has no place in `found`, so it marks nothing.
 */
export function compareKeys(searched: string, found: string): Omit<CloseSerial, 'serial'> {
  const rows = searched.length + 1;
  const cols = found.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  const swapped = (i: number, j: number) => i > 1 && j > 1 && searched[i - 1] === found[j - 2] && searched[i - 2] === found[j - 1];
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = searched[i - 1] === found[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (swapped(i, j)) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  const differences: number[] = [];
  let i = searched.length;
  let j = found.length;
  while (i > 0 || j > 0) {
    if (i > 0 && j > 0 && searched[i - 1] === found[j - 1] && d[i][j] === d[i - 1][j - 1]) {
      i -= 1;
      j -= 1;
    } else if (swapped(i, j) && d[i][j] === d[i - 2][j - 2] + 1) {
      differences.push(j - 1, j - 2);
      i -= 2;
      j -= 2;
    } else if (i > 0 && j > 0 && d[i][j] === d[i - 1][j - 1] + 1) {
      differences.push(j - 1);
      i -= 1;
      j -= 1;
    } else if (j > 0 && d[i][j] === d[i][j - 1] + 1) {
      differences.push(j - 1);
      j -= 1;
    } else {
      i -= 1;
    }
  }
  return { differences: differences.sort((a, b) => a - b), distance: d[searched.length][found.length] };
}

/** The key itself and every key one edit away. */
const withinOneEdit = (key: string) => [key, ...oneEditAway(key)];

/**
 * A key two edits from a short one may share none of its trigrams, but then its first character
 * differs, so the first edit is at the start: a substitution or an insertion there (the rest is
 * within one edit: `from: 2`), a deletion (the whole key is), or a swap of the first two
 * characters (`from: 3`). Each is one indexed `IN` query.
 */
function firstCharacterEdits(key: string): { keys: string[]; tails: { from: TailStart; keys: string[] }[] } {
  return {
    keys: withinOneEdit(key.slice(1)),
    tails: [
      { from: 2, keys: [...new Set([...withinOneEdit(key.slice(1)), ...withinOneEdit(key)])] },
      { from: 3, keys: withinOneEdit(key.slice(2)) },
    ],
  };
}

export interface CloseSerialsQuery {
  approvedOnly: boolean;
  excludeId?: number;
  /** The searched key's own bikes (distance 0): the search shows them already, the editors' queue wants them. */
  withExact: boolean;
  limit: number;
}

export interface CloseBike extends CloseSerial {
  id: number;
}

/**
 * Bikes whose key is at most two edits from `key`, closest first, without reading the registry:
 * the exact and one-edit keys through the serial's B-tree index (which finds every one of them,
 * however short the key), the rest through the trigram index, and for a short key those whose
 * first character was edited through the indexes of its tail; then each candidate is measured.
 */
export async function closeSerials(strapi: Core.Strapi, key: string, query: CloseSerialsQuery): Promise<CloseBike[]> {
  const {
    table,
    columns: [serial, approved],
  } = tableAndColumns(strapi, 'api::bike.bike', ['serial_normalized', 'approved']);
  // One connection a search, in one transaction (the caller's, when there is one): the
  // queries run one after another, so a burst of searches cannot hold the whole pool.
  const lists = await strapi.db.transaction(async ({ trx }) => {
    // SQLite may price a long `IN` list over a small registry as a scan: the index is named.
    const through = (index: string) => (isPostgres(strapi) ? trx(table) : trx.from(trx.raw('?? INDEXED BY ??', [table, index])));
    const exact = (keys: string[], from?: TailStart) => {
      const index = from ? SERIAL_TAIL_INDEXES.find((tail) => tail.from === from)!.name : SERIAL_INDEX;
      const rows = through(index).select({ id: 'id', serial });
      if (from) rows.whereRaw(`${serialTail(from)} IN (${keys.map(() => '?').join(', ')})`, [serial, ...keys]);
      else rows.whereIn(serial, keys);
      if (query.approvedOnly) rows.andWhere(approved, true);
      if (query.excludeId !== undefined) rows.andWhereNot('id', query.excludeId);
      return rows as Promise<SerialRow[]>;
    };
    const short = key.length < SHORT_KEY ? firstCharacterEdits(key) : null;
    const rows: SerialRow[][] = [await exact([...new Set([...withinOneEdit(key), ...(short?.keys ?? [])])])];
    for (const tail of short?.tails ?? []) rows.push(await exact(tail.keys, tail.from));
    rows.push(await trigramCandidates(strapi, trx, key, { approvedOnly: query.approvedOnly, excludeId: query.excludeId, limit: TRIGRAM_CANDIDATES }));
    return rows;
  });
  const found = new Map<number, CloseBike>();
  for (const row of lists.flat()) {
    const id = Number(row.id);
    if (found.has(id)) continue;
    const compared = compareKeys(key, row.serial);
    const wanted = compared.distance <= CLOSE_SERIALS.maxDistance && (query.withExact || compared.distance > 0);
    if (wanted) found.set(id, { id, serial: row.serial, ...compared });
  }
  return [...found.values()]
    .sort((a, b) => a.distance - b.distance || (a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : a.id - b.id))
    .slice(0, query.limit);
}
