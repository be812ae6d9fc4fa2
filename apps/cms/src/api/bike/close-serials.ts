import type { Core } from '@strapi/strapi';
import { CLOSE_SERIALS, type CloseSerial } from '@bicla/api-client/shared';
import { tableAndColumns } from '../../database/indexes';
import { compiledOnce, currentRunner, fromList } from '../../database/list-statements';
import { pairCandidates } from '../../database/serial-pieces';

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

/** The three rows `distanceWithin` works in, kept between calls: a search measures a hundred candidates or more. */
let rowsOfDistance = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];

/**
 * The edit distance from `a` to `b` as `compareKeys` counts it, or `max + 1` once it is sure to
 * be more: only the cells within `max` of the diagonal are worked out, so sifting the candidates
 * of a search costs a few dozen steps each.
 */
export function distanceWithin(a: string, b: string, max: number): number {
  const over = max + 1;
  if (Math.abs(a.length - b.length) > max) return over;
  if (rowsOfDistance[0].length <= b.length) rowsOfDistance = rowsOfDistance.map(() => new Int32Array(2 * (b.length + 1)));
  let [twoBack, previous, current] = rowsOfDistance;
  twoBack.fill(over, 0, b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = Math.min(j, over);
  for (let i = 1; i <= a.length; i += 1) {
    current.fill(over, 0, b.length + 1);
    current[0] = Math.min(i, over);
    let best = current[0];
    for (let j = Math.max(1, i - max); j <= Math.min(b.length, i + max); j += 1) {
      let cell = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cell = Math.min(cell, twoBack[j - 2] + 1);
      current[j] = Math.min(cell, over);
      best = Math.min(best, current[j]);
    }
    if (best === over) return over;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[b.length];
}

const approvedStatements = new WeakMap<Core.Strapi, ReturnType<typeof compiledOnce<{ id: number }>>>();

/** The approved among a list of bikes, one statement however long the list (src/database/list-statements.ts). */
function approvedAmong(strapi: Core.Strapi) {
  if (!approvedStatements.has(strapi)) {
    const {
      table,
      columns: [approved],
    } = tableAndColumns(strapi, 'api::bike.bike', ['approved']);
    approvedStatements.set(
      strapi,
      compiledOnce<{ id: number }>((knex) => fromList(knex, { b: table }, 'b.id', 'integer').select('b.id').where(`b.${approved}`, true)),
    );
  }
  return approvedStatements.get(strapi)!;
}

export interface CloseKeysQuery {
  excludeId?: number;
  /** The searched key's own bikes (distance 0): the search shows them already, the editors' queue wants them. */
  withExact: boolean;
}

export interface CloseSerialsQuery extends CloseKeysQuery {
  approvedOnly: boolean;
  limit: number;
}

export interface CloseBike extends CloseSerial {
  id: number;
}

/**
 * Every bike whose key is at most two edits from `key`, closest first, approved or not, without
 * reading the registry: the bikes sharing a pair of pieces with it (src/database/serial-pieces.ts),
 * of which those within two edits are measured.
 */
export async function closeKeys(strapi: Core.Strapi, key: string, query: CloseKeysQuery): Promise<CloseBike[]> {
  if (!key) return [];
  const maxDistance = CLOSE_SERIALS.maxDistance;
  const close: CloseBike[] = [];
  // A bike comes once per pair it shares with the search: it is measured once.
  const measured = new Set<number>();
  for (const row of await pairCandidates(await currentRunner(strapi), key)) {
    const id = Number(row.id);
    if (id === query.excludeId || measured.has(id)) continue;
    measured.add(id);
    const distance = distanceWithin(key, row.serial, maxDistance);
    if (distance <= maxDistance && (query.withExact || distance > 0)) close.push({ id, serial: row.serial, ...compareKeys(key, row.serial) });
  }
  return close.sort((a, b) => a.distance - b.distance || (a.serial < b.serial ? -1 : a.serial > b.serial ? 1 : a.id - b.id));
}

/** The first `limit` of `closeKeys`, of the approved bikes alone with `approvedOnly`. */
export async function closeSerials(strapi: Core.Strapi, key: string, query: CloseSerialsQuery): Promise<CloseBike[]> {
  const close = await closeKeys(strapi, key, query);
  if (!query.approvedOnly || close.length === 0) return close.slice(0, query.limit);
  const approved = new Set((await approvedAmong(strapi)(await currentRunner(strapi), { list: close.map((bike) => bike.id) })).map((row) => Number(row.id)));
  return close.filter((bike) => approved.has(bike.id)).slice(0, query.limit);
}
