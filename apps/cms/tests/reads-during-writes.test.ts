import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, stopBackgroundReads, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * A public read while a write's transaction is open (docs/data-model.md, "One SQLite file, several
 * processes"): it answers at once, with what was committed, and the next read after the commit
 * shows the write. On SQLite the process has one connection, which the transaction holds; the
 * statements compiled once read on a second one (src/database/sqlite-reader.ts). Without it the
 * read waited for the commit. The response cache is off, so every answer is read from the database.
 */

let cms: TestCms;
const api = () => request(cms.server);
/** Longer than any read here takes, far shorter than the wait for a connection (10 s). */
const ANSWER_WITHIN_MS = 4_000;
const page = (slug: string) => api().get(`/api/bikes/by-slug/${slug}`).timeout(ANSWER_WITHIN_MS);

beforeAll(async () => {
  process.env.PUBLIC_RESPONSE_CACHE = 'false';
  cms = await startCms();
  await stopBackgroundReads(cms.strapi);
  await seedReference(cms.strapi);
});

afterAll(async () => {
  delete process.env.PUBLIC_RESPONSE_CACHE;
  await cms.stop();
});

it("answers a bike's page while a write is open, with the committed state, and the write once committed", async () => {
  const owner = await createUser(cms.strapi, { name: 'Rita Leitura' });
  const bike = await createBike(cms.strapi, owner.user, { nickName: 'Antes da escrita' });
  // Its first read keeps its public row, a write of its own.
  expect((await page(bike.slug)).body.data.nickName).toBe('Antes da escrita');

  const knex = cms.strapi.db.connection;
  const write = await knex.transaction();
  try {
    await write('bikes').where({ id: bike.id }).update({ nick_name: 'Depois da escrita' });
    const during = await page(bike.slug);
    expect(during.status).toBe(200);
    expect(during.body.data.nickName).toBe('Antes da escrita');
    // The classifieds' filtered statements are built for their values, and read there too.
    const classifieds = await api().get('/api/classifieds?name=Antes').timeout(ANSWER_WITHIN_MS);
    expect(classifieds.status).toBe(200);
    expect(classifieds.body.meta.pagination.total).toBe(0);
    await write.commit();
  } finally {
    if (!write.isCompleted()) await write.rollback();
  }
  expect((await page(bike.slug)).body.data.nickName).toBe('Depois da escrita');
});
