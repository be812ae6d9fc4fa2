import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';

type Knex = Core.Strapi['db']['connection'];
type Bindings = Parameters<Knex['raw']>[1];

/**
 * Tables that grow with the registry: bikes, accounts, messages and their conversations, history,
 * the bikes' media and stolen reports, the people's alerts, and every link table of those (their
 * names start the same way). Reading one of them from end to end on a request is what an index must prevent; the
 * lookup and CMS tables are small and may be scanned, as may the bikes' kept counts (four rows,
 * src/database/bike-counts.ts), the live ads' (sixteen, src/database/ads.ts) and the stolen
 * places' version (one, src/database/stolen-places.ts).
 */
const REGISTRY_SCALE_TABLES = /^(?!bikes_counts$|bikes_recovered_total$|bikes_stolen_places_version$|bikes_ads_total$)(bikes|up_users|messages|conversations|histories|alerts|files_related_mph|components_bike_stolen_details)(_|$)/;

export interface Statement {
  sql: string;
  bindings?: readonly unknown[];
  /** A named statement's name (`compiledOnce`): on PostgreSQL it runs on a plan made once for every value. */
  name?: string;
}

/**
 * A statement as knex's `query` event reports it, ready for `knex.raw`: on PostgreSQL the SQL
 * already carries the driver's `$1, $2…` placeholders, which knex.raw would not bind.
 */
export function asRaw({ sql, bindings = [] }: Statement): { sql: string; bindings: unknown[] } {
  const numbered = [...sql.matchAll(/\$(\d+)/g)];
  if (numbered.length === 0) return { sql, bindings: [...bindings] };
  return { sql: sql.replace(/\$(\d+)/g, '?'), bindings: numbered.map((match) => bindings[Number(match[1]) - 1]) };
}

/** `from bikes as t0`, `join "public"."messages" as "m"`: which table each alias of a statement names. */
function aliases(sql: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /\b(?:from|join)\s+(?:[`"]?\w+[`"]?\.)?[`"]?(\w+)[`"]?(?:\s+as\s+[`"]?(\w+)[`"]?)?/gi;
  for (const match of sql.matchAll(pattern)) {
    const [, table, alias] = match;
    found.set(table, table);
    if (alias) found.set(alias, table);
  }
  return found;
}

async function sqliteFullScans(knex: Knex, { sql, bindings }: ReturnType<typeof asRaw>): Promise<string[]> {
  const plan: { parent: number; detail: string }[] = await knex.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as Bindings);
  const tables = aliases(sql);
  // "SCAN t0" reads the whole table, and so does "SCAN t0 USING INDEX …", which walks an index
  // from end to end, unless the walk gives its query's rows in the order asked (no sort of them
  // beside it, under the same parent) and a limit stops it.
  const sorted = (parent: number) => plan.some((row) => row.parent === parent && /TEMP B-TREE FOR (ORDER BY|DISTINCT)/.test(row.detail));
  const limited = /\blimit\b/i.test(sql);
  return plan.flatMap(({ parent, detail }) => {
    const scan = /^SCAN (\w+)( USING (COVERING )?INDEX \w+)?$/.exec(detail.trim());
    const table = scan && (!scan[2] || !limited || sorted(parent)) ? tables.get(scan[1]) : undefined;
    return table && REGISTRY_SCALE_TABLES.test(table) ? [table] : [];
  });
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PgPlanNode[];
}

function pgSequentialScans(node: PgPlanNode): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && REGISTRY_SCALE_TABLES.test(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap(pgSequentialScans)];
}

/**
 * `EXPLAIN` (in `format`) of a statement as PostgreSQL runs it, in the transaction `trx`: a named
 * one (`compiledOnce`) on the plan made once for every value (config/database.ts), which cannot
 * see the values; any other, planned for its values.
 */
export async function explainAsRun(trx: Knex, statement: Statement, format: 'TEXT' | 'JSON'): Promise<Record<string, unknown>[]> {
  if (statement.name === undefined) {
    const { sql, bindings } = asRaw(statement);
    return (await trx.raw(`EXPLAIN (FORMAT ${format}) ${sql}`, bindings as Bindings)).rows;
  }
  await trx.raw('SET LOCAL plan_cache_mode = force_generic_plan');
  await trx.raw(`PREPARE planned_once AS ${statement.sql}`);
  const values = (statement.bindings ?? []).map((value) => trx.raw('?', [value] as Bindings).toQuery());
  const { rows } = await trx.raw(`EXPLAIN (FORMAT ${format}) EXECUTE planned_once${values.length ? `(${values.join(', ')})` : ''}`);
  await trx.raw('DEALLOCATE planned_once');
  return rows;
}

async function postgresFullScans(knex: Knex, statement: Statement): Promise<string[]> {
  // With sequential scans priced out, a Seq Scan left in the plan means no index could serve it,
  // however small the table is today.
  return knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL enable_seqscan = off');
    const rows = await explainAsRun(trx, statement, 'JSON');
    return pgSequentialScans((rows[0]['QUERY PLAN'] as { Plan: PgPlanNode }[])[0].Plan);
  });
}

/**
 * The registry-scale tables a statement would read in full, by the database's own plan (for a
 * named one on PostgreSQL, the plan made for every value): empty when every such table is reached
 * through an index.
 */
export function fullTableScans(knex: Knex, statement: Statement): Promise<string[]> {
  return isPostgres(knex) ? postgresFullScans(knex, statement) : sqliteFullScans(knex, asRaw(statement));
}
