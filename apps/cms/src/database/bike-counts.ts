import type { Core } from '@strapi/strapi';
import { isPostgres, tableAndColumns } from './indexes';

/**
 * How many bikes there are of each approval and theft, one row for each pair of the two flags,
 * kept by triggers on `bikes` in step with every write, Strapi's and the bulk imports' alike.
 * The registry's statistics read these rows where counting the approved bikes read an index of
 * the whole registry on every request (docs/data-model.md, "Kept counts").
 */
export const BIKE_COUNTS_TABLE = 'bikes_counts';

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
  const add = (row: 'NEW' | 'OLD', delta: 1 | -1) =>
    `INSERT INTO ${BIKE_COUNTS_TABLE} (approved, stolen, total) VALUES (${flag(row, approved)}, ${flag(row, stolen)}, ${delta})
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
    // Created at every boot: rebuilding `bikes` (a schema change) drops its triggers.
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_insert AFTER INSERT ON ${table} BEGIN ${add('NEW', 1)}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_update AFTER UPDATE OF ${approved}, ${stolen} ON ${table} BEGIN ${add('OLD', -1)}; ${add('NEW', 1)}; END`);
    await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${BIKE_COUNTS_TABLE}_delete AFTER DELETE ON ${table} BEGIN ${add('OLD', -1)}; END`);
  }
  // Counted again at every boot, in a few milliseconds: whatever wrote to `bikes` while its
  // triggers were missing (a rebuild of the table, a registry from before them) is counted.
  await knex.transaction(async (trx) => {
    await trx.raw(`DELETE FROM ${BIKE_COUNTS_TABLE}`);
    await trx.raw(
      `INSERT INTO ${BIKE_COUNTS_TABLE} (approved, stolen, total) SELECT ${flag('b', approved)}, ${flag('b', stolen)}, count(*) FROM ${table} b GROUP BY 1, 2`,
    );
  });
}

/** The approved bikes, and the approved bikes reported stolen. */
export async function bikeCounts(knex: Core.Strapi['db']['connection']): Promise<BikeCounts> {
  const rows: { approved: number; stolen: number; total: number | string }[] = await knex(BIKE_COUNTS_TABLE).select('approved', 'stolen', 'total');
  const total = (keep: (row: { approved: number; stolen: number }) => boolean) => rows.filter(keep).reduce((sum, row) => sum + Number(row.total), 0);
  return {
    approved: total((row) => row.approved === 1),
    approvedStolen: total((row) => row.approved === 1 && row.stolen === 1),
  };
}
