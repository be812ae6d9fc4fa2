import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { pdfBytes, pngBytes } from './helpers/files';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The approval queue's admin routes (src/plugins/approval-queue): who may use them, what a
 * decision writes, which email the owner gets, and how a refused bike comes back.
 */

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
const tokens: Record<'editor' | 'author', string> = { editor: '', author: '' };
let editorId: number;

const QUEUE = '/approval-queue';
const PASSWORD = 'UmaPalavraPasse1!';

async function adminUser(role: string, email: string, firstname: string) {
  const { id: roleId } = await cms.strapi.admin.services.role.findOne({ code: role });
  const user = await cms.strapi.admin.services.user.create({ email, password: PASSWORD, firstname, isActive: true, roles: [roleId], registrationToken: null });
  const login = await api().post('/admin/login').send({ email, password: PASSWORD });
  return { id: user.id as number, token: login.body.data.token as string };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  const editor = await adminUser('strapi-editor', 'editora.fila@bicla.pt', 'Eva');
  const author = await adminUser('strapi-author', 'autor.fila@bicla.pt', 'Artur');
  tokens.editor = editor.token;
  tokens.author = author.token;
  editorId = editor.id;
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const asAdmin = (who: keyof typeof tokens, req: request.Test) => req.set('Authorization', `Bearer ${tokens[who]}`);
const asUser = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const bikes = () => cms.strapi.db.query('api::bike.bike');
const decisionsOf = (bikeId: number) =>
  cms.strapi.db.query('api::decision.decision').findMany({ where: { bike: { id: bikeId } }, populate: { editor: true }, orderBy: { id: 'asc' } });

async function upload(who: { jwt: string }, bytes: Buffer, filename: string, contentType: string, query = '') {
  const response = await asUser(who, api().post(`/api/upload${query}`)).attach('files', bytes, { filename, contentType });
  return response.body[0].id as number;
}

const photosOf = async (who: { jwt: string }) => ({
  bike_photo: await upload(who, await pngBytes(), 'bicicleta.png', 'image/png'),
  serial_number_photo: await upload(who, await pngBytes('#333333'), 'serie.png', 'image/png', '?private=true'),
  invoice_photo: await upload(who, pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true'),
});

/** A complete registration waiting for an editor, as the two-step form leaves it. */
async function pendingBike(owner: Awaited<ReturnType<typeof createUser>>, fields: Record<string, unknown> = {}) {
  return createBike(cms.strapi, owner.user, { approved: false, ...(await photosOf(owner)), ...fields });
}

/** Every test starts from an empty queue, so 'the next bike' is the one it made. */
beforeEach(async () => {
  await bikes().updateMany({ where: { approved: false }, data: { approved: true } });
});

describe('who may use the queue', () => {
  it('is open to editors, closed to authors, visitors and site accounts', async () => {
    const owner = await createUser(cms.strapi);
    const bike = await pendingBike(owner);

    expect((await asAdmin('editor', api().get(`${QUEUE}/next`))).status).toBe(200);
    expect((await api().get(`${QUEUE}/next`)).status).toBe(401);
    expect((await asUser(owner, api().get(`${QUEUE}/next`))).status).toBe(401);
    expect((await asAdmin('author', api().get(`${QUEUE}/next`))).status).toBe(403);

    for (const action of ['approve', 'refuse']) {
      const path = `${QUEUE}/bikes/${bike.documentId}/${action}`;
      const body = { reason: 'Fatura não corresponde' };
      expect((await api().post(path).send(body)).status).toBe(401);
      expect((await asUser(owner, api().post(path)).send(body)).status).toBe(401);
      expect((await asAdmin('author', api().post(path)).send(body)).status).toBe(403);
    }
    expect((await bikes().findOne({ where: { id: bike.id } })).approved).toBe(false);
    expect(await decisionsOf(bike.id)).toEqual([]);
  });
});

describe('the next bike', () => {
  it('is the oldest complete registration, with signed photos, its owner and close serials', async () => {
    const owner = await createUser(cms.strapi, { name: 'Joana Queue' });
    const other = await createUser(cms.strapi, { name: 'Rui Ladrão' });
    const stolenTwin = await createBike(cms.strapi, other.user, { serial_number: 'WTU-77710', stolen: true });
    const oneOff = await createBike(cms.strapi, other.user, { serial_number: 'WTU77719' });
    await createBike(cms.strapi, other.user, { serial_number: 'QQQ12' });
    const oldest = await pendingBike(owner, { serial_number: 'wtu 77710' });
    await pendingBike(owner, { serial_number: 'ZZZ999' });
    // Unfinished (no photos): not the editors' turn yet.
    await createBike(cms.strapi, owner.user, { approved: false, serial_number: 'UNFINISHED1' });

    const response = await asAdmin('editor', api().get(`${QUEUE}/next`));
    expect(response.status).toBe(200);
    const { data, meta } = response.body;
    expect(meta.pending).toBe(2);
    expect(meta.reasons).toContain('Fotografia do número de série ilegível');
    expect(data.documentId).toBe(oldest.documentId);
    expect(data.serial_number).toBe('wtu 77710');
    expect(data.owner).toMatchObject({ name: 'Joana Queue' });
    expect(Date.parse(data.owner.createdAt)).not.toBeNaN();
    for (const field of ['serial_number_photo', 'invoice_photo']) {
      expect(data[field].url).toMatch(/^\/private-uploads\/.+\?expires=\d+&signature=/);
      expect((await api().get(data[field].url)).status).toBe(200);
    }
    expect(data.bike_photo.url).toMatch(/^\/uploads\//);

    const similar = new Map<string, { stolen: boolean; exact: boolean }>(
      data.similar.map((bike: { documentId: string; stolen: boolean; exact: boolean }) => [bike.documentId, bike]),
    );
    expect([...similar.keys()].sort()).toEqual([stolenTwin.documentId, oneOff.documentId].sort());
    expect(similar.get(stolenTwin.documentId)).toMatchObject({ stolen: true, exact: true });
    expect(similar.get(oneOff.documentId)).toMatchObject({ stolen: false, exact: false });
  });

  it('passes over a bike to the next in line, and comes back to it after the last', async () => {
    const owner = await createUser(cms.strapi);
    const first = await pendingBike(owner);
    const second = await pendingBike(owner);
    const next = async (after: string) => (await asAdmin('editor', api().get(`${QUEUE}/next?after=${after}`))).body.data.documentId;
    expect(await next(first.documentId)).toBe(second.documentId);
    expect(await next(second.documentId)).toBe(first.documentId);
  });

  it('is null when nothing waits', async () => {
    const response = await asAdmin('editor', api().get(`${QUEUE}/next`));
    expect(response.body).toMatchObject({ data: null, meta: { pending: 0 } });
  });
});

describe('Aprovar', () => {
  it('approves, records the editor and the time, writes the history and emails the owner', async () => {
    const owner = await createUser(cms.strapi, { name: 'Ana Aprovada', email: 'ana.aprovada@exemplo.pt' });
    const bike = await pendingBike(owner);
    const before = Date.now();

    const response = await asAdmin('editor', api().post(`${QUEUE}/bikes/${bike.documentId}/approve`));
    expect(response.status).toBe(200);
    expect((await bikes().findOne({ where: { id: bike.id } })).approved).toBe(true);

    const [decision] = await decisionsOf(bike.id);
    expect(decision).toMatchObject({ outcome: 'approved', editor: { id: editorId } });
    expect(Date.parse(decision.createdAt)).toBeGreaterThanOrEqual(before - 1000);

    const [mail] = await mailbox.waitFor('ana.aprovada@exemplo.pt');
    expect(mail.subject).toBe('Bicla: a sua bicicleta foi aprovada');

    const history = await asUser(owner, api().get(`/api/bikes/${bike.documentId}/history`));
    const texts: string[] = history.body.data.map((entry: { information: { text: string } }) => entry.information.text);
    expect(texts).toContainEqual(expect.stringMatching(/^Aprovada pela equipa Bicla em \d{2}\/\d{2}\/\d{4}$/));
    expect(JSON.stringify(history.body)).not.toMatch(/Eva|editora\.fila/);

    // Decided once: a second click finds nothing to approve.
    expect((await asAdmin('editor', api().post(`${QUEUE}/bikes/${bike.documentId}/approve`))).status).toBe(404);
    expect(await decisionsOf(bike.id)).toHaveLength(1);
  });

  it('records the editor of an approval made in the content manager too', async () => {
    const owner = await createUser(cms.strapi);
    const bike = await pendingBike(owner);
    const response = await asAdmin('editor', api().put(`/content-manager/collection-types/api::bike.bike/${bike.documentId}`)).send({ approved: true });
    expect(response.status).toBe(200);
    expect(await decisionsOf(bike.id)).toEqual([expect.objectContaining({ outcome: 'approved', editor: expect.objectContaining({ id: editorId }) })]);
    const history = await cms.strapi.db.query('api::history.history').findMany({ where: { bike: { id: bike.id } } });
    expect(history.map((entry: { information: { text: string } }) => entry.information.text)).toContainEqual(
      expect.stringMatching(/^Aprovada pela equipa Bicla em /),
    );
  });
});

describe('Recusar', () => {
  it('needs a reason from the list, and a note for "Outro motivo"', async () => {
    const owner = await createUser(cms.strapi);
    const bike = await pendingBike(owner);
    const refuse = (body: object) => asAdmin('editor', api().post(`${QUEUE}/bikes/${bike.documentId}/refuse`)).send(body);
    expect((await refuse({})).body.error.message).toBe('Escolha o motivo da recusa');
    expect((await refuse({ reason: 'Não gosto da cor' })).status).toBe(400);
    expect((await refuse({ reason: 'Outro motivo' })).body.error.message).toBe('Explique o motivo da recusa');
    expect((await refuse({ reason: 'Fatura ilegível', approved: true })).status).toBe(400);
    expect((await bikes().findOne({ where: { id: bike.id } })).refused_at).toBeNull();
  });

  it('sends the bike back to its owner with the reason, and the corrected registration returns to the queue', async () => {
    const owner = await createUser(cms.strapi, { name: 'Rui Recusado', email: 'rui.recusado@exemplo.pt' });
    const bike = await pendingBike(owner);
    const reason = 'Fotografia do número de série ilegível';
    const note = 'A etiqueta está desfocada; tire a fotografia com mais luz.';

    const response = await asAdmin('editor', api().post(`${QUEUE}/bikes/${bike.documentId}/refuse`)).send({ reason, note });
    expect(response.status).toBe(200);

    const stored = await bikes().findOne({ where: { id: bike.id } });
    expect(stored).toMatchObject({ approved: false, refusal_reason: reason, refusal_note: note });
    expect(stored.refused_at).not.toBeNull();
    expect(await decisionsOf(bike.id)).toEqual([expect.objectContaining({ outcome: 'refused', reason, note, editor: expect.objectContaining({ id: editorId }) })]);

    const [mail] = await mailbox.waitFor('rui.recusado@exemplo.pt');
    expect(mail.subject).toBe('Bicla: o registo da sua bicicleta precisa de correção');
    expect(mail.raw).toContain(reason);
    expect(mail.raw).toContain(note);
    expect(mail.raw).toContain('/register-bikes');

    // Out of the queue until the owner corrects it.
    expect((await asAdmin('editor', api().get(`${QUEUE}/next`))).body.data).toBeNull();

    // The owner's views: the card's data and the registration form's draft carry the reason.
    const mine = await asUser(owner, api().get('/api/bikes/mine'));
    expect(mine.body.data.find((item: { documentId: string }) => item.documentId === bike.documentId)).toMatchObject({
      approved: false,
      refusal_reason: reason,
      refusal_note: note,
    });
    const draft = await asUser(owner, api().get('/api/bikes/mine/draft'));
    expect(draft.body.data).toMatchObject({ documentId: bike.documentId, refusal_reason: reason });
    const history = await asUser(owner, api().get(`/api/bikes/${bike.documentId}/history`));
    expect(history.body.data.map((entry: { information: { text: string } }) => entry.information.text)).toContainEqual(
      expect.stringMatching(new RegExp(`^Registo devolvido pela equipa Bicla em \\d{2}/\\d{2}/\\d{4}: ${reason}$`)),
    );

    // The owner sends a new serial photo through the registration's second step.
    const photos = { ...(await photosOf(owner)) };
    const resubmit = await asUser(owner, api().put(`/api/bikes/${bike.documentId}/registration`)).send({ data: photos });
    expect(resubmit.status).toBe(200);
    expect(resubmit.body.data).toMatchObject({ refusal_reason: null, refusal_note: null, refused_at: null });
    expect((await asUser(owner, api().get('/api/bikes/mine/draft'))).body.data).toBeNull();

    const next = await asAdmin('editor', api().get(`${QUEUE}/next`));
    expect(next.body.data).toMatchObject({ documentId: bike.documentId, previousRefusals: 1 });
    expect(next.body.data.serial_number_photo.id).toBe(photos.serial_number_photo);

    expect((await asAdmin('editor', api().post(`${QUEUE}/bikes/${bike.documentId}/approve`))).status).toBe(200);
    const approved = await asUser(owner, api().get('/api/bikes/mine'));
    expect(approved.body.data.find((item: { documentId: string }) => item.documentId === bike.documentId)).toMatchObject({
      approved: true,
      refusal_reason: null,
    });
  });

  it('refuses only a bike that is waiting', async () => {
    const owner = await createUser(cms.strapi);
    const approved = await createBike(cms.strapi, owner.user);
    const response = await asAdmin('editor', api().post(`${QUEUE}/bikes/${approved.documentId}/refuse`)).send({ reason: 'Fatura ilegível' });
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe('Esta bicicleta já não está à espera de aprovação');
  });
});
