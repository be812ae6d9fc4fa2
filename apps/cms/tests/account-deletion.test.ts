import request from 'supertest';
import { EMAIL_JOB } from '../src/email/outbox';
import { seedReference } from '../src/seed/reference';
import { createBike, lookupIds, registrationInput } from './helpers/bikes';
import { pdfBytes, pngBytes } from './helpers/files';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The RGPD rights end to end (docs/security.md, "Deletion and export"): a person signs up and
 * uses the registry in every way it allows, exports their data, then deletes their account.
 * Afterwards no public endpoint, nor anything the other parties read, shows a trace of them,
 * while their stolen bike stays findable.
 */

const EMAIL = 'dalia.esquecida@exemplo.pt';
const PASSWORD = 'BoaPalavra1';
const PHONE = '912000111';
const SECOND_PHONE = '934000222';
const ADDRESS = 'Rua das Camélias 12';
const POSTAL = '4000-123';
const POLICE_REPORT = 'NUIPC 999/26';
const STORY = 'Encontrei-a na feira da Vandoma.';
const REMARKS = 'Entrego em mão no Bonfim.';
const LATITUDE = 41.149612;

/** Anything that would point to the person: name, email, phones, address, what only she wrote. */
const TRACES = /Dália|Esquecida|dalia\.esquecida|912000111|934000222|Camélias|4000-123|NUIPC 999|feira da Vandoma|Bonfim|41\.149612/i;

type Account = { user: { id: number; documentId: string }; jwt: string };

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let ids: Awaited<ReturnType<typeof lookupIds>>;
let dalia: Account;
let rui: Account;
const bikes = {} as Record<'stolen' | 'onSale' | 'transferring' | 'recovered' | 'ruis', { documentId: string; slug: string; registry_number: string; serial: string }>;

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const ok = (response: request.Response, status = 200) => {
  expect({ url: response.request.url, status: response.status }).toEqual({ url: response.request.url, status });
  return response;
};

/** `?private=true` for a serial photo or an invoice (docs/security.md, "Files"). */
async function upload(bytes: Buffer, filename: string, contentType: string, query = '') {
  const response = ok(await as(dalia, api().post(`/api/upload${query}`)).attach('files', bytes, { filename, contentType }), 201);
  return response.body[0].id as number;
}

const stolenReport = () => ({
  stolen_date: '2026-11-20T18:30:00.000Z',
  phone_number: PHONE,
  secondary_number: SECOND_PHONE,
  show_phone_to_users: true,
  city: 'Porto',
  postal: POSTAL,
  address: ADDRESS,
  country: 'Portugal',
  estimated_value: 650,
  lock_description: 'Cadeado em U',
  police_department: 'PSP Porto',
  police_report: POLICE_REPORT,
  incident_description: 'Levada da porta do ginásio.',
  latitude: LATITUDE,
  longitude: -8.610987,
});

async function signUp(): Promise<Account> {
  ok(await api().post('/api/auth/local/register').send({ username: EMAIL, email: EMAIL, password: PASSWORD, name: 'Dália Esquecida', city: 'Porto' }));
  const [mail] = await mailbox.waitFor(EMAIL);
  const link = new URL(mail.raw.match(/http:\/\/[^\s"<]+confirmation=[^\s"<]+/)![0].replace(/&amp;/g, '&'));
  ok(await api().get(link.pathname + link.search), 302);
  const login = ok(await api().post('/api/auth/local').send({ identifier: EMAIL, password: PASSWORD }));
  return { user: login.body.user, jwt: login.body.jwt };
}

/** Registration through both steps, then an editor's approval. */
async function registerBike(nickName: string, serial: string) {
  const created = ok(
    await as(dalia, api().post('/api/bikes')).send({
      data: registrationInput(ids, { nickName, serial_number: serial }),
    }),
    201,
  ).body.data;
  const photos = {
    bike_photo: await upload(await pngBytes(), 'bicicleta.png', 'image/png'),
    serial_number_photo: await upload(await pngBytes('#222222'), 'serie.png', 'image/png', '?private=true'),
    invoice_photo: await upload(pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true'),
  };
  ok(await as(dalia, api().put(`/api/bikes/${created.documentId}/registration`)).send({ data: photos }));
  await cms.strapi.db.query('api::bike.bike').update({ where: { documentId: created.documentId }, data: { approved: true } });
  return { documentId: created.documentId as string, slug: created.slug as string, registry_number: created.registry_number as string, serial };
}

/** Every answer the public, a logged-in stranger and the other party can get. */
async function everythingOthersRead() {
  const stranger = await createUser(cms.strapi, { name: 'Estranho Curioso' });
  const reads: request.Response[] = [];
  for (const who of [null, stranger, rui]) {
    const get = (path: string) => (who ? as(who, api().get(path)) : api().get(path));
    for (const bike of Object.values(bikes)) {
      reads.push(await get(`/api/bikes/by-slug/${bike.slug}`), await get(`/api/classifieds/${bike.slug}`));
      if (who) reads.push(await get(`/api/bikes/search?q=${bike.serial}`), await get(`/api/bikes/search?q=${bike.registry_number}`));
    }
    reads.push(
      await get('/api/bikes/stolen?limit=50'),
      await get('/api/bikes/recovered?limit=50'),
      await get('/api/classifieds'),
      await get('/api/stats'),
      await get('/api/reviews'),
    );
  }
  reads.push(
    await as(rui, api().get('/api/messages/inbox')),
    await as(rui, api().get('/api/messages/inbox?onSale=true')),
    await as(rui, api().get('/api/messages/conversation').query({ bike: bikes.onSale.documentId, with: dalia.user.id })),
    await as(rui, api().get('/api/bikes/mine')),
    await as(rui, api().get('/api/transfers/incoming')),
  );
  return reads.map((response) => ({ url: response.request.url, status: response.status, body: JSON.stringify(response.body) }));
}

const withTraces = (reads: Awaited<ReturnType<typeof everythingOthersRead>>) =>
  reads.filter((read) => TRACES.test(read.body)).map((read) => `${read.url}: ${read.body.match(TRACES)![0]}`);

let before: Awaited<ReturnType<typeof everythingOthersRead>>;
/** The export as this test reads it: a JSON download. */
interface Exported {
  account: unknown;
  bikes: { nickName: string; stolen_details: unknown; history: { type: string }[] }[];
  history: { type: string }[];
  messages: { sent: unknown[]; received: unknown[] };
  transfers: { sent: unknown[]; incoming: unknown[] };
  reviews: unknown[];
  newsletter: unknown;
  contacts: unknown[];
  donations: unknown[];
}

let exported: Exported;

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  ids = await lookupIds(cms.strapi);
  rui = await createUser(cms.strapi, { name: 'Rui Outro', email: 'rui.outro@exemplo.pt' });
  dalia = await signUp();

  bikes.stolen = await registerBike('Gravel roubada', 'DAL-0001');
  ok(await as(dalia, api().post(`/api/bikes/${bikes.stolen.documentId}/stolen`)).send({ data: stolenReport() }));

  bikes.onSale = await registerBike('Urbana à venda', 'DAL-0002');
  ok(await as(dalia, api().put(`/api/bikes/${bikes.onSale.documentId}/listing`)).send({ data: { price: 450, remarks: REMARKS, terms: true } }));
  ok(await as(rui, api().post('/api/messages')).send({ data: { bike: bikes.onSale.documentId, message: 'Ainda está disponível?' } }), 201);
  ok(await as(dalia, api().post('/api/messages')).send({ data: { bike: bikes.onSale.documentId, message: 'Sim, está.', reciever: rui.user.id } }), 201);

  bikes.transferring = await registerBike('Estrada a transferir', 'DAL-0003');
  ok(await as(dalia, api().post(`/api/bikes/${bikes.transferring.documentId}/transfer`)).send({ data: { name: 'Nuno Novo', email: 'nuno.novo@exemplo.pt' } }));

  bikes.recovered = await registerBike('Montanha recuperada', 'DAL-0004');
  ok(await as(dalia, api().post(`/api/bikes/${bikes.recovered.documentId}/stolen`)).send({ data: stolenReport() }));
  ok(await as(dalia, api().post(`/api/bikes/${bikes.recovered.documentId}/recover`)).send({ data: { recovery_message: STORY, we_helped: true, can_share: true } }));

  // Someone else's bike, on its way to her.
  const ruis = await createBike(cms.strapi, rui.user, { serial_number: 'RUI-0001' });
  bikes.ruis = { ...ruis, serial: 'RUI-0001' };
  ok(await as(rui, api().post(`/api/bikes/${ruis.documentId}/transfer`)).send({ data: { name: 'Dália Esquecida', email: EMAIL } }));

  const review = ok(await as(dalia, api().post('/api/reviews')).send({ data: { title: 'Muito útil', description: 'Recuperei a minha bicicleta.' } }), 201);
  await cms.strapi.documents('api::review.review').publish({ documentId: review.body.data.documentId } as never);
  ok(await api().post('/api/newsletters').send({ data: { email: EMAIL } }), 201);
  ok(await api().post('/api/contacts').send({ data: { name: 'Dália', email: 'Dalia.Esquecida@exemplo.pt', subject: 'Dúvida', message: 'Como transfiro?' } }), 201);
  ok(await api().post('/api/donations').send({ data: { name: 'Dália Esquecida', email: EMAIL, amount: 10, message: 'Força!' } }), 201);

  // An email to her that the mail server kept refusing still waits in the outbox.
  await cms.strapi.db.query(EMAIL_JOB).create({
    data: { to: EMAIL, subject: 'Por enviar', text: 'Olá Dália', state: 'failed', attempts: 10, due_at: new Date(), last_error: 'recusado' },
  });

  before = await everythingOthersRead();
  exported = ok(await as(dalia, api().get('/api/users/me/export'))).body;
  ok(await as(dalia, api().delete('/api/users/me')));
  // Four registrations with their uploads, on a busy 2-core machine.
}, 300_000);

afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

describe('export', () => {
  it('holds everything the registry keeps about her', () => {
    const data = exported;
    expect(data.account).toMatchObject({ email: EMAIL, name: 'Dália Esquecida', city: 'Porto' });

    const byName = Object.fromEntries(data.bikes.map((bike) => [bike.nickName, bike]));
    expect(Object.keys(byName).sort()).toEqual(['Estrada a transferir', 'Gravel roubada', 'Montanha recuperada', 'Urbana à venda']);
    expect(byName['Gravel roubada'].stolen_details).toMatchObject({ phone_number: PHONE, secondary_number: SECOND_PHONE, address: ADDRESS, police_report: POLICE_REPORT });
    expect(byName['Gravel roubada'].history.map((entry: { type: string }) => entry.type)).toEqual(['bike', 'stolen']);
    expect(byName['Montanha recuperada'].history.at(-1)).toMatchObject({ type: 'recover', information: { recovery_message: STORY, we_helped: true, can_share: true } });
    expect(byName['Urbana à venda']).toMatchObject({ on_sale: true, price: 450, remarks: REMARKS });

    expect(data.history.map((entry: { type: string }) => entry.type).sort()).toEqual(['bike', 'bike', 'bike', 'bike', 'recover', 'sale', 'stolen', 'stolen']);
    expect(data.messages.sent).toEqual([expect.objectContaining({ message: 'Sim, está.', reciever: { name: 'Rui Outro' } })]);
    expect(data.messages.received).toEqual([expect.objectContaining({ message: 'Ainda está disponível?', sender: { name: 'Rui Outro' } })]);
    expect(data.transfers.sent).toEqual([
      expect.objectContaining({ bike: expect.objectContaining({ nickName: 'Estrada a transferir' }), transfer_name: 'Nuno Novo', transfer_email: 'nuno.novo@exemplo.pt' }),
    ]);
    expect(data.transfers.incoming).toEqual([expect.objectContaining({ documentId: bikes.ruis.documentId, from: { name: 'Rui Outro' } })]);
    expect(data.reviews).toEqual([expect.objectContaining({ title: 'Muito útil', published: true })]);
    expect(data.newsletter).toMatchObject({ email: EMAIL });
    expect(data.contacts).toEqual([expect.objectContaining({ subject: 'Dúvida', message: 'Como transfiro?' })]);
    expect(data.donations).toEqual([expect.objectContaining({ amount: 10, message: 'Força!' })]);
  });
});

describe('deletion', () => {
  it('was visible before: the check below finds her traces when they are there', () => {
    expect(withTraces(before).length).toBeGreaterThan(5);
  });

  it('leaves no trace of her in any public answer, nor in what the other party reads', async () => {
    const after = await everythingOthersRead();
    expect(after.filter((read) => read.status >= 500)).toEqual([]);
    expect(withTraces(after)).toEqual([]);
  });

  it('keeps her stolen bike findable, without an owner or a way to reach her', async () => {
    const stranger = await createUser(cms.strapi);
    const page = ok(await as(stranger, api().get(`/api/bikes/by-slug/${bikes.stolen.slug}`))).body.data;
    expect(page).toMatchObject({ stolen: true, owner: null, stolen_details: { city: 'Porto', incident_description: 'Levada da porta do ginásio.' } });
    expect(page.stolen_details.phone_number).toBeUndefined();
    const stolen = ok(await api().get('/api/bikes/stolen?limit=50')).body.data.map((bike: { slug: string }) => bike.slug);
    expect(stolen).toContain(bikes.stolen.slug);
    const found = ok(await as(stranger, api().get(`/api/bikes/search?q=${bikes.stolen.serial}`))).body.data;
    expect(found.map((bike: { slug: string }) => bike.slug)).toEqual([bikes.stolen.slug]);

    const row = await cms.strapi.db.query('api::bike.bike').findOne({ where: { documentId: bikes.stolen.documentId }, populate: { stolen_details: true, user: true } });
    expect(row).toMatchObject({ user: null, latitude: 41.15, longitude: -8.611 });
    expect(row.stolen_details).toMatchObject({ phone_number: null, secondary_number: null, address: null, postal: null, police_report: null, show_phone_to_users: false, city: 'Porto' });
  });

  it('ends her ads and every pending transfer, hers and those addressed to her', async () => {
    const rows = await cms.strapi.db.query('api::bike.bike').findMany({
      where: { documentId: { $in: [bikes.onSale.documentId, bikes.transferring.documentId, bikes.ruis.documentId] } },
      select: ['nickName', 'on_sale', 'price', 'remarks', 'auth_code', 'transfer_name', 'transfer_email', 'transfer_expires_at'],
    });
    for (const row of rows) {
      expect(row).toMatchObject({ on_sale: false, price: null, remarks: null, auth_code: null, transfer_name: null, transfer_email: null, transfer_expires_at: null });
    }
    // The other owner still has the bike, and may send it to someone else.
    expect(ok(await as(rui, api().get('/api/bikes/mine'))).body.data.map((bike: { documentId: string }) => bike.documentId)).toContain(bikes.ruis.documentId);
  });

  it('keeps the bikes\' history without her words or name', async () => {
    const entries = await cms.strapi.db.query('api::history.history').findMany({ select: ['type', 'information'], populate: { user: true } });
    expect(JSON.stringify(entries)).not.toMatch(TRACES);
    expect(entries.filter((entry: { type: string }) => entry.type === 'recover')).toEqual([
      expect.objectContaining({ information: { text: 'Bicicleta recuperada!', we_helped: true, can_share: false }, user: null }),
    ]);
  });

  it('keeps the conversation for the other party, anonymised, and the review without its author', async () => {
    const messages = await cms.strapi.db.query('api::message.message').findMany({ select: ['message'], populate: { sender: true, reciever: true } });
    expect(messages.map((message: { message: string }) => message.message).sort()).toEqual(['Ainda está disponível?', 'Sim, está.']);
    const reviews = ok(await api().get('/api/reviews')).body.data;
    expect(reviews).toEqual([expect.objectContaining({ title: 'Muito útil', author: null })]);
  });

  it('forgets her newsletter subscription, contact messages and pledges', async () => {
    for (const uid of ['api::newsletter.newsletter', 'api::contact.contact', 'api::donation.donation'] as const) {
      expect(await cms.strapi.db.query(uid).count({ where: { email: { $eqi: EMAIL } } })).toBe(0);
    }
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email: EMAIL } })).toBe(0);
  });

  it('forgets the emails to her that were still waiting to be sent', async () => {
    expect(await cms.strapi.db.query(EMAIL_JOB).count({ where: { to: { $eqi: EMAIL } } })).toBe(0);
  });

  it('ends her session and refuses her login', async () => {
    expect([401, 403]).toContain((await as(dalia, api().get('/api/users/me/export'))).status);
    expect([401, 403]).toContain((await as(dalia, api().get('/api/users/me'))).status);
    expect([401, 403]).toContain((await as(dalia, api().delete('/api/users/me'))).status);
    expect((await api().post('/api/auth/local').send({ identifier: EMAIL, password: PASSWORD })).status).toBe(400);
  });
});
