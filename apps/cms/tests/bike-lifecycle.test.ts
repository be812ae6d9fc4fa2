import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import { seedReference } from '../src/seed/reference';
import { createBike, lookupIds, registrationInput } from './helpers/bikes';
import { pdfBytes, pngBytes } from './helpers/files';
import { startMailbox } from './helpers/mailbox';
import { recordStatements } from '../src/database/sql-recorder';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let ids: Awaited<ReturnType<typeof lookupIds>>;
let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  ids = await lookupIds(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Rita Dona', email: 'rita@exemplo.pt' });
  other = await createUser(cms.strapi, { name: 'Outro Utilizador', email: 'outro@exemplo.pt' });
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const bikes = () => cms.strapi.db.query('api::bike.bike');
const historyOf = (bikeId: number) =>
  cms.strapi.db.query('api::history.history').findMany({ where: { bike: { id: bikeId } }, orderBy: { id: 'asc' } });

const registration = () => registrationInput(ids);

/** `?private=true` for a serial photo or an invoice (docs/security.md, "Files"). */
async function upload(who: { jwt: string }, bytes: Buffer, filename: string, contentType: string, query = '') {
  return as(who, api().post(`/api/upload${query}`)).attach('files', bytes, { filename, contentType });
}

async function uploadPhoto(who: { jwt: string }, query = '') {
  const response = await upload(who, await pngBytes(), 'foto.png', 'image/png', query);
  expect(response.status).toBe(201);
  return response.body[0].id as number;
}

async function photos(who: { jwt: string }) {
  return {
    bike_photo: await uploadPhoto(who),
    serial_number_photo: await uploadPhoto(who, '?private=true'),
    invoice_photo: (await upload(who, pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true')).body[0].id as number,
  };
}

describe('registration', () => {
  it('creates a pending draft owned by the caller, with server-made numbers', async () => {
    const response = await as(owner, api().post('/api/bikes')).send({ data: registration() });
    expect(response.status).toBe(201);
    const bike = response.body.data;
    expect(bike).toMatchObject({ approved: false, stolen: false, on_sale: false, nickName: 'A Minha Gravel' });
    expect(bike.registry_number).toMatch(/^[A-Z0-9]{9}$/);
    expect(bike.slug).toMatch(/^aminhagravel-\d+$/);
    const row = await bikes().findOne({ where: { documentId: bike.documentId }, populate: { user: true } });
    expect(row.serial_normalized).toBe('8512345');
    expect(row.user.id).toBe(owner.user.id);
  });

  it('gives registrations of one nickname at the same moment each a slug of its own', async () => {
    const lifecycle = cms.strapi.service('api::bike.lifecycle') as ReturnType<typeof import('../src/api/bike/services/lifecycle').default>;
    // Started together, the registrations take their slug's timestamp in the same millisecond.
    const registered = await Promise.all(
      Array.from({ length: 8 }, (_, n) => lifecycle.register(other.user, { ...registration(), nickName: 'Gémea', serial_number: `gem-${n}` })),
    );
    const slugs = registered.map((bike) => bike.slug);
    expect(new Set(slugs).size).toBe(8);
    for (const slug of slugs) expect(slug).toMatch(/^gemea-\d+$/);
    await bikes().deleteMany({ where: { documentId: { $in: registered.map((bike) => bike.documentId) } } });
  });

  it("corrects step 1 of the draft ('Anterior'), keeping its numbers and writing no history", async () => {
    const draft = (await as(owner, api().get('/api/bikes/mine/draft'))).body.data;
    const path = `/api/bikes/${draft.documentId}/draft`;

    const invalid = await as(owner, api().put(path)).send({ data: { ...registration(), model: '' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(MESSAGES.bike.model);

    const readOnly = await as(owner, api().put(path)).send({ data: { ...registration(), registry_number: 'AAAAAAAAA' } });
    expect(readOnly.status).toBe(400);

    const response = await as(owner, api().put(path)).send({ data: { ...registration(), model: 'Grizl 8', serial_number: 'obs-999' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      model: 'Grizl 8',
      serial_number: 'obs-999',
      registry_number: draft.registry_number,
      slug: draft.slug,
      approved: false,
    });
    const row = await bikes().findOne({ where: { documentId: draft.documentId } });
    expect(row.serial_normalized).toBe('85999');
    expect(await historyOf(row.id)).toHaveLength(0);
    expect((await as(other, api().put(path)).send({ data: registration() })).status).toBe(403);
  });

  it('resumes the unfinished registration, then completes it with three photos and a history entry', async () => {
    const draft = await as(owner, api().get('/api/bikes/mine/draft'));
    expect(draft.status).toBe(200);
    expect(draft.body.data.nickName).toBe('A Minha Gravel');

    const complete = await as(owner, api().put(`/api/bikes/${draft.body.data.documentId}/registration`)).send({ data: await photos(owner) });
    expect(complete.status).toBe(200);
    expect(complete.body.data.invoice_photo.mime).toBe('application/pdf');

    expect((await as(owner, api().get('/api/bikes/mine/draft'))).body.data).toBeNull();
    const row = await bikes().findOne({ where: { documentId: draft.body.data.documentId } });
    expect((await historyOf(row.id)).map((entry) => entry.information.text)).toEqual(['A bicicleta foi registada com sucesso!']);
  });

  it.each([
    ['nickName', MESSAGES.bike.nickName],
    ['brand', MESSAGES.bike.brand],
    ['serial_number', MESSAGES.bike.serialNumber],
    ['materials', MESSAGES.bike.materials],
  ])('refuses a registration without %s, with its message, writing nothing', async (field, message) => {
    const before = await bikes().count();
    const data: Record<string, unknown> = registration();
    delete data[field];
    const response = await as(owner, api().post('/api/bikes')).send({ data });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await bikes().count()).toBe(before);
  });

  it('refuses an unknown brand, and a brand named by its numeric id', async () => {
    const before = await bikes().count();
    const brandId = String((await cms.strapi.db.query('api::brand.brand').findOne({ where: { documentId: ids.brand }, select: ['id'] })).id);
    for (const brand of ['nao-existe', brandId]) {
      const response = await as(owner, api().post('/api/bikes')).send({ data: { ...registration(), brand } });
      expect(response.status).toBe(400);
      expect(response.body.error.message).toBe(MESSAGES.bike.brand);
    }
    expect(await bikes().count()).toBe(before);
  });

  it('finds the lookups from memory, and refuses a brand at once when an editor removes it', async () => {
    const brand = await cms.strapi.documents('api::brand.brand').create({ data: { name: 'Marca Passageira', slug: 'marca-passageira' } } as never);
    const withBrand = () => ({ ...registration(), brand: brand.documentId });
    expect((await as(owner, api().post('/api/bikes')).send({ data: withBrand() })).status).toBe(201);

    const again = await recordStatements(cms.strapi, () => as(owner, api().post('/api/bikes')).send({ data: withBrand() }));
    expect(again.result.status).toBe(201);
    // The brand's id, looked up by its documentId, is kept: the registration does not read the brands at all.
    expect(again.statements.filter(({ sql }) => /\bfrom\s+\W?brands\b/is.test(sql))).toEqual([]);

    await cms.strapi.documents('api::brand.brand').delete({ documentId: brand.documentId });
    const before = await bikes().count();
    const gone = await as(owner, api().post('/api/bikes')).send({ data: withBrand() });
    expect(gone.status).toBe(400);
    expect(gone.body.error.message).toBe(MESSAGES.bike.brand);
    expect(await bikes().count()).toBe(before);
  });

  it.each([
    ['user', 1],
    ['approved', true],
    ['stolen', true],
    ['registry_number', 'AAAAAAAAA'],
    ['auth_code', 'X'],
    ['slug', 'escolhido'],
  ])('refuses a client-chosen %s', async (field, value) => {
    const before = await bikes().count();
    const response = await as(owner, api().post('/api/bikes')).send({ data: { ...registration(), [field]: value } });
    expect(response.status).toBe(400);
    expect(await bikes().count()).toBe(before);
  });

  it('needs a logged-in user', async () => {
    expect([401, 403]).toContain((await api().post('/api/bikes').send({ data: registration() })).status);
  });

  it('stores markup in text fields as plain text', async () => {
    const nickName = '<script>alert("x")</script>';
    const response = await as(owner, api().post('/api/bikes')).send({ data: { ...registration(), nickName } });
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body.data.nickName).toBe(nickName);
    await bikes().delete({ where: { documentId: response.body.data.documentId } });
  });
});

describe('uploads', () => {
  it('refuses visitors', async () => {
    const response = await api().post('/api/upload').attach('files', await pngBytes(), 'a.png');
    expect(response.status).toBe(403);
  });

  it('refuses SVG and files whose content is not what their name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(owner, svg, 'a.svg', 'image/svg+xml')).status).toBe(400);
    expect((await upload(owner, Buffer.from('isto não é uma imagem'), 'falsa.png', 'image/png')).status).toBe(400);
  });

  it('refuses a 20 MB file', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(20 * 1024 * 1024)]);
    expect([400, 413]).toContain((await upload(owner, big, 'grande.png', 'image/png')).status);
  });

  it('ignores ref/refId/field: an upload cannot attach itself to a bike', async () => {
    const victim = await createBike(cms.strapi, other.user);
    const response = await as(owner, api().post('/api/upload'))
      .field('ref', 'api::bike.bike')
      .field('refId', String(victim.id))
      .field('field', 'bike_photo')
      .attach('files', await pngBytes(), { filename: 'x.png', contentType: 'image/png' });
    expect(response.status).toBe(201);
    const row = await bikes().findOne({ where: { id: victim.id }, populate: { bike_photo: true } });
    expect(row.bike_photo).toBeNull();
  });

  it('refuses to replace an existing file through ?id=', async () => {
    const id = await uploadPhoto(other);
    const response = await as(owner, api().post(`/api/upload?id=${id}`)).attach('files', await pngBytes('#C62828'), {
      filename: 'troca.png',
      contentType: 'image/png',
    });
    expect(response.status).toBe(403);
  });
});

describe('edit', () => {
  const edit = async (who: { jwt: string }) => ({
    nickName: 'Novo nome',
    color: ids.color,
    secondary_colors: [ids.color],
    wheel_size: ids.wheel_size,
    materials: [ids.material],
    suspension_types: [ids.suspension_type],
    other_information: 'Selim novo',
    ...(await photos(who)),
  });

  it('lets the owner edit an approved bike', async () => {
    const bike = await createBike(cms.strapi, owner.user, { bike_photo: null });
    const response = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: await edit(owner) });
    expect(response.status).toBe(200);
    expect(response.body.data.nickName).toBe('Novo nome');
  });

  it.each([
    ['model', 'Outro'],
    ['category', 'x'],
    ['registry_number', 'ZZZZZZZZZ'],
    ['serial_number', 'NOVO'],
    ['user', 2],
    ['approved', true],
  ])('refuses a change of the read-only %s, changing nothing', async (field, value) => {
    const bike = await createBike(cms.strapi, owner.user, { invoice_photo: await uploadPhoto(owner) });
    const before = await bikes().findOne({ where: { id: bike.id } });
    const response = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({
      data: { ...(await edit(owner)), [field]: value },
    });
    expect(response.status).toBe(400);
    expect(await bikes().findOne({ where: { id: bike.id } })).toEqual(before);
  });

  it("refuses to edit someone else's bike or a pending one", async () => {
    const otherBike = await createBike(cms.strapi, other.user, { invoice_photo: await uploadPhoto(other) });
    const notMine = await as(owner, api().put(`/api/bikes/${otherBike.documentId}`)).send({ data: await edit(owner) });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe(MESSAGES.notOwner);

    const pending = await createBike(cms.strapi, owner.user, { approved: false, invoice_photo: await uploadPhoto(owner) });
    const response = await as(owner, api().put(`/api/bikes/${pending.documentId}`)).send({ data: await edit(owner) });
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(MESSAGES.pendingBike);
  });

  it('answers 404 to a bike that is not there, named by a made-up documentId or by its row id, and 403 to one with no owner', async () => {
    const bike = await createBike(cms.strapi, owner.user, { invoice_photo: await uploadPhoto(owner) });
    for (const id of ['nao-existe', String(bike.id)]) {
      const response = await as(owner, api().put(`/api/bikes/${id}`)).send({ data: await edit(owner) });
      expect(response.status).toBe(404);
      expect(response.body.error.message).toBe(MESSAGES.bikeNotFound);
    }
    await bikes().update({ where: { id: bike.id }, data: { user: null } });
    const before = await bikes().findOne({ where: { id: bike.id } });
    const ownerless = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: await edit(owner) });
    expect(ownerless.status).toBe(403);
    expect(ownerless.body.error.message).toBe(MESSAGES.notOwner);
    expect(await bikes().findOne({ where: { id: bike.id } })).toEqual(before);
  });

  it('keeps the photos a bike already has, whoever uploaded them (the seed, a previous owner)', async () => {
    const previous = await photos(other);
    const bike = await createBike(cms.strapi, owner.user, previous);
    const response = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: { ...(await edit(owner)), ...previous } });
    expect(response.status).toBe(200);
    expect(response.body.data.bike_photo.id).toBe(previous.bike_photo);

    const swapped = { ...(await edit(owner)), ...previous, bike_photo: previous.invoice_photo };
    const pdfAsPhoto = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: swapped });
    expect(pdfAsPhoto.status).toBe(400);
    expect(pdfAsPhoto.body.error.message).toBe(MESSAGES.bike.invalidImage);
  });

  it('writes only what changed: an unchanged relation or photo keeps its links as they are', async () => {
    const bike = await createBike(cms.strapi, owner.user, { invoice_photo: await uploadPhoto(owner) });
    const path = `/api/bikes/${bike.documentId}`;
    const colors = await cms.strapi.db.query('api::color.color').findMany({ select: ['documentId'], orderBy: { id: 'asc' }, limit: 3 });
    const [first, second, third] = colors.map((color: { documentId: string }) => color.documentId);
    const saved = { ...(await edit(owner)), secondary_colors: [second, third] };
    expect((await as(owner, api().put(path)).send({ data: saved })).status).toBe(200);

    const { result, statements } = await recordStatements(cms.strapi, () =>
      as(owner, api().put(path)).send({ data: { ...saved, nickName: 'Só o nome mudou' } }),
    );
    expect(result.status).toBe(200);
    expect(statements.filter(({ sql }) => /^\s*(insert|update|delete)\b.*_(lnk|mph)\b/is.test(sql))).toEqual([]);
    expect(result.body.data).toMatchObject({
      nickName: 'Só o nome mudou',
      color: { documentId: saved.color },
      secondary_colors: [{ documentId: second }, { documentId: third }],
      materials: [{ documentId: ids.material }],
      bike_photo: { id: saved.bike_photo },
      invoice_photo: { id: saved.invoice_photo },
    });

    // What did change is written: a new main colour, the secondary ones in another order, one photo.
    const newPhoto = await uploadPhoto(owner);
    const { result: changed, statements: written } = await recordStatements(cms.strapi, () =>
      as(owner, api().put(path)).send({
        data: { ...saved, color: first === saved.color ? second : first, secondary_colors: [third, second], bike_photo: newPhoto },
      }),
    );
    expect(changed.status).toBe(200);
    // Written by the ids the service looked up: not mapped again by the document service (with locale and publication), nor counted.
    expect(written.filter(({ sql }) => /^select\b.*\blocale\b.*\bfrom\s+\W?colors\b|^select count\(/is.test(sql))).toEqual([]);
    const reread = await as(owner, api().get(`/api/bikes/mine`));
    const mine = reread.body.data.find((row: { documentId: string }) => row.documentId === bike.documentId);
    expect(mine).toMatchObject({
      color: { documentId: first === saved.color ? second : first },
      secondary_colors: [{ documentId: third }, { documentId: second }],
      bike_photo: { id: newPhoto },
      invoice_photo: { id: saved.invoice_photo },
    });
  });

  it('saves an edit around a photo an editor left in place, and checks it again once it moves', async () => {
    // An editor may attach any file in the admin, a PDF as the bike photo among them.
    const pdf = (await upload(other, pdfBytes(), 'folheto.pdf', 'application/pdf')).body[0].id as number;
    const bike = await createBike(cms.strapi, owner.user, { bike_photo: pdf, invoice_photo: await uploadPhoto(owner) });
    const path = `/api/bikes/${bike.documentId}`;
    const kept = await as(owner, api().put(path)).send({ data: { ...(await edit(owner)), bike_photo: pdf } });
    expect(kept.status).toBe(200);
    expect(kept.body.data.bike_photo.id).toBe(pdf);

    const moved = await as(owner, api().put(path)).send({ data: { ...(await edit(owner)), bike_photo: pdf, invoice_photo: pdf } });
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe('A fatura e a fotografia do número de série têm de ser carregadas como ficheiros privados');
  });

  it("refuses someone else's photo, and a PDF as the bike photo", async () => {
    const bike = await createBike(cms.strapi, owner.user, { invoice_photo: await uploadPhoto(owner) });
    const theirs = { ...(await edit(owner)), bike_photo: await uploadPhoto(other) };
    expect((await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: theirs })).status).toBe(403);
    const pdf = (await upload(owner, pdfBytes(), 'f.pdf', 'application/pdf')).body[0].id;
    const response = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: { ...(await edit(owner)), bike_photo: pdf } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.bike.invalidImage);
  });
});

const stolenReport = () => ({
  stolen_date: '2026-11-20T18:30:00.000Z',
  phone_number: '912345678',
  show_phone_to_users: true,
  city: 'Lisboa',
  postal: '1100-148',
  address: 'Rua Augusta',
  country: 'Portugal',
  estimated_value: 650,
  lock_description: 'Cadeado em U',
  defeat_subscription: 'Cadeado cortado e deixado no local',
  police_department: 'PSP Lisboa',
  police_report: 'NUIPC 123/26',
  incident_description: 'Levada da frente do trabalho.',
  latitude: 38.71234,
  longitude: -9.13901,
});

describe('stolen and recovered', () => {
  it('reports a bike stolen: clears the ad and any transfer, and records the city', async () => {
    const bike = await createBike(cms.strapi, owner.user, {
      on_sale: true,
      price: 300,
      classified_date: new Date(),
      auth_code: 'CODIGO123',
      transfer_email: 'comprador@exemplo.pt',
    });
    const response = await as(owner, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data: stolenReport() });
    expect(response.status).toBe(200);
    const row = await bikes().findOne({ where: { id: bike.id }, populate: { stolen_details: true } });
    expect(row).toMatchObject({ stolen: true, on_sale: false, price: null, auth_code: null, transfer_email: null });
    expect(row.stolen_details).toMatchObject({ city: 'Lisboa', lock_description: 'Cadeado em U', police_department: 'PSP Lisboa' });
    const [entry] = await historyOf(bike.id);
    expect(entry).toMatchObject({ type: 'stolen', information: { city: 'Lisboa' } });

    const again = await as(owner, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data: stolenReport() });
    expect(again.status).toBe(400);
  });

  it.each([
    ['phone_number', undefined, MESSAGES.stolen.phone],
    ['incident_description', undefined, MESSAGES.stolen.incident],
    ['estimated_value', -1, MESSAGES.stolen.estimatedValueNumber],
    ['estimated_value', 'muito', MESSAGES.stolen.estimatedValueNumber],
  ])('refuses a report with %s = %p, writing nothing', async (field, value, message) => {
    const bike = await createBike(cms.strapi, owner.user);
    const data: Record<string, unknown> = { ...stolenReport(), [field]: value };
    const response = await as(owner, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await bikes().findOne({ where: { id: bike.id } })).toMatchObject({ stolen: false });
    expect(await historyOf(bike.id)).toHaveLength(0);
  });

  it("refuses reporting someone else's bike or a pending one", async () => {
    const theirs = await createBike(cms.strapi, other.user);
    expect((await as(owner, api().post(`/api/bikes/${theirs.documentId}/stolen`)).send({ data: stolenReport() })).status).toBe(403);
    const pending = await createBike(cms.strapi, owner.user, { approved: false });
    expect((await as(owner, api().post(`/api/bikes/${pending.documentId}/stolen`)).send({ data: stolenReport() })).status).toBe(403);
    expect([401, 403]).toContain((await api().post(`/api/bikes/${theirs.documentId}/stolen`).send({ data: stolenReport() })).status);
  });

  it('recovers a stolen bike with the recovery message, clearing the report', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    await as(owner, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({ data: stolenReport() });

    const empty = await as(owner, api().post(`/api/bikes/${bike.documentId}/recover`)).send({ data: { recovery_message: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(MESSAGES.recovery.message);

    const response = await as(owner, api().post(`/api/bikes/${bike.documentId}/recover`)).send({
      data: { recovery_message: 'Encontrada pela PSP', we_helped: true },
    });
    expect(response.status).toBe(200);
    const row = await bikes().findOne({ where: { id: bike.id }, populate: { stolen_details: true, for_stolen: true } });
    expect(row).toMatchObject({ stolen: false, latitude: null, longitude: null, stolen_details: null, on_sale: false });
    expect((await historyOf(bike.id)).map((entry) => entry.type)).toEqual(['stolen', 'recover']);
    expect((await historyOf(bike.id))[1].information).toMatchObject({ text: 'Bicicleta recuperada!', recovery_message: 'Encontrada pela PSP' });
    expect((await historyOf(bike.id))[1].information).toMatchObject({ we_helped: true, can_share: false });

    expect((await as(owner, api().post(`/api/bikes/${bike.documentId}/recover`)).send({ data: { recovery_message: 'x' } })).status).toBe(400);
  });

  it("shows a recovery on the home page's carousel only when its owner agreed to share it", async () => {
    const recoveredSlugs = async () =>
      (await api().get('/api/bikes/recovered').query({ limit: 50 })).body.data.map((entry: { slug: string }) => entry.slug);
    const recover = (documentId: string, answers: Record<string, unknown>) =>
      as(owner, api().post(`/api/bikes/${documentId}/recover`)).send({ data: { recovery_message: 'Um vizinho viu-a na feira.', ...answers } });

    const kept = await createBike(cms.strapi, owner.user);
    await as(owner, api().post(`/api/bikes/${kept.documentId}/stolen`)).send({ data: stolenReport() });
    expect((await recover(kept.documentId, { we_helped: true })).status).toBe(200);
    expect(await recoveredSlugs()).not.toContain(kept.slug);

    const shared = await createBike(cms.strapi, owner.user);
    await as(owner, api().post(`/api/bikes/${shared.documentId}/stolen`)).send({ data: stolenReport() });
    expect((await recover(shared.documentId, { can_share: true })).status).toBe(200);
    const list = (await api().get('/api/bikes/recovered').query({ limit: 50 })).body.data;
    expect(list.map((entry: { slug: string }) => entry.slug)).toContain(shared.slug);
    expect(list.map((entry: { slug: string }) => entry.slug)).not.toContain(kept.slug);
    expect(list.find((entry: { slug: string }) => entry.slug === shared.slug).recovery).toMatchObject({
      story: 'Um vizinho viu-a na feira.',
      we_helped: false,
    });

    // Answers are booleans: anything else is refused, nothing written.
    const again = await createBike(cms.strapi, owner.user);
    await as(owner, api().post(`/api/bikes/${again.documentId}/stolen`)).send({ data: stolenReport() });
    expect((await recover(again.documentId, { can_share: 'talvez' })).status).toBe(400);
    expect((await recover(again.documentId, { shared: true })).status).toBe(400);
    expect((await historyOf(again.id)).map((entry) => entry.type)).toEqual(['stolen']);
  });
});

describe('sale ad', () => {
  const listing = { price: 450, remarks: 'Como nova', terms: true };

  it('publishes, edits and removes an ad, recording the sale', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const photo = await uploadPhoto(owner);
    const published = await as(owner, api().put(`/api/bikes/${bike.documentId}/listing`)).send({ data: { ...listing, for_classified: [photo] } });
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ on_sale: true, price: 450, remarks: 'Como nova' });
    expect(published.body.data.classified_date).toBeTruthy();

    await as(owner, api().put(`/api/bikes/${bike.documentId}/listing`)).send({ data: { ...listing, price: 400 } });
    expect((await historyOf(bike.id)).map((entry) => entry.information.price)).toEqual([450, 400]);

    const removed = await as(owner, api().delete(`/api/bikes/${bike.documentId}/listing`));
    expect(removed.status).toBe(200);
    expect(await bikes().findOne({ where: { id: bike.id } })).toMatchObject({ on_sale: false, price: null, remarks: null });
  });

  it("keeps the ad's photos as they are when only the price changes, and saves a new order", async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const path = `/api/bikes/${bike.documentId}/listing`;
    const photos = [await uploadPhoto(owner), await uploadPhoto(owner)];
    expect((await as(owner, api().put(path)).send({ data: { ...listing, for_classified: photos } })).status).toBe(200);

    const { result, statements } = await recordStatements(cms.strapi, () =>
      as(owner, api().put(path)).send({ data: { ...listing, price: 420, for_classified: photos } }),
    );
    expect(result.status).toBe(200);
    expect(statements.filter(({ sql }) => /^\s*(insert|update|delete)\b.*\bfiles_related_mph\b/is.test(sql))).toEqual([]);
    expect(result.body.data).toMatchObject({ price: 420, for_classified: photos.map((id) => ({ id })) });

    const reordered = await as(owner, api().put(path)).send({ data: { ...listing, price: 420, for_classified: [...photos].reverse() } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.for_classified.map((file: { id: number }) => file.id)).toEqual([...photos].reverse());
  });

  it.each([
    [{ price: 0 }, MESSAGES.listing.priceInteger],
    [{ price: -5 }, MESSAGES.listing.priceInteger],
    [{ price: 12.5 }, MESSAGES.listing.priceInteger],
    [{ price: undefined }, MESSAGES.listing.price],
    [{ remarks: '' }, MESSAGES.listing.remarks],
    [{ terms: false }, MESSAGES.listing.terms],
  ])('refuses %p with its message', async (change, message) => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await as(owner, api().put(`/api/bikes/${bike.documentId}/listing`)).send({ data: { ...listing, ...change } });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await bikes().findOne({ where: { id: bike.id } })).toMatchObject({ on_sale: false });
  });

  it('refuses an ad for a stolen bike, or for someone else', async () => {
    const stolen = await createBike(cms.strapi, owner.user, { stolen: true });
    expect((await as(owner, api().put(`/api/bikes/${stolen.documentId}/listing`)).send({ data: listing })).status).toBe(400);
    const theirs = await createBike(cms.strapi, other.user);
    expect((await as(owner, api().put(`/api/bikes/${theirs.documentId}/listing`)).send({ data: listing })).status).toBe(403);
    expect((await as(owner, api().delete(`/api/bikes/${theirs.documentId}/listing`))).status).toBe(403);
  });
});

describe('history and my bikes', () => {
  it('pages the history 5 at a time, oldest first, for the owner only', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    for (let i = 1; i <= 7; i += 1) {
      await cms.strapi.service('api::history.history').record({
        bike: bike.id,
        user: owner.user.id,
        type: 'sale',
        information: { text: `Entrada ${i}`, price: i },
      });
    }
    const first = await as(owner, api().get(`/api/bikes/${bike.documentId}/history`));
    expect(first.status).toBe(200);
    expect(first.body.data.map((entry: { information: { price: number } }) => entry.information.price)).toEqual([1, 2, 3, 4, 5]);
    expect(first.body.meta.pagination).toMatchObject({ page: 1, pageSize: 5, pageCount: 2, total: 7 });
    const second = await as(owner, api().get(`/api/bikes/${bike.documentId}/history?page=2`));
    expect(second.body.data).toHaveLength(2);

    expect((await as(other, api().get(`/api/bikes/${bike.documentId}/history`))).status).toBe(403);
    expect([401, 403]).toContain((await api().get(`/api/bikes/${bike.documentId}/history`)).status);
    expect((await as(owner, api().get(`/api/bikes/${bike.documentId}/history?page=0`))).status).toBe(400);
  });

  it('lists only my bikes, pending ones included', async () => {
    const response = await as(other, api().get('/api/bikes/mine'));
    expect(response.status).toBe(200);
    const mine = await bikes().count({ where: { user: { id: other.user.id } } });
    expect(response.body.data).toHaveLength(mine);
    expect([401, 403]).toContain((await api().get('/api/bikes/mine')).status);
  });
});

describe('approval', () => {
  it('emails the owner when an editor approves the bike', async () => {
    const bike = await createBike(cms.strapi, owner.user, { approved: false });
    await cms.strapi.documents('api::bike.bike').update({ documentId: bike.documentId, data: { approved: true } } as never);
    const [mail] = await mailbox.waitFor('rita@exemplo.pt');
    expect(mail.subject).toMatch(/aprovada/);
    expect(mail.raw).toContain(`/edit-bike/${bike.slug}#editar`);
  });
});
