import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike, lookupIds } from './helpers/bikes';
import { pdfBytes, pngBytes } from './helpers/files';
import { recordStatements } from '../src/database/sql-recorder';
import { startCms, stopBackgroundReads, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The response cache of the public reads (src/cache/public-responses.ts) and the role
 * permissions memo (src/extensions/users-permissions/role-permissions-cache.ts), through HTTP:
 * a repeated read is answered from memory, and every kind of write is seen by the next read.
 */

type Account = Awaited<ReturnType<typeof createUser>>;

const CMS_BLOCK = 'api::cms-block.cms-block';
const PHONE = '912345678';

let cms: TestCms;
let ids: Awaited<ReturnType<typeof lookupIds>>;
let owner: Account;
let reader: Account;
let otherReader: Account;

const api = () => request(cms.server);
const as = (who: Account, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);

const stolenReport = (showPhone: boolean) => ({
  stolen_date: '2024-05-01T10:00:00.000Z',
  phone_number: PHONE,
  show_phone_to_users: showPhone,
  city: 'Braga',
  postal: '4700-321',
  estimated_value: 900,
  lock_description: 'Cadeado em U',
  incident_description: 'Cortaram o cadeado durante a noite.',
});

/** `?private=true` for a serial photo or an invoice (docs/security.md, "Files"). */
async function upload(bytes: Buffer, filename: string, contentType: string, query = '') {
  const response = await as(owner, api().post(`/api/upload${query}`)).attach('files', bytes, { filename, contentType });
  expect(response.status).toBe(201);
  return response.body[0].id as number;
}

/** SQL run by one request, so a test can tell an answer from memory from one read anew. */
const readWithStatements = (url: string, who?: Account) =>
  recordStatements(cms.strapi, () => (who ? as(who, api().get(url)) : api().get(url)));
const readsBikes = (statements: { sql: string }[]) => statements.filter(({ sql }) => /\bbikes\b/.test(sql));

beforeAll(async () => {
  cms = await startCms();
  // 'No query' must mean none of the request's: the outbox's and the sweep's timers read too.
  await stopBackgroundReads(cms.strapi);
  await seedReference(cms.strapi);
  ids = await lookupIds(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Rita Dona' });
  reader = await createUser(cms.strapi, { name: 'Leitor Um' });
  otherReader = await createUser(cms.strapi, { name: 'Leitor Dois' });
});

afterAll(async () => {
  await cms.stop();
});

describe('a public read', () => {
  // A job querying at a random moment would show up in a read's statements below.
  it('has no cron job of Strapi\'s querying the database meanwhile (its telemetry is off)', () => {
    expect(cms.strapi.cron.jobs.map(({ name, options }) => ({ name, options }))).toEqual([]);
  });

  it('is answered from memory the second time: the same body, and no query to the database', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const url = `/api/bikes/by-slug/${bike.slug}`;

    const first = await readWithStatements(url);
    expect(first.result.status).toBe(200);
    expect(readsBikes(first.statements)).not.toEqual([]);

    const second = await readWithStatements(url);
    expect(second.result.status).toBe(200);
    expect(second.result.body).toEqual(first.result.body);
    expect(second.statements).toEqual([]);
  });

  it('keeps, through a bike\'s write, the answers read from no bike, and reads the bike pages anew', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const page = `/api/bikes/by-slug/${bike.slug}`;
    const blocks = '/api/cms-blocks?populate=*';
    for (const url of [page, blocks, page, blocks]) expect((await api().get(url)).status).toBe(200);

    await createBike(cms.strapi, owner.user);

    const blocksAfter = await readWithStatements(blocks);
    expect(blocksAfter.result.status).toBe(200);
    expect(blocksAfter.statements).toEqual([]);
    const pageAfter = await readWithStatements(page);
    expect(pageAfter.result.status).toBe(200);
    expect(readsBikes(pageAfter.statements)).not.toEqual([]);
  });

  it("reads anew, after a write to any shown model, an answer read from a table no model owns (the counts' triggers)", async () => {
    expect((await api().get('/api/stats')).status).toBe(200);
    expect((await readWithStatements('/api/stats')).statements).toEqual([]);

    await cms.strapi.db.query('api::color.color').create({ data: { name: 'Cor da cache' } });

    const after = await readWithStatements('/api/stats');
    expect(after.result.status).toBe(200);
    expect(after.statements).not.toEqual([]);
  });

  it("shows a brand's new name on the public page of a bike of that brand at once", async () => {
    const brand = await cms.strapi.documents('api::brand.brand').create({ data: { name: 'Marca Antiga', slug: 'marca-antiga' } } as never);
    const bike = await createBike(cms.strapi, owner.user, { brand: brand.documentId });
    const url = `/api/bikes/by-slug/${bike.slug}`;
    const brandShown = async () => {
      const response = await api().get(url);
      expect(response.status).toBe(200);
      return response.body.data.brand.name as string;
    };
    expect(await brandShown()).toBe('Marca Antiga');
    expect(await brandShown()).toBe('Marca Antiga');

    await cms.strapi.documents('api::brand.brand').update({ documentId: brand.documentId, data: { name: 'Marca Nova' } } as never);

    expect(await brandShown()).toBe('Marca Nova');
  });

  it('shows a new approved bike in the statistics at once', async () => {
    const before = (await api().get('/api/stats')).body.data;
    expect((await api().get('/api/stats')).body.data).toEqual(before);

    await createBike(cms.strapi, owner.user);

    const after = await api().get('/api/stats');
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual({ ...before, registered: before.registered + 1 });
  });

  it("shows the owner's edit on the bike's public page at once", async () => {
    const photos = {
      bike_photo: await upload(await pngBytes(), 'bicicleta.png', 'image/png'),
      serial_number_photo: await upload(await pngBytes('#C62828'), 'serie.png', 'image/png', '?private=true'),
      invoice_photo: await upload(pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true'),
    };
    const bike = await createBike(cms.strapi, owner.user, { nickName: 'Nome Antigo', ...photos });
    const url = `/api/bikes/by-slug/${bike.slug}`;
    expect((await api().get(url)).body.data.nickName).toBe('Nome Antigo');
    expect((await api().get(url)).body.data.nickName).toBe('Nome Antigo');

    const edit = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({
      data: {
        nickName: 'Nome Novo',
        color: ids.color,
        wheel_size: ids.wheel_size,
        materials: [ids.material],
        suspension_types: [ids.suspension_type],
        ...photos,
      },
    });
    expect(edit.status).toBe(200);

    expect((await api().get(url)).body.data.nickName).toBe('Nome Novo');
  });

  it('shows a recovery, written in one transaction with its history, at once', async () => {
    const bike = await createBike(cms.strapi, owner.user, { stolen: true, stolen_details: stolenReport(false) });
    const before = (await api().get('/api/stats')).body.data;
    const recoveredBefore = (await api().get('/api/bikes/recovered')).body.data.map((shown: { slug: string }) => shown.slug);
    expect(recoveredBefore).not.toContain(bike.slug);

    const recovery = await as(owner, api().post(`/api/bikes/${bike.documentId}/recover`)).send({
      data: { recovery_message: 'Encontrada pela PSP', can_share: true },
    });
    expect(recovery.status).toBe(200);

    expect((await api().get('/api/stats')).body.data).toEqual({
      registered: before.registered,
      stolen: before.stolen - 1,
      recovered: before.recovered + 1,
    });
    const recoveredAfter = (await api().get('/api/bikes/recovered')).body.data.map((shown: { slug: string }) => shown.slug);
    expect(recoveredAfter[0]).toBe(bike.slug);
  });

  it("shows a CMS block's new text once an editor publishes it, and not before", async () => {
    const blocks = cms.strapi.documents(CMS_BLOCK);
    const block = await blocks.create({ data: { slug: 'aviso-cache', name: 'Aviso', title: 'Primeira versão' } } as never);
    await blocks.publish({ documentId: block.documentId } as never);
    const read = async () => {
      const response = await api().get('/api/cms-blocks').query({ 'filters[slug][$eq]': 'aviso-cache' });
      expect(response.status).toBe(200);
      return response.body.data.map((shown: { title: string }) => shown.title);
    };
    expect(await read()).toEqual(['Primeira versão']);
    expect(await read()).toEqual(['Primeira versão']);

    await blocks.update({ documentId: block.documentId, data: { title: 'Segunda versão' } } as never);
    expect(await read()).toEqual(['Primeira versão']);

    await blocks.publish({ documentId: block.documentId } as never);
    expect(await read()).toEqual(['Segunda versão']);
  });
});

describe('who gets a stored answer', () => {
  it('never gives a visitor the answer a logged-in user got, nor the other way round', async () => {
    const bike = await createBike(cms.strapi, owner.user, { stolen: true, stolen_details: stolenReport(true) });
    const url = `/api/bikes/by-slug/${bike.slug}`;
    const phoneSeenBy = async (who?: Account) => {
      const response = await (who ? as(who, api().get(url)) : api().get(url));
      expect(response.status).toBe(200);
      expect(response.body.data.stolen_details).toMatchObject({ city: 'Braga' });
      return response.body.data.stolen_details.phone_number as string | undefined;
    };

    expect(await phoneSeenBy()).toBeUndefined();
    expect(await phoneSeenBy(reader)).toBe(PHONE);
    expect(await phoneSeenBy()).toBeUndefined();
    expect(await phoneSeenBy(otherReader)).toBe(PHONE);
  });
});

describe('an error answer', () => {
  it('is never stored: a missing bike is looked for again, and shows once it exists', async () => {
    const slug = 'ainda-por-registar-1';
    const url = `/api/bikes/by-slug/${slug}`;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const missing = await readWithStatements(url);
      expect(missing.result.status).toBe(404);
      expect(readsBikes(missing.statements)).not.toEqual([]);
    }

    await createBike(cms.strapi, owner.user, { slug });
    const found = await api().get(url);
    expect(found.status).toBe(200);
    expect(found.body.data.slug).toBe(slug);
  });
});

describe("the roles' permissions", () => {
  it("follow an administrator's change to the public role at once", async () => {
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    const action = 'api::bike.reads.stats';
    const publicRole = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
    const grant = await permissions.findOne({ where: { action, role: { id: publicRole.id } } });
    expect(grant).toBeTruthy();
    expect((await api().get('/api/stats')).status).toBe(200);

    await permissions.delete({ where: { id: grant.id } });
    expect((await api().get('/api/stats')).status).toBe(403);
    expect((await as(reader, api().get('/api/stats'))).status).toBe(200);

    await permissions.create({ data: { action, role: publicRole.id } });
    expect((await api().get('/api/stats')).status).toBe(200);
  });
});
