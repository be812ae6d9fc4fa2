import { ALL_INDEX_NAMES, INDEXES, receiverLinkTable, stolenDetailsLinkTable, tableAndColumns } from '../src/database/indexes';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;
beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

interface DbIndex {
  name: string;
  table: string;
  columns: string[];
  unique: boolean;
}

/** Reads the indexes from the database's own catalogue, not from Strapi's metadata. */
async function readIndexes(): Promise<DbIndex[]> {
  const knex = cms.strapi.db.connection;
  if (cms.strapi.config.get('database.connection.client') === 'postgres') {
    const { rows } = await knex.raw(`
      SELECT i.relname AS name, t.relname AS "table", ix.indisunique AS "unique",
             array_to_json(array_agg(a.attname::text ORDER BY array_position(ix.indkey, a.attnum))) AS columns
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(ix.indkey)
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema()
      GROUP BY i.relname, t.relname, ix.indisunique`);
    return rows;
  }
  const indexes: { name: string; tbl_name: string }[] = await knex.raw(
    `SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'`,
  );
  return Promise.all(
    indexes.map(async ({ name, tbl_name }) => {
      const info: { name: string }[] = await knex.raw(`PRAGMA index_info(${JSON.stringify(name)})`);
      const list: { name: string; unique: number }[] = await knex.raw(`PRAGMA index_list(${JSON.stringify(tbl_name)})`);
      return {
        name,
        table: tbl_name,
        columns: info.map((column) => column.name),
        unique: list.find((entry) => entry.name === name)?.unique === 1,
      };
    }),
  );
}

describe('database indexes', () => {
  it.each(INDEXES.map((index) => [index.name, index] as const))('%s exists on the right columns', async (_name, spec) => {
    const { table, columns } = tableAndColumns(cms.strapi, spec.uid, spec.attributes);
    const found = (await readIndexes()).find((index) => index.name === spec.name);
    expect(found).toMatchObject({ table, columns, unique: spec.unique === true });
  });

  it('indexes messages by receiver through the receiver link table', async () => {
    const { table, columns } = receiverLinkTable(cms.strapi);
    const found = (await readIndexes()).find((index) => index.name === 'messages_reciever_lnk_user_message_idx');
    expect(found).toMatchObject({ table, columns });
  });

  it('indexes stolen reports by field and bike through the components link table', async () => {
    const { table, columns } = stolenDetailsLinkTable(cms.strapi);
    const found = (await readIndexes()).find((index) => index.name === 'bikes_cmps_field_entity_idx');
    expect(found).toMatchObject({ table, columns });
  });

  it('lists every index it creates, and none it retired', async () => {
    expect(ALL_INDEX_NAMES).toHaveLength(INDEXES.length + 2);
    expect((await readIndexes()).map((index) => index.name)).not.toContain('bikes_stolen_created_at_idx');
  });

  it('lets the database refuse a duplicate registry number', async () => {
    const bikes = cms.strapi.db.query('api::bike.bike');
    const bike = { nickName: 'A', serial_number: 'X1', serial_normalized: 'X1', registry_number: 'ABCDEFGH1' };
    await bikes.create({ data: { ...bike, slug: 'a-1' } });
    // Matched on the message: the driver's error class comes from outside Jest's realm.
    await expect(bikes.create({ data: { ...bike, slug: 'a-2' } })).rejects.toMatchObject({
      message: expect.stringMatching(/UNIQUE constraint failed|duplicate key value/),
    });
    expect(await bikes.count({ where: { registry_number: 'ABCDEFGH1' } })).toBe(1);
  });

  it('survives a second boot: creating the indexes again is a no-op', async () => {
    const before = (await readIndexes()).map((index) => index.name).sort();
    const { ensureIndexes } = await import('../src/database/indexes');
    await ensureIndexes(cms.strapi);
    expect((await readIndexes()).map((index) => index.name).sort()).toEqual(before);
  });
});
