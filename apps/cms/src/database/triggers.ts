import type { Core } from '@strapi/strapi';
import { isPostgres } from './indexes';

type Knex = Core.Strapi['db']['connection'];

/** A row trigger: after `event` (`INSERT`, `DELETE`, `UPDATE OF a, b`…) on `table`, its statements, with NEW and OLD. */
export interface Trigger {
  name: string;
  table: string;
  event: string;
  statements: string[];
}

/**
 * Creates each trigger with the same statements on both databases: on PostgreSQL a function and
 * its trigger, replaced, never dropped first, since another CMS process may be writing while
 * this one boots; on SQLite created at every boot, as rebuilding a table (a schema change) drops
 * its triggers.
 */
export async function createTriggers(knex: Knex, triggers: readonly Trigger[]) {
  const postgres = isPostgres(knex);
  for (const trigger of triggers) {
    const body = trigger.statements.join('; ');
    if (postgres) {
      await knex.raw(`CREATE OR REPLACE FUNCTION ${trigger.name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body}; RETURN NULL; END $$`);
      await knex.raw(`CREATE OR REPLACE TRIGGER ${trigger.name} AFTER ${trigger.event} ON ${trigger.table} FOR EACH ROW EXECUTE FUNCTION ${trigger.name}()`);
    } else {
      await knex.raw(`CREATE TRIGGER IF NOT EXISTS ${trigger.name} AFTER ${trigger.event} ON ${trigger.table} BEGIN ${body}; END`);
    }
  }
}

/** Whether every one of these triggers is there (on SQLite a table's rebuild drops them). */
export async function triggersExist(knex: Knex, names: readonly string[]) {
  const found: { name: string }[] = isPostgres(knex)
    ? ((await knex.raw('SELECT tgname AS name FROM pg_trigger WHERE tgname = ANY(?)', [names])) as { rows: { name: string }[] }).rows
    : await knex('sqlite_master').select('name').where('type', 'trigger').whereIn('name', names);
  return new Set(found.map((row) => row.name)).size === new Set(names).size;
}
