import request from 'supertest';
import { createBike, registrationInput, startWithOwnerAndStranger, type OwnerAndStranger } from './helpers/bikes';
import { pngBytes } from './helpers/files';
import type { TestCms } from './helpers/strapi';

/**
 * Every bike and alert route × visitor / logged-in non-owner / owner, on approved and pending bikes.
 * Bodies are valid, so a status says who may call the route, not what they sent.
 */

let cms: TestCms;
let ids: OwnerAndStranger['ids'];
let owner: OwnerAndStranger['owner'];
let stranger: OwnerAndStranger['stranger'];

beforeAll(async () => {
  ({ cms, ids, owner, stranger } = await startWithOwnerAndStranger({
    owner: { name: 'Dona', email: 'dona@exemplo.pt' },
    stranger: { name: 'Estranho', email: 'estranho@exemplo.pt' },
  }));
});
afterAll(() => cms.stop());

type Caller = 'visitor' | 'stranger' | 'owner';
type BikeState = 'approved' | 'pending' | 'draft' | 'stolen' | 'on_sale' | 'transfer';

const STATE_FIELDS: Record<BikeState, Record<string, unknown>> = {
  approved: {},
  pending: { approved: false },
  draft: { approved: false },
  stolen: { stolen: true, stolen_details: { stolen_date: new Date(), city: 'Porto', postal: '4000-001', estimated_value: 100, lock_description: 'Cadeado em U', incident_description: 'Roubada' } },
  on_sale: { on_sale: true, price: 300, remarks: 'Boa', classified_date: new Date() },
  transfer: {
    auth_code: 'MATRIZ123',
    transfer_name: 'Estranho',
    transfer_email: 'estranho@exemplo.pt',
    transfer_expires_at: new Date(Date.now() + 86_400_000),
  },
};

/** `?private=true` for a serial photo or an invoice (docs/security.md, "Files"). */
async function photoFor(who: { jwt: string }, query = '') {
  const response = await request(cms.server)
    .post(`/api/upload${query}`)
    .set('Authorization', `Bearer ${who.jwt}`)
    .attach('files', await pngBytes(), { filename: 'f.png', contentType: 'image/png' });
  return response.body[0].id as number;
}

interface Row {
  name: string;
  method: 'get' | 'post' | 'put' | 'delete';
  path: (bike: { documentId: string; slug: string }) => string;
  state?: BikeState;
  body?: () => Promise<object>;
  expected: Partial<Record<Caller, number>>;
}

const stolenBody = async () => ({
  data: {
    stolen_date: '2026-11-01T10:00:00.000Z',
    phone_number: '910000000',
    city: 'Porto',
    postal: '4000-001',
    estimated_value: 100,
    lock_description: 'Cadeado em U',
    incident_description: 'Levada da garagem',
  },
});
const editBody = async () => ({
  data: {
    nickName: 'Editada',
    color: ids.color,
    wheel_size: ids.wheel_size,
    materials: [ids.material],
    suspension_types: [ids.suspension_type],
    bike_photo: await photoFor(owner),
    serial_number_photo: await photoFor(owner, '?private=true'),
    invoice_photo: await photoFor(owner, '?private=true'),
  },
});

const photosBody = async () => ({
  data: {
    bike_photo: await photoFor(owner),
    serial_number_photo: await photoFor(owner, '?private=true'),
    invoice_photo: await photoFor(owner, '?private=true'),
  },
});
const draftBody = async () => ({ data: registrationInput(ids) });

const ROWS: Row[] = [
  { name: 'my bikes', method: 'get', path: () => '/api/bikes/mine', expected: { visitor: 403, owner: 200 } },
  { name: 'my draft', method: 'get', path: () => '/api/bikes/mine/draft', expected: { visitor: 403, owner: 200 } },
  { name: 'correct the draft', method: 'put', path: (b) => `/api/bikes/${b.documentId}/draft`, state: 'draft', body: draftBody, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'correct the draft (registered)', method: 'put', path: (b) => `/api/bikes/${b.documentId}/draft`, state: 'pending', body: draftBody, expected: { owner: 400 } },
  { name: 'complete the registration', method: 'put', path: (b) => `/api/bikes/${b.documentId}/registration`, state: 'draft', body: photosBody, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'complete the registration (approved)', method: 'put', path: (b) => `/api/bikes/${b.documentId}/registration`, body: photosBody, expected: { owner: 400 } },
  { name: 'edit (approved)', method: 'put', path: (b) => `/api/bikes/${b.documentId}`, body: editBody, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'edit (pending)', method: 'put', path: (b) => `/api/bikes/${b.documentId}`, state: 'pending', body: editBody, expected: { stranger: 403, owner: 403 } },
  { name: 'report stolen (approved)', method: 'post', path: (b) => `/api/bikes/${b.documentId}/stolen`, body: stolenBody, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'report stolen (stolen)', method: 'post', path: (b) => `/api/bikes/${b.documentId}/stolen`, state: 'stolen', body: stolenBody, expected: { owner: 400 } },
  { name: 'report stolen (pending)', method: 'post', path: (b) => `/api/bikes/${b.documentId}/stolen`, state: 'pending', body: stolenBody, expected: { stranger: 403, owner: 403 } },
  { name: 'recover', method: 'post', path: (b) => `/api/bikes/${b.documentId}/recover`, state: 'stolen', body: async () => ({ data: { recovery_message: 'Voltou' } }), expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'list for sale (approved)', method: 'put', path: (b) => `/api/bikes/${b.documentId}/listing`, body: async () => ({ data: { price: 100, remarks: 'Ok', terms: true } }), expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'list for sale (pending)', method: 'put', path: (b) => `/api/bikes/${b.documentId}/listing`, state: 'pending', body: async () => ({ data: { price: 100, remarks: 'Ok', terms: true } }), expected: { stranger: 403, owner: 403 } },
  { name: 'remove the ad', method: 'delete', path: (b) => `/api/bikes/${b.documentId}/listing`, state: 'on_sale', expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'start a transfer (approved)', method: 'post', path: (b) => `/api/bikes/${b.documentId}/transfer`, body: async () => ({ data: { name: 'Comprador', email: 'comprador@exemplo.pt' } }), expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'start a transfer (pending)', method: 'post', path: (b) => `/api/bikes/${b.documentId}/transfer`, state: 'pending', body: async () => ({ data: { name: 'Comprador', email: 'comprador@exemplo.pt' } }), expected: { stranger: 403, owner: 403 } },
  { name: 'cancel a transfer', method: 'delete', path: (b) => `/api/bikes/${b.documentId}/transfer`, state: 'transfer', expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'history', method: 'get', path: (b) => `/api/bikes/${b.documentId}/history`, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'certificate (approved)', method: 'get', path: (b) => `/api/bikes/${b.documentId}/certificate`, expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'certificate (pending)', method: 'get', path: (b) => `/api/bikes/${b.documentId}/certificate`, state: 'pending', expected: { stranger: 403, owner: 403 } },
  { name: 'poster (stolen)', method: 'get', path: (b) => `/api/bikes/${b.documentId}/poster`, state: 'stolen', expected: { visitor: 403, stranger: 403, owner: 200 } },
  { name: 'poster (not stolen)', method: 'get', path: (b) => `/api/bikes/${b.documentId}/poster`, expected: { stranger: 403, owner: 400 } },
  { name: 'public check', method: 'get', path: (b) => `/api/v1/check?slug=${b.slug}`, expected: { visitor: 200, stranger: 200, owner: 200 } },
  { name: 'API documentation', method: 'get', path: () => '/api/docs/openapi.json', expected: { visitor: 200, stranger: 200 } },
  { name: 'public bike (approved)', method: 'get', path: (b) => `/api/bikes/by-slug/${b.slug}`, expected: { visitor: 200, stranger: 200, owner: 200 } },
  { name: 'public bike (pending)', method: 'get', path: (b) => `/api/bikes/by-slug/${b.slug}`, state: 'pending', expected: { visitor: 404, stranger: 404, owner: 404 } },
  { name: 'classified (on sale)', method: 'get', path: (b) => `/api/classifieds/${b.slug}`, state: 'on_sale', expected: { visitor: 200, stranger: 200, owner: 200 } },
  { name: 'search', method: 'get', path: () => '/api/bikes/search?q=ABC', expected: { visitor: 403, stranger: 200 } },
  { name: 'close serials', method: 'get', path: () => '/api/bikes/similar?q=ABC12345', expected: { visitor: 403, stranger: 200 } },
  { name: 'stolen list', method: 'get', path: () => '/api/bikes/stolen', expected: { visitor: 200, stranger: 200 } },
  { name: 'recovered list', method: 'get', path: () => '/api/bikes/recovered', expected: { visitor: 200, stranger: 200 } },
  { name: 'classifieds', method: 'get', path: () => '/api/classifieds', expected: { visitor: 200, stranger: 200 } },
  { name: 'statistics', method: 'get', path: () => '/api/stats', expected: { visitor: 200, stranger: 200 } },
  { name: 'transfers addressed to me', method: 'get', path: () => '/api/transfers/incoming', state: 'transfer', expected: { visitor: 403, stranger: 200, owner: 200 } },
  { name: 'claim a transfer', method: 'post', path: () => '/api/transfers/claim', body: async () => ({ data: { code: 'NAOEXISTE1' } }), expected: { visitor: 403, stranger: 400 } },
  { name: 'my alerts', method: 'get', path: () => '/api/alerts/mine', expected: { visitor: 403, stranger: 200 } },
  { name: 'follow a municipality', method: 'post', path: () => '/api/alerts', body: async () => ({ data: { kind: 'area', city: 'lisboa' } }), expected: { visitor: 403, stranger: 201 } },
  { name: 'keep an ad in the favourites', method: 'post', path: () => '/api/alerts', state: 'on_sale', body: async () => ({ data: { kind: 'favourite', bike: lastBike } }), expected: { visitor: 403, stranger: 201, owner: 400 } },
  { name: 'remove an alert that is not the caller’s', method: 'delete', path: () => '/api/alerts/nao-existe', expected: { visitor: 403, stranger: 404 } },
  { name: 'unsubscribe with a forged token', method: 'post', path: () => '/api/alerts/unsubscribe', body: async () => ({ data: { token: 'abc.def' } }), expected: { visitor: 400, stranger: 400 } },
  { name: 'generic list of alerts', method: 'get', path: () => '/api/alerts', expected: { visitor: 404, stranger: 404 } },
  // The generic content-API routes of bikes and history do not exist: no way around the endpoints above.
  { name: 'generic list of bikes', method: 'get', path: () => '/api/bikes', expected: { visitor: 404, stranger: 404 } },
  { name: 'generic delete of a bike', method: 'delete', path: (b) => `/api/bikes/${b.documentId}`, expected: { visitor: 405, stranger: 405, owner: 405 } },
  { name: 'generic history write', method: 'post', path: () => '/api/histories', body: async () => ({ data: { type: 'bike', information: {} } }), expected: { visitor: 405, stranger: 405 } },
  { name: 'generic history edit', method: 'put', path: () => '/api/histories/1', body: async () => ({ data: { type: 'bike' } }), expected: { visitor: 405, stranger: 405 } },
];

/** The bike made for the current case, for bodies that name it. */
let lastBike = '';

const CASES = ROWS.flatMap((row) =>
  (Object.entries(row.expected) as [Caller, number][]).map(([caller, status]) => [row.name, caller, status, row] as const),
);

describe('permission matrix', () => {
  it.each(CASES)('%s as %s → %i', async (_name, caller, status, row) => {
    const state = row.state ?? 'approved';
    // A pending bike with its photos is a finished registration awaiting approval, not a draft.
    const photos = state === 'pending' ? { invoice_photo: await photoFor(owner) } : {};
    const bike = await createBike(cms.strapi, owner.user, { ...STATE_FIELDS[state], ...photos });
    lastBike = bike.documentId;
    let call = request(cms.server)[row.method](row.path(bike));
    if (caller !== 'visitor') call = call.set('Authorization', `Bearer ${(caller === 'owner' ? owner : stranger).jwt}`);
    const response = await (row.body ? call.send(await row.body()) : call);
    expect({ status: response.status, message: response.body?.error?.message }).toMatchObject({ status });
  });

  it('lets nobody change the owner, even the owner, through the edit route', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    for (const who of [owner, stranger]) {
      const body = (await editBody()) as { data: Record<string, unknown> };
      const response = await request(cms.server)
        .put(`/api/bikes/${bike.documentId}`)
        .set('Authorization', `Bearer ${who.jwt}`)
        .send({ data: { ...body.data, user: stranger.user.id } });
      expect([400, 403]).toContain(response.status);
    }
    const row = await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id }, populate: { user: true } });
    expect(row.user.id).toBe(owner.user.id);
  });
});
