import { recordStatements } from '../src/database/sql-recorder';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Strapi's document service reads every document it writes again, with every relation,
 * component and file populated, for the event webhooks and audit logs hear
 * (patches/@strapi__core@5.54.0.patch): only when one of them, or a plugin, listens. The same
 * patch keeps its reads out of transactions.
 */
let cms: TestCms;
let bike: { documentId: string };

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  const owner = await createUser(cms.strapi);
  bike = await createBike(cms.strapi, owner.user, { transfer_email: 'comprador@example.com' });
}, 180_000);

afterAll(async () => {
  await cms.stop();
});

/** Renames the bike through the document service, and what reached the database meanwhile. */
async function rename(nickName: string) {
  const { statements } = await recordStatements(cms.strapi, async () => {
    await cms.strapi.documents('api::bike.bike').update({ documentId: bike.documentId, data: { nickName } } as never);
    // The event is emitted once the write commits, and not awaited: it is given time to run.
    await new Promise((resolve) => setTimeout(resolve, 300));
  });
  return statements.map(({ sql }) => sql);
}

/** The populated read joins the bike's stolen report; the rename itself never touches it. */
const readsEverything = (statements: string[]) => statements.some((sql) => sql.includes('components_bike_stolen_details'));

describe('the events of a written document', () => {
  it('are not read again when no webhook, audit log or plugin listens', async () => {
    const statements = await rename('Sem ouvintes');
    // As either database names the table: `bikes`, or "public"."bikes".
    expect(statements.some((sql) => /^update (["`]public["`]\.)?["`]bikes["`] /i.test(sql))).toBe(true);
    expect(readsEverything(statements)).toBe(false);
  });

  it('reach a listener of the event, as a webhook is, whole and sanitized', async () => {
    const heard: { uid: string; entry: Record<string, unknown> }[] = [];
    const stop = cms.strapi.eventHub.on('entry.update', async (event: (typeof heard)[number]) => {
      heard.push(event);
    });
    try {
      expect(readsEverything(await rename('Com um ouvinte'))).toBe(true);
      expect(heard).toHaveLength(1);
      expect(heard[0]).toMatchObject({
        uid: 'api::bike.bike',
        entry: { documentId: bike.documentId, nickName: 'Com um ouvinte', brand: { name: expect.any(String) }, materials: [expect.anything()] },
      });
      // Private fields stay out of what a webhook sends away.
      expect(heard[0].entry).not.toHaveProperty('transfer_email');
    } finally {
      stop();
    }
  });

  it('reach a subscriber of every event, as the audit logs are', async () => {
    const heard: string[] = [];
    const stop = cms.strapi.eventHub.subscribe(async (name: string) => {
      heard.push(name);
    });
    try {
      expect(readsEverything(await rename('Com um subscritor'))).toBe(true);
      expect(heard).toContain('entry.update');
    } finally {
      stop();
    }
    expect(readsEverything(await rename('Outra vez sem ouvintes'))).toBe(false);
  });
});

describe('a read through the document service', () => {
  const transactionStatement = /^\s*(begin|commit|rollback)\b/i;

  it('opens no transaction, which on SQLite would hold the one connection and the write lock while it reads', async () => {
    const bikes = cms.strapi.documents('api::bike.bike');
    const { result, statements } = await recordStatements(cms.strapi, async () => ({
      found: await bikes.findMany({ filters: { documentId: bike.documentId }, populate: ['brand', 'materials'] } as never),
      one: await bikes.findOne({ documentId: bike.documentId } as never),
      counted: await bikes.count({ filters: { documentId: bike.documentId } } as never),
    }));
    expect(result.found).toHaveLength(1);
    expect(result.one).toMatchObject({ documentId: bike.documentId });
    expect(result.counted).toBe(1);
    expect(statements.length).toBeGreaterThan(3);
    expect(statements.filter(({ sql }) => transactionStatement.test(sql))).toEqual([]);
  });

  it('still writes in one transaction', async () => {
    expect((await rename('Numa transação')).filter((sql) => transactionStatement.test(sql)).length).toBeGreaterThanOrEqual(2);
  });
});
