import type { Core } from '@strapi/strapi';
import { historyBikeLinkTable, isPostgres, tableAndColumns } from './indexes';
import { compiledOnce } from './list-statements';

/**
 * How many approved bikes there are, stolen and not, one row for each, kept by triggers on
 * `bikes` in step with every write, Strapi's and the bulk imports' alike. The registry's
 * statistics read these rows where counting the approved bikes read an index of the whole
 * registry on every request (docs/data-model.md, "Kept counts"). Bikes awaiting approval are not
 * counted: every registration would otherwise update one row, and on PostgreSQL wait for the
 * registration before it to commit.
 */
export const BIKE_COUNTS_TABLE = 'bikes_counts';

/**
 * The bikes with at least one recovery in their history, kept by triggers on the history's link
 * to its bike; its key makes two recoveries of one bike, even at the same moment, one bike.
 */
export const RECOVERED_BIKES_TABLE = 'bikes_recovered';
/** How many rows `bikes_recovered` has, kept by its own triggers so the statistics count nothing. */
export const RECOVERED_TOTAL_TABLE = 'bikes_recovered_total';

export interface BikeCounts {
  approved: number;
  approvedStolen: number;
}

export async function ensureBikeCounts(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const {
    table,
    columns: [approved, stolen],
  } = tableAndColumns(strapi, 'api::bike.bike', ['approved', 'stolen']);
  await knex.raw(
    `CREATE TABLE IF NOT EXISTS ${BIKE_COUNTS_TABLE} (approved INTEGER NOT NULL, stolen INTEGER NOT NULL, total INTEGER NOT NULL, PRIMARY KEY (approved, stolen))`,
  );
  // A flag as 1 or 0 on both databases; an unset one counts as false, as Strapi reads it.
  const flag = (row: string, column: string) => `CASE WHEN ${row}.${column} THEN 1 ELSE 0 END`;
  // An approved row only; SQLite needs the WHERE to read ON CONFLICT.
  const add = (row: 'NEW' | 'OLD', delta: 1 | -1) =>
    `INSERT INTO ${BIKE_COUNTS_TABLE} (approved, stolen, total) SELECT 1, ${flag(row, stolen)}, ${delta} WHERE ${flag(row, approved)} = 1
      ON CONFLICT (approved, stolen) DO UPDATE SET total = ${BIKE_COUNTS_TABLE}.total + excluded.total`;
  if (isPostgres(knex)) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${BIKE_COUNTS_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${add('OLD', -1)}; END IF;
        IF TG_OP <> 'DELETE' THEN ${add('NEW', 1)}; END IF;
        RETURN NULL;
      END $$`);
    // Replaced, never dropped first: another CMS process may be writing while this one boots.
    await knex.raw(`CREATE OR REPLACE TRIGGER ${BIKE_COUNTS_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${approved}, ${stolen} ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${BIKE_COUNTS_TABLE}_keep()`);
  } else {
    // The triggers that counted every bike, pending ones too, on a registry from before.
    for (const kind of ['insert', 'update', 'delete']) await knex.raw(`DROP TRIGGER IF EXISTS ${BIKE_COUNTS_TABLE}_${kind}`);
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_approved_insert AFTER INSERT ON ${table} BEGIN ${add('NEW', 1)}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_approved_update AFTER UPDATE OF ${approved}, ${stolen} ON ${table} BEGIN ${add('OLD', -1)}; ${add('NEW', 1)}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_approved_delete AFTER DELETE ON ${table} BEGIN ${add('OLD', -1)}; END`);
  }
  // Counted again at every boot, in a few milliseconds: whatever wrote to `bikes` while its
  // triggers were missing (a rebuild of the table, a registry from before them) is counted.
  await knex.transaction(async (trx) => {
    await trx.raw(`DELETE FROM ${BIKE_COUNTS_TABLE}`);
    await trx.raw(
      `INSERT INTO ${BIKE_COUNTS_TABLE} (approved, stolen, total) SELECT 1, ${flag('b', stolen)}, count(*) FROM ${table} b WHERE ${flag('b', approved)} = 1 GROUP BY 2`,
    );
  });
}

/**
 * Keeps `bikes_recovered` and its total in step with the history: a bike joins it when a recovery
 * is linked to it and leaves it when its last recovery's link goes (the entry or the bike deleted).
 */
export async function ensureRecoveredCount(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  const {
    table: histories,
    columns: [type],
  } = tableAndColumns(strapi, 'api::history.history', ['type']);
  const link = historyBikeLinkTable(strapi);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${RECOVERED_BIKES_TABLE} (bike_id INTEGER NOT NULL PRIMARY KEY)`);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ${RECOVERED_TOTAL_TABLE} (total INTEGER NOT NULL)`);
  // Joins only when the linked entry is a recovery; SQLite needs the WHERE to read ON CONFLICT.
  const join = `INSERT INTO ${RECOVERED_BIKES_TABLE} (bike_id) SELECT NEW.${link.bike} WHERE EXISTS (
      SELECT 1 FROM ${histories} h WHERE h.id = NEW.${link.history} AND h.${type} = 'recover') ON CONFLICT (bike_id) DO NOTHING`;
  const leave = `DELETE FROM ${RECOVERED_BIKES_TABLE} WHERE bike_id = OLD.${link.bike} AND NOT EXISTS (
      SELECT 1 FROM ${link.table} l JOIN ${histories} h ON h.id = l.${link.history} WHERE l.${link.bike} = OLD.${link.bike} AND h.${type} = 'recover')`;
  const count = (delta: 1 | -1) => `UPDATE ${RECOVERED_TOTAL_TABLE} SET total = total + ${delta}`;
  if (isPostgres(knex)) {
    await knex.raw(`CREATE OR REPLACE FUNCTION ${RECOVERED_BIKES_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN ${leave}; END IF;
        IF TG_OP <> 'DELETE' THEN ${join}; END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`CREATE OR REPLACE TRIGGER ${RECOVERED_BIKES_TABLE}_keep AFTER INSERT OR DELETE OR UPDATE OF ${link.history}, ${link.bike} ON ${link.table}
      FOR EACH ROW EXECUTE FUNCTION ${RECOVERED_BIKES_TABLE}_keep()`);
    await knex.raw(`CREATE OR REPLACE FUNCTION ${RECOVERED_TOTAL_TABLE}_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${count(1)}; ELSE ${count(-1)}; END IF;
        RETURN NULL;
      END $$`);
    await knex.raw(`CREATE OR REPLACE TRIGGER ${RECOVERED_TOTAL_TABLE}_keep AFTER INSERT OR DELETE ON ${RECOVERED_BIKES_TABLE}
      FOR EACH ROW EXECUTE FUNCTION ${RECOVERED_TOTAL_TABLE}_keep()`);
  } else {
    // Created at every boot: rebuilding the link table (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${RECOVERED_BIKES_TABLE}_insert AFTER INSERT ON ${link.table} BEGIN ${join}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${RECOVERED_BIKES_TABLE}_update AFTER UPDATE OF ${link.history}, ${link.bike} ON ${link.table} BEGIN ${leave}; ${join}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${RECOVERED_BIKES_TABLE}_delete AFTER DELETE ON ${link.table} BEGIN ${leave}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${RECOVERED_TOTAL_TABLE}_insert AFTER INSERT ON ${RECOVERED_BIKES_TABLE} BEGIN ${count(1)}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${RECOVERED_TOTAL_TABLE}_delete AFTER DELETE ON ${RECOVERED_BIKES_TABLE} BEGIN ${count(-1)}; END`);
  }
  // Listed and counted again at every boot, as `bikes_counts` is.
  await knex.transaction(async (trx) => {
    await trx.raw(`DELETE FROM ${RECOVERED_BIKES_TABLE}`);
    await trx.raw(
      `INSERT INTO ${RECOVERED_BIKES_TABLE} (bike_id) SELECT DISTINCT l.${link.bike} FROM ${link.table} l JOIN ${histories} h ON h.id = l.${link.history} WHERE h.${type} = 'recover'`,
    );
    await trx.raw(`DELETE FROM ${RECOVERED_TOTAL_TABLE}`);
    await trx.raw(`INSERT INTO ${RECOVERED_TOTAL_TABLE} (total) SELECT count(*) FROM ${RECOVERED_BIKES_TABLE}`);
  });
}

/** How many approved bikes are reported stolen, as a scalar subquery (a page of them, kept-total-pages.ts). */
export const APPROVED_STOLEN_TOTAL = `(SELECT sum(total) FROM ${BIKE_COUNTS_TABLE} WHERE approved = 1 AND stolen = 1)`;

export interface RegistryCounts extends BikeCounts {
  /** The bikes recovered at least once, whatever they are now. */
  recovered: number;
}

// Compiled once (list-statements.ts): read by the statistics, the recovered total alongside (one
// row, always there) so they are one statement. The stolen list reads its total in its page's
// statement (APPROVED_STOLEN_TOTAL).
const countRows = compiledOnce<{ approved: number | null; stolen: number | null; total: number | string | null; recovered: number | string }>((knex) =>
  knex.raw(`SELECT c.approved, c.stolen, c.total, r.total AS recovered FROM ${RECOVERED_TOTAL_TABLE} r LEFT JOIN ${BIKE_COUNTS_TABLE} c ON true`),
);

/** The approved bikes, the approved bikes reported stolen, and the bikes ever recovered. */
export async function registryCounts(knex: Core.Strapi['db']['connection']): Promise<RegistryCounts> {
  const rows = await countRows(knex, {});
  const total = (keep: (row: { approved: number | null; stolen: number | null }) => boolean) => rows.filter(keep).reduce((sum, row) => sum + Number(row.total), 0);
  return {
    approved: total((row) => row.approved === 1),
    approvedStolen: total((row) => row.approved === 1 && row.stolen === 1),
    recovered: Number(rows[0]?.recovered ?? 0),
  };
}
