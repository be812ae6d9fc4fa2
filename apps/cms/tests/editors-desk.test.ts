import request from 'supertest';
import { BIKE_FIELDS_NOT_EDITABLE, LIST_VIEWS } from '../src/bootstrap/editors-desk';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
let editorToken: string;

const EDITOR = { email: 'editora@bicla.pt', password: 'UmaPalavraPasse1!', firstname: 'Eva' };
const BIKES = '/content-manager/collection-types/api::bike.bike';

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  const role = await cms.strapi.admin.services.role.findOne({ code: 'strapi-editor' });
  await cms.strapi.admin.services.user.create({ ...EDITOR, isActive: true, roles: [role.id], registrationToken: null });
  const login = await request(cms.server).post('/admin/login').send({ email: EDITOR.email, password: EDITOR.password });
  editorToken = login.body.data.token;
});
afterAll(async () => {
  await cms.stop();
});

const asEditor = (req: request.Test) => req.set('Authorization', `Bearer ${editorToken}`);

describe("the editors' bike list", () => {
  it('shows approval, theft, sale, owner and registration date, oldest first', async () => {
    const response = await asEditor(request(cms.server).get('/content-manager/content-types/api::bike.bike/configuration'));
    expect(response.status).toBe(200);
    const { layouts, settings, metadatas } = response.body.data.contentType;
    expect(layouts.list).toEqual(['registry_number', 'nickName', 'approved', 'stolen', 'on_sale', 'user', 'createdAt']);
    expect(settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'ASC' });
    expect(metadatas.approved.list.label).toBe('Aprovada');
    for (const field of BIKE_FIELDS_NOT_EDITABLE) expect(metadatas[field].edit.editable).toBe(false);
  });
});

describe('the lists of what needs attention', () => {
  it.each(['api::contact.contact', 'api::donation.donation', 'api::review.review', 'api::possible-match.possible-match'])('%s opens on the rows to handle, in Portuguese', async (uid) => {
    const response = await asEditor(request(cms.server).get(`/content-manager/content-types/${uid}/configuration`));
    expect(response.status).toBe(200);
    const { layouts, settings, metadatas } = response.body.data.contentType;
    const view = LIST_VIEWS[uid];
    expect(layouts.list).toEqual(view.columns);
    expect(settings).toMatchObject({ defaultSortBy: view.sortBy, defaultSortOrder: view.order });
    for (const column of view.columns) expect(metadatas[column].list.label).toBe(view.labels[column]);
  });

  it('labels the bike edit view in Portuguese', async () => {
    const response = await asEditor(request(cms.server).get('/content-manager/content-types/api::bike.bike/configuration'));
    const { metadatas } = response.body.data.contentType;
    expect(metadatas.serial_number.edit.label).toBe('Número de série');
    expect(metadatas.invoice_photo.edit.label).toBe('Fatura');
    expect(metadatas.refusal_reason.edit).toMatchObject({ label: 'Motivo da recusa', editable: false });
  });
});

describe('an editor in the content manager', () => {
  it('approves a bike but cannot change its owner, serial or registry number', async () => {
    const owner = await createUser(cms.strapi);
    const stranger = await createUser(cms.strapi);
    const bike = await createBike(cms.strapi, owner.user, { approved: false, serial_number: 'WTU123456' });

    const response = await asEditor(request(cms.server).put(`${BIKES}/${bike.documentId}`)).send({
      approved: true,
      serial_number: 'OUTRO999',
      registry_number: 'ZZZZZZZZZ',
      user: { connect: [{ documentId: stranger.user.documentId }] },
    });
    expect(response.status).toBeLessThan(500);

    const stored = await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id }, populate: { user: true } });
    expect(stored.serial_number).toBe('WTU123456');
    expect(stored.registry_number).toBe(bike.registry_number);
    expect(stored.user.id).toBe(owner.user.id);

    const approve = await asEditor(request(cms.server).put(`${BIKES}/${bike.documentId}`)).send({ approved: true });
    expect(approve.status).toBe(200);
    expect((await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id } })).approved).toBe(true);
  });

  it('marks a possible match checked, and changes nothing else of it', async () => {
    const owner = await createUser(cms.strapi);
    const stolen = await createBike(cms.strapi, owner.user, { stolen: true });
    const matched = await createBike(cms.strapi, owner.user);
    const match = await cms.strapi.db
      .query('api::possible-match.possible-match')
      .create({ data: { stolen_bike: stolen.id, matched_bike: matched.id, distance: 1, checked: false } });
    const url = `/content-manager/collection-types/api::possible-match.possible-match/${match.documentId}`;

    const response = await asEditor(request(cms.server).put(url)).send({ checked: true, distance: 7 });
    expect(response.status).toBe(200);
    const stored = await cms.strapi.db.query('api::possible-match.possible-match').findOne({ where: { id: match.id } });
    expect(stored).toMatchObject({ checked: true, distance: 1 });
    expect((await asEditor(request(cms.server).delete(url))).status).toBe(403);
  });

  it('can neither create nor delete a registration', async () => {
    const owner = await createUser(cms.strapi);
    const bike = await createBike(cms.strapi, owner.user);
    expect((await asEditor(request(cms.server).post(BIKES)).send({ nickName: 'Nova' })).status).toBe(403);
    expect((await asEditor(request(cms.server).delete(`${BIKES}/${bike.documentId}`))).status).toBe(403);
    expect(await cms.strapi.db.query('api::bike.bike').count({ where: { id: bike.id } })).toBe(1);
  });
});
