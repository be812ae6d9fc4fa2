import type { Core } from '@strapi/strapi';
import { ADS_TABLE } from './ads';
import { isPostgres } from './indexes';

type Knex = Core.Strapi['db']['connection'];

/**
 * SQLite plans from the statistics ANALYZE keeps, and has none until asked: without them it
 * takes any equality index, however unselective (`stolen = false` is most bikes). Once every
 * table and index of the boot exists, this refreshes them where the tables have changed enough,
 * as SQLite advises at every start (docs/data-model.md, "Indexes"). PostgreSQL's autovacuum
 * keeps its own.
 */
export async function refreshStatistics(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  if (isPostgres(knex)) return;
  await knex.raw('PRAGMA optimize=0x10002');
  await dropValueSamples(knex);
}

/**
 * ANALYZE keeps, besides each index's averages (sqlite_stat1), samples of its values
 * (sqlite_stat4: better-sqlite3 builds SQLite with them). With samples, SQLite prepares a
 * statement again whenever a value is bound to a parameter compared with an indexed column,
 * which better-sqlite3 does at every run: the statements compiled once were planned anew each
 * time (a bike's owner row, thirteen lookups by key, 105 µs a run instead of 18). The averages
 * stay, and choose the indexes the query-plan tests expect. The live ads keep their samples: the
 * classifieds' statements are planned for their values on purpose (a range of prices that holds
 * most ads walks the dates, a narrow one the prices), and without samples SQLite takes every
 * range for a narrow one (a page 2.2 ms instead of 19 µs). Each process drops them at its own
 * boot and reads the statistics again on its connection; the reader (sqlite-reader.ts) opens
 * after, so it never loads the dropped ones.
 */
async function dropValueSamples(knex: Knex) {
  const [samples] = await knex.raw("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_stat4'");
  if (!samples) return;
  await knex.raw('DELETE FROM sqlite_stat4 WHERE tbl <> ?', [ADS_TABLE]);
  await knex.raw('ANALYZE sqlite_schema');
}
