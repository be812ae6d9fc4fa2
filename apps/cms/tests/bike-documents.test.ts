import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { pngBytes } from './helpers/files';
import { pdfImageFilters, pdfQrCodes, pdfText } from './helpers/pdf';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The owner's PDFs (GET /api/bikes/:id/certificate and /poster), read back: their text, their
 * photo, and the URL their QR code decodes to; and who may download them.
 */

let cms: TestCms;
let owner: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let photo: number;

const STOLEN = {
  stolen: true,
  stolen_details: {
    stolen_date: new Date('2026-11-12T09:30:00Z'),
    city: 'Lisboa',
    postal: '1000-001',
    estimated_value: 900,
    lock_description: 'Cadeado em U',
    incident_description: 'Levada da rua',
    phone_number: '912345678',
    show_phone_to_users: false,
  },
};

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Ana Maria da Silva', email: 'ana.docs@exemplo.pt' });
  stranger = await createUser(cms.strapi, { name: 'Outra Pessoa', email: 'outra.docs@exemplo.pt' });
  const upload = await request(cms.server)
    .post('/api/upload')
    .set('Authorization', `Bearer ${owner.jwt}`)
    .attach('files', await pngBytes('#C81E1E'), { filename: 'bike.png', contentType: 'image/png' });
  photo = upload.body[0].id;
});
afterAll(async () => {
  await cms.stop();
});

const download = (path: string, who?: { jwt: string }) => {
  const call = request(cms.server).get(path).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
  return who ? call.set('Authorization', `Bearer ${who.jwt}`) : call;
};
const errorOf = (body: Buffer) => JSON.parse(body.toString('utf8')).error as { message: string };

describe('certificate', () => {
  it('names the bike, its serial and registry number, the owner by initials only, and leads to its public page', async () => {
    const bike = await createBike(cms.strapi, owner.user, { serial_number: 'WTU-447-ÇÃ', model: 'Marlin 7', bike_photo: photo });
    const response = await download(`/api/bikes/${bike.documentId}/certificate`, owner);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="certificado-${bike.registry_number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const text = await pdfText(response.body);
    for (const expected of ['Certificado de Registo', bike.registry_number, 'WTU-447-ÇÃ', 'Marlin 7', 'Registada em nome de A. S.']) {
      expect(text).toContain(expected);
    }
    const brand = await cms.strapi.db.query('api::brand.brand').findOne({ orderBy: { id: 'asc' } });
    const color = await cms.strapi.db.query('api::color.color').findOne({ orderBy: { id: 'asc' } });
    expect(text).toContain(brand.name);
    expect(text).toContain(color.name);
    expect(text).toMatch(/Data de registo \d{2}\/\d{2}\/\d{4}/);
    for (const hidden of ['Ana', 'Maria', 'Silva', 'ana.docs']) expect(text).not.toContain(hidden);

    expect(await pdfQrCodes(response.body)).toEqual([`http://localhost:5173/search-bikes/${bike.slug}`]);
    expect(await pdfImageFilters(response.body)).toContain('/DCTDecode');
  });

  it('is for the owner of an approved bike only', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const pending = await createBike(cms.strapi, owner.user, { approved: false });
    expect((await download(`/api/bikes/${bike.documentId}/certificate`)).status).toBe(403);
    const strangers = await download(`/api/bikes/${bike.documentId}/certificate`, stranger);
    expect(strangers.status).toBe(403);
    expect(errorOf(strangers.body).message).toBe(MESSAGES.notOwner);
    const waiting = await download(`/api/bikes/${pending.documentId}/certificate`, owner);
    expect(waiting.status).toBe(403);
    expect(errorOf(waiting.body).message).toBe(MESSAGES.pendingBike);
    expect((await download('/api/bikes/nao-existe/certificate', owner)).status).toBe(404);
    expect((await download(`/api/bikes/${bike.documentId}/certificate?x=1`, owner)).status).toBe(400);
  });
});

describe('poster', () => {
  it('shows BICICLETA ROUBADA, the model, place and date, how to reach the owner, and a QR code to the stolen page', async () => {
    const bike = await createBike(cms.strapi, owner.user, { ...STOLEN, model: 'Marlin 7', bike_photo: photo });
    const response = await download(`/api/bikes/${bike.documentId}/poster`, owner);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.body);
    for (const expected of ['BICICLETA ROUBADA', 'Marlin 7', 'Roubada em Lisboa, a 12/11/2026', 'Enviar mensagem']) expect(text).toContain(expected);
    // The report did not make the phone visible: it stays off the poster, as does the owner's name.
    for (const hidden of ['912345678', 'Ana', 'Silva']) expect(text).not.toContain(hidden);
    expect(await pdfQrCodes(response.body)).toEqual([`http://localhost:5173/stolen-bikes/${bike.slug}`]);
  });

  it("prints the owner's phone only when the stolen report made it visible", async () => {
    const bike = await createBike(cms.strapi, owner.user, { ...STOLEN, stolen_details: { ...STOLEN.stolen_details, show_phone_to_users: true } });
    const text = await pdfText((await download(`/api/bikes/${bike.documentId}/poster`, owner)).body);
    expect(text).toContain('Telefone do dono: 912345678');
  });

  it('draws owner-typed text the fonts cannot show as "?" rather than failing', async () => {
    const bike = await createBike(cms.strapi, owner.user, { ...STOLEN, model: 'Bina 🚲 速' });
    const response = await download(`/api/bikes/${bike.documentId}/poster`, owner);
    expect(response.status).toBe(200);
    expect(await pdfText(response.body)).toContain('Bina ? ?');
  });

  it('is for the owner of a stolen bike only', async () => {
    const stolen = await createBike(cms.strapi, owner.user, STOLEN);
    const notStolen = await createBike(cms.strapi, owner.user);
    expect((await download(`/api/bikes/${stolen.documentId}/poster`)).status).toBe(403);
    expect((await download(`/api/bikes/${stolen.documentId}/poster`, stranger)).status).toBe(403);
    const refused = await download(`/api/bikes/${notStolen.documentId}/poster`, owner);
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body).message).toBe('Esta bicicleta não está dada como roubada');
  });
});
