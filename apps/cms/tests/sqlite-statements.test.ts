import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { env } from '@strapi/utils';
import databaseConfig from '../config/database';
import { fromStrapiDatabase } from './helpers/strapi-packages';

type Knex = Core.Strapi['db']['connection'];

/*
 * The SQLite dialect of Strapi's own knex (patches/knex@3.0.1.patch) runs a statement it compiled
 * before again instead of compiling it anew. Counted at better-sqlite3's `prepare`, the driver's
 * one way to compile. Independent of the suite's database: it is about the SQLite dialect.
 */
const knexFactory = fromStrapiDatabase('knex') as (config: object) => Knex;
const Database = fromStrapiDatabase('better-sqlite3') as { prototype: { prepare: (sql: string) => unknown } };

let folder: string;
let knex: Knex;
const compiled: string[] = [];
const prepare = Database.prototype.prepare;

beforeAll(() => {
  Database.prototype.prepare = function countedPrepare(this: unknown, sql: string) {
    compiled.push(sql);
    return prepare.call(this, sql);
  };
  folder = mkdtempSync(path.join(tmpdir(), 'bicla-statements-'));
  knex = knexFactory({ client: 'better-sqlite3', connection: { filename: path.join(folder, 'data.db') }, useNullAsDefault: true });
});

afterAll(async () => {
  Database.prototype.prepare = prepare;
  await knex.destroy();
  rmSync(folder, { recursive: true, force: true });
});

beforeEach(async () => {
  await knex.schema.dropTableIfExists('bikes');
  await knex.schema.createTable('bikes', (table) => {
    table.increments('id');
    table.string('serial');
  });
  await knex('bikes').insert({ serial: 'WTU123' });
  compiled.length = 0;
});

const compilations = (sql: string) => compiled.filter((each) => each === sql).length;

it('compiles a statement once, however often it runs with other values', async () => {
  const query = (serial: string) => knex('bikes').where({ serial });
  const { sql } = query('WTU123').toSQL();
  expect(await query('WTU123')).toEqual([{ id: 1, serial: 'WTU123' }]);
  expect(await query('NOPE')).toEqual([]);
  expect(await query('WTU123')).toEqual([{ id: 1, serial: 'WTU123' }]);
  expect(compilations(sql)).toBe(1);
});

it('reads the columns a table has now after it was altered, dropped or made anew', async () => {
  const all = () => knex('bikes').select('*');
  expect(await all()).toEqual([{ id: 1, serial: 'WTU123' }]);

  await knex.schema.alterTable('bikes', (table) => table.string('colour').defaultTo('verde'));
  expect(await all()).toEqual([{ id: 1, serial: 'WTU123', colour: 'verde' }]);

  await knex.schema.dropTable('bikes');
  await knex.schema.createTable('bikes', (table) => {
    table.increments('id');
    table.integer('wheels');
  });
  await knex('bikes').insert({ wheels: 2 });
  expect(await all()).toEqual([{ id: 1, wheels: 2 }]);
  expect(compilations(all().toSQL().sql)).toBe(1);
});

it('keeps a bounded number of statements: past them, the oldest is compiled again', async () => {
  const first = knex('bikes').where({ id: 1 });
  await first;
  for (let id = 0; id < 1_000; id += 1) await knex('bikes').whereIn('id', Array.from({ length: id + 2 }, (_, n) => n));
  await first;
  expect(compilations(first.toSQL().sql)).toBe(2);
});

it("keeps 64 MB of the file's pages in memory with the CMS's settings, not SQLite's 2 MB, and lets several processes share the file", async () => {
  const suiteEnv = process.env;
  process.env = { ...suiteEnv, DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(folder, 'cms.db') };
  const { connection } = databaseConfig({ env });
  process.env = suiteEnv;
  // Strapi's database layer runs its `sqlite` client on better-sqlite3.
  const cmsKnex = knexFactory({ ...connection, client: 'better-sqlite3' });
  try {
    // Negative: a size in KiB rather than in pages.
    expect(await cmsKnex.raw('PRAGMA cache_size')).toEqual([{ cache_size: -64 * 1024 }]);
    // Readers never wait for a writer; a writer waits for another process's write
    // (tests/cms-processes.test.ts), up to 5 s, between turns of the event loop: SQLite's own
    // handler, which would sleep on the thread, is off.
    expect(await cmsKnex.raw('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
    expect(connection.connection).toMatchObject({ lockWaitMs: 5000 });
    expect(await cmsKnex.raw('PRAGMA busy_timeout')).toEqual([{ timeout: 0 }]);
  } finally {
    await cmsKnex.destroy();
  }
});
