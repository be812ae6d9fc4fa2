import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';
import { keptRowsRead, type KeptRow } from './kept-rows';
import { compiledOnce, valueSlot } from './list-statements';

type Knex = Core.Strapi['db']['connection'];

/**
 * A list, latest first, whose total is kept on write (the live ads', the stolen bikes'), in SQL
 * that both databases read: names are the caller's own, read from Strapi's metadata.
 */
export interface KeptTotalList {
  table: string;
  /** What selects the list's rows, with no values to bind (`stolen = true AND approved = true`). */
  where?: string;
  /** The rows' id, read as the page's ids. */
  id: string;
  /** The columns of its order, each descending for the latest first; the last one unique, so that the order is total. */
  order: readonly string[];
  /** The kept total, a scalar subquery. */
  total: string;
  /** Other scalar subqueries read alongside, by the name they are given (the price slider's end). */
  alongside?: Readonly<Record<string, string>>;
  /** A table of kept rows (kept-rows.ts) by the same ids: the page's are read with it. */
  kept?: string;
}

export interface KeptTotalPage {
  ids: number[];
  total: number;
  alongside: Record<string, unknown>;
  /** The page's kept rows, with `kept`. */
  kept: KeptRow[];
}

/**
 * A page of `list` in one statement compiled once (list-statements.ts): its ids, the kept total,
 * what is read alongside and the page's kept rows, a page past the last still a row of the first
 * three. On PostgreSQL
 * each statement is a round trip that costs the CMS about as much as a small read's own work.
 *
 * A page nearer the list's oldest row is walked from that end, skipping all but the page's rows
 * as the kept total counts them: PostgreSQL took 1.08 ms to skip 7,000 of 10,000 live ads from
 * the latest, 0.46 ms to skip the other 3,000 from the oldest. It reads a whole page's worth from
 * there, and the last page's few are cut from it. Which end is nearer goes by the total the last
 * page counted: only the speed depends on it.
 */
export function keptTotalPages(list: KeptTotalList) {
  /**
   * The page's size is written into the SQL, not bound: planned once for every value, PostgreSQL
   * took a limit it could not see for a tenth of the list, and joined the kept rows by reading
   * them all (docs/data-model.md, "Bike rows"). A statement for each size and end, then.
   */
  const statement = (fromOldest: boolean, limit: number) =>
    compiledOnce<Record<string, unknown>>((knex) => {
      if (!Number.isSafeInteger(limit) || limit < 1) throw new Error(`A page of ${limit} rows`);
      const order = (direction: 'ASC' | 'DESC') => list.order.map((column) => `${column} ${direction}`).join(', ');
      const skipped = fromOldest ? `${isPostgres(knex) ? 'greatest' : 'max'}(0, coalesce(${list.total}, 0) - ? - ${limit})` : '?';
      const alongside = Object.entries(list.alongside ?? {}).map(([name, sql]) => `, ${sql} AS ${name}`);
      return knex.raw(
        `SELECT counted.total${Object.keys(list.alongside ?? {}).map((name) => `, counted.${name}`).join('')}, page.page_id${list.kept ? ', k.generation, k.body, k.shape' : ''}
          FROM (SELECT ${list.total} AS total${alongside.join('')}) counted
          LEFT JOIN (
            SELECT ${list.id} AS page_id, ${list.order.join(', ')} FROM ${list.table}${list.where ? ` WHERE ${list.where}` : ''}
            ORDER BY ${order(fromOldest ? 'ASC' : 'DESC')} LIMIT ${limit} OFFSET ${skipped}
          ) page ON true${list.kept ? ` LEFT JOIN ${list.kept} k ON k.id = page.page_id` : ''}
          ORDER BY ${list.order.map((column) => `page.${column} DESC`).join(', ')}`,
        [valueSlot('offset')],
      );
    });
  const statements = new Map<string, ReturnType<typeof statement>>();
  const statementOf = (fromOldest: boolean, limit: number) => {
    const key = `${fromOldest} ${limit}`;
    return statements.get(key) ?? statements.set(key, statement(fromOldest, limit)).get(key)!;
  };
  /** How many rows the last page counted: which end a page is nearer. */
  let seen: number | undefined;

  return async (knex: Knex, page: { offset: number; limit: number }): Promise<KeptTotalPage> => {
    const oldestNearer = seen !== undefined && 2 * page.offset + page.limit > seen;
    const rows = await statementOf(oldestNearer, page.limit)(knex, { offset: page.offset });
    const total = Number(rows[0]?.total ?? 0);
    const alongside = Object.fromEntries(Object.keys(list.alongside ?? {}).map((name) => [name, rows[0]?.[name] ?? null]));
    seen = total;
    const ids = rows.flatMap((row) => (row.page_id === null ? [] : [Number(row.page_id)]));
    // From the oldest end, the last page is read whole: only its rows past the offset are kept.
    const shown = oldestNearer ? ids.slice(ids.length - Math.max(0, Math.min(ids.length, total - page.offset))) : ids;
    const kept = list.kept ? keptRowsRead(rows, 'page_id').filter((row) => shown.includes(row.id)) : [];
    return { ids: shown, total, alongside, kept };
  };
}
