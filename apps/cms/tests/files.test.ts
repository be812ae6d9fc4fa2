import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { signedUrl } from '../src/extensions/upload/private-files';
import { createBike, startWithOwnerAndStranger, type OwnerAndStranger } from './helpers/bikes';
import { pdfBytes, pngBytes } from './helpers/files';
import type { TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Files (docs/security.md, "Files"): what a stored file can do on the CMS's origin, and who can
 * read an invoice or a serial photo. Each attack below is the request an attacker would send.
 */
let cms: TestCms;
let owner: OwnerAndStranger['owner'];
let stranger: OwnerAndStranger['stranger'];
let ids: OwnerAndStranger['ids'];

beforeAll(async () => {
  ({ cms, ids, owner, stranger } = await startWithOwnerAndStranger({
    owner: { name: 'Ana Dona', email: 'ana.dona@exemplo.pt' },
    stranger: { name: 'Estranho', email: 'estranho@exemplo.pt' },
  }));
});
afterAll(() => cms.stop());

type Who = { jwt: string };
interface Stored {
  id: number;
  url: string;
  name: string;
  ext: string;
  mime: string;
  hash: string;
  formats: Record<string, { url: string }> | null;
}

const api = () => request(cms.server);
const as = (who: Who, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const publicDir = () => path.join(process.env.PUBLIC_DIR!, 'uploads');
const privateDir = () => process.env.PRIVATE_UPLOADS_DIR!;
const fileCount = () => cms.strapi.db.query('plugin::upload.file').count();
const row = (id: number): Promise<Stored | null> => cms.strapi.db.query('plugin::upload.file').findOne({ where: { id } });

function upload(who: Who, bytes: Buffer, filename: string, contentType: string, query = '') {
  return as(who, api().post(`/api/upload${query}`)).attach('files', bytes, { filename, contentType });
}

async function stored(who: Who, bytes: Buffer, filename: string, contentType: string, query = ''): Promise<Stored> {
  const response = await upload(who, bytes, filename, contentType, query);
  expect(response.status).toBe(201);
  return response.body[0] as Stored;
}

const PUBLIC_REFUSAL = 'A fatura e a fotografia do número de série são privadas: não podem ser fotografias públicas';

/** The edit form's body, with these photos. */
const edit = (photos: { bike_photo: number; serial_number_photo: number; invoice_photo: number }) => ({
  nickName: 'Novo nome',
  color: ids.color,
  secondary_colors: [],
  wheel_size: ids.wheel_size,
  materials: [ids.material],
  suspension_types: [ids.suspension_type],
  other_information: null,
  ...photos,
});

const STOLEN_REPORT = {
  stolen_date: '2026-11-20T18:30:00.000Z',
  phone_number: '912345678',
  city: 'Lisboa',
  postal: '1100-148',
  estimated_value: 650,
  lock_description: 'Cadeado em U',
  incident_description: 'Levada da frente do trabalho.',
};

const privatePhoto = async (who: Who, color = '#0B6E4F') => stored(who, await pngBytes(color), 'serie.png', 'image/png', '?private=true');
const publicPhoto = async (who: Who) => stored(who, await pngBytes('#1565C0'), 'bicicleta.png', 'image/png');

/** The headers that keep a stored file from running as a page or a script on this origin. */
function expectInert(response: request.Response) {
  expect(response.headers['content-type']).not.toMatch(/html|javascript|ecmascript|xml|svg/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
}

describe('uploads never serve active content', () => {
  it('stores x.html holding "%PDF-1.4<script>" as a PDF and sends it as an attachment', async () => {
    const body = Buffer.from('%PDF-1.4\n<script>alert(document.cookie)</script>\n', 'latin1');
    const file = await stored(owner, body, 'x.html', 'application/octet-stream');
    expect(file.url).toMatch(/^\/uploads\/x_[a-z0-9]+\.pdf$/);
    expect(file).toMatchObject({ name: 'x.pdf', ext: '.pdf', mime: 'application/pdf' });
    expect(readdirSync(publicDir()).some((name) => name.endsWith('.html'))).toBe(false);

    const served = await api().get(file.url);
    expect(served.status).toBe(200);
    expectInert(served);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('stores x.js holding "BM=1;…" as a bitmap, never as a script', async () => {
    const file = await stored(owner, Buffer.from('BM=1;alert(document.cookie);//', 'latin1'), 'x.js', 'application/javascript');
    expect(file.url).toMatch(/\.bmp$/);
    expect(file).toMatchObject({ ext: '.bmp', mime: 'image/bmp' });

    const served = await api().get(file.url);
    expect(served.status).toBe(200);
    expectInert(served);
    expect(served.headers['content-type']).toBe('image/bmp');
  });

  it('renames a fileInfo name too: the stored name always says what the content is', async () => {
    const response = await as(owner, api().post('/api/upload'))
      .field('fileInfo', JSON.stringify({ name: 'pagina.html', alternativeText: 'Foto' }))
      .attach('files', await pngBytes(), { filename: 'foto.png', contentType: 'image/png' });
    expect(response.status).toBe(201);
    expect(response.body[0]).toMatchObject({ name: 'pagina.png', ext: '.png', mime: 'image/png', alternativeText: 'Foto' });
  });

  it('shows an image inline, still without sniffing and under a CSP that runs nothing', async () => {
    const file = await publicPhoto(owner);
    const served = await api().get(file.url);
    expect(served.status).toBe(200);
    expectInert(served);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBeUndefined();
  });

  it('sends a file stored before these rules (x.html under /uploads) as an inert attachment', async () => {
    writeFileSync(path.join(publicDir(), 'antigo.html'), '<script>alert(1)</script>');
    const served = await api().get('/uploads/antigo.html');
    expect(served.status).toBe(200);
    expectInert(served);
    expect(served.headers['content-disposition']).toMatch(/^attachment/);
  });
});

describe('a malformed upload is a 400 in Portuguese, never a 500', () => {
  it.each([
    ['text that is not JSON', '{isto não é json'],
    ['a number', '5'],
    ['a list of numbers', '[1, 2]'],
    ['a name that is not text', JSON.stringify({ name: 5 })],
    ['a name over 255 characters', JSON.stringify({ name: `${'a'.repeat(300)}.png` })],
  ])('refuses fileInfo as %s, storing nothing', async (_case, fileInfo) => {
    const before = await fileCount();
    const response = await as(owner, api().post('/api/upload'))
      .field('fileInfo', fileInfo)
      .attach('files', await pngBytes(), { filename: 'foto.png', contentType: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Os dados do ficheiro (fileInfo) são inválidos');
    expect(await fileCount()).toBe(before);
  });

  it('refuses a private flag other than true', async () => {
    const response = await upload(owner, await pngBytes(), 'foto.png', 'image/png', '?private=sim');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('O parâmetro private só aceita o valor true');
  });
});

describe('private files', () => {
  it('are stored outside the public folder and handed to the uploader as a signed link', async () => {
    const file = await privatePhoto(owner);
    const saved = (await row(file.id))!;
    expect(saved.url).toBe(`/private-uploads/${saved.hash}.png`);
    expect(existsSync(path.join(privateDir(), `${saved.hash}.png`))).toBe(true);
    expect(readdirSync(publicDir()).some((name) => name.includes(saved.hash))).toBe(false);
    expect(file.url).toMatch(new RegExp(`^/private-uploads/${saved.hash}\\.png\\?expires=\\d+&signature=[\\w-]+$`));

    const served = await api().get(file.url);
    expect(served.status).toBe(200);
    expectInert(served);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, no-store');
  });

  it('are never served without a valid signed link, whoever asks', async () => {
    const file = await privatePhoto(owner);
    const other = await privatePhoto(owner, '#C62828');
    const bare = file.url.split('?')[0]!;
    const otherSignature = new URL(other.url, 'http://x').search;

    expect((await api().get(bare)).status).toBe(403);
    expect((await as(owner, api().get(bare))).status).toBe(403);
    expect((await as(stranger, api().get(bare))).status).toBe(403);
    expect((await api().get(`${bare}${otherSignature}`)).status).toBe(403);
    expect((await api().get(file.url.replace(/expires=\d+/, 'expires=9999999999'))).status).toBe(403);
    expect((await api().get(signedUrl(cms.strapi, bare, -1000))).status).toBe(403);
    expect((await api().get(`/uploads/${bare.split('/').pop()}`)).status).toBe(404);
    expect((await api().get(signedUrl(cms.strapi, '/private-uploads/..%2F..%2Fpackage.json'))).status).toBe(404);
  });

  it('go only where private files belong: never as a bike, ad or stolen-report photo', async () => {
    const serial = await privatePhoto(owner);
    const invoice = await privatePhoto(owner, '#C62828');
    const bike = await createBike(cms.strapi, owner.user, { serial_number_photo: serial.id, invoice_photo: invoice.id });

    const listing = await as(owner, api().put(`/api/bikes/${bike.documentId}/listing`)).send({
      data: { price: 450, remarks: 'Como nova', for_classified: [invoice.id], terms: true },
    });
    expect(listing.status).toBe(400);
    expect(listing.body.error.message).toBe(PUBLIC_REFUSAL);
    expect((await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id }, select: ['on_sale'] })).on_sale).toBe(false);

    const stolen = await as(owner, api().post(`/api/bikes/${bike.documentId}/stolen`)).send({
      data: { ...STOLEN_REPORT, for_stolen: [serial.id] },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe(PUBLIC_REFUSAL);

    const edited = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({
      data: edit({ bike_photo: serial.id, serial_number_photo: serial.id, invoice_photo: invoice.id }),
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.message).toBe(PUBLIC_REFUSAL);
    const kept = await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id }, populate: { bike_photo: true } });
    expect(kept).toMatchObject({ stolen: false, on_sale: false, bike_photo: null });
  });

  it('must be private: a public upload is no invoice or serial photo', async () => {
    const draft = await createBike(cms.strapi, owner.user, { approved: false });
    const response = await as(owner, api().put(`/api/bikes/${draft.documentId}/registration`)).send({
      data: { bike_photo: (await publicPhoto(owner)).id, serial_number_photo: (await publicPhoto(owner)).id, invoice_photo: (await privatePhoto(owner)).id },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('A fatura e a fotografia do número de série têm de ser carregadas como ficheiros privados');
  });

  it("cannot be someone else's", async () => {
    const draft = await createBike(cms.strapi, stranger.user, { approved: false });
    const response = await as(stranger, api().put(`/api/bikes/${draft.documentId}/registration`)).send({
      data: {
        bike_photo: (await publicPhoto(stranger)).id,
        serial_number_photo: (await privatePhoto(owner)).id,
        invoice_photo: (await privatePhoto(stranger)).id,
      },
    });
    expect(response.status).toBe(403);
  });

  it("reach the owner's screens as working links, and never a public page", async () => {
    const invoice = await stored(owner, pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true');
    const serial = await privatePhoto(owner);
    const bike = await createBike(cms.strapi, owner.user, {
      bike_photo: (await publicPhoto(owner)).id,
      serial_number_photo: serial.id,
      invoice_photo: invoice.id,
    });

    const mine = await as(owner, api().get('/api/bikes/mine'));
    const shown = mine.body.data.find((entry: { documentId: string }) => entry.documentId === bike.documentId);
    expect(shown.invoice_photo.url).toMatch(/^\/private-uploads\/.+\.pdf\?expires=\d+&signature=/);
    const pdf = await api().get(shown.invoice_photo.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect((await api().get(shown.serial_number_photo.url)).status).toBe(200);

    const page = await api().get(`/api/bikes/by-slug/${bike.slug}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).not.toContain('/private-uploads/');
  });

  it('are shown to editors: the admin reads documents with signed links', async () => {
    const invoice = await privatePhoto(owner);
    const bike = await createBike(cms.strapi, owner.user, { invoice_photo: invoice.id, serial_number_photo: (await privatePhoto(owner)).id });
    const document = (await cms.strapi.documents('api::bike.bike').findOne({ documentId: bike.documentId, populate: ['invoice_photo'] })) as unknown as {
      invoice_photo: Stored;
    };
    expect(document.invoice_photo.url).toMatch(/\?expires=\d+&signature=/);
    expect((await api().get(document.invoice_photo.url)).status).toBe(200);
  });
});

describe('a transfer hands over the bike, not the previous owner’s files', () => {
  it('removes the invoice and serial photo from the bike and the disk once claimed', async () => {
    const seller = await createUser(cms.strapi, { name: 'Vendedor', email: 'vendedor@exemplo.pt' });
    const buyer = await createUser(cms.strapi, { name: 'Compradora', email: 'compradora@exemplo.pt' });
    const invoice = await privatePhoto(seller);
    const serial = await privatePhoto(seller, '#C62828');
    const photo = await publicPhoto(seller);
    const bike = await createBike(cms.strapi, seller.user, { bike_photo: photo.id, serial_number_photo: serial.id, invoice_photo: invoice.id });
    const invoiceRow = (await row(invoice.id))!;

    const started = await as(seller, api().post(`/api/bikes/${bike.documentId}/transfer`)).send({
      data: { name: 'Compradora', email: 'compradora@exemplo.pt' },
    });
    expect(started.status).toBe(200);
    const claimed = await as(buyer, api().post('/api/transfers/claim')).send({ data: { code: started.body.data.auth_code } });
    expect(claimed.status).toBe(200);

    const mine = await as(buyer, api().get('/api/bikes/mine'));
    const received = mine.body.data.find((entry: { documentId: string }) => entry.documentId === bike.documentId);
    expect(received.invoice_photo).toBeNull();
    expect(received.serial_number_photo).toBeNull();
    expect(received.bike_photo.url).toBe(photo.url);

    expect((await api().get(invoice.url)).status).toBe(404);
    expect((await api().get(serial.url)).status).toBe(404);
    expect(await row(invoice.id)).toBeNull();
    expect(existsSync(path.join(privateDir(), `${invoiceRow.hash}${invoiceRow.ext}`))).toBe(false);

    // Nor can the new owner put the old invoice back: it is gone, and it was never theirs.
    const edited = await as(buyer, api().put(`/api/bikes/${bike.documentId}`)).send({
      data: edit({ bike_photo: photo.id, serial_number_photo: serial.id, invoice_photo: invoice.id }),
    });
    expect(edited.status).toBe(403);
  });
});

describe('RGPD: export and deletion', () => {
  it('exports the person’s files as links that work for them', async () => {
    const person = await createUser(cms.strapi, { name: 'Exportadora', email: 'exporta@exemplo.pt' });
    const invoice = await stored(person, pdfBytes(), 'fatura.pdf', 'application/pdf', '?private=true');
    const photo = await publicPhoto(person);
    await createBike(cms.strapi, person.user, { bike_photo: photo.id, invoice_photo: invoice.id });

    const response = await as(person, api().get('/api/users/me/export'));
    expect(response.status).toBe(200);
    const files = response.body.files as { name: string; mime: string; private: boolean; url: string }[];
    expect(files).toHaveLength(2);
    const exportedInvoice = files.find((file) => file.private)!;
    expect(exportedInvoice).toMatchObject({ name: 'fatura.pdf', mime: 'application/pdf' });
    expect((await api().get(exportedInvoice.url)).status).toBe(200);
    expect((await api().get(files.find((file) => !file.private)!.url)).status).toBe(200);
    const expires = Number(new URL(exportedInvoice.url, 'http://x').searchParams.get('expires')) * 1000;
    expect(expires).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);

    const bikeInvoice = response.body.bikes[0].invoice_photo.url as string;
    expect((await api().get(bikeInvoice)).status).toBe(200);
  });

  it('deletes the person’s private files: their links answer 404 and the disk forgets them', async () => {
    const person = await createUser(cms.strapi, { name: 'De Saída', email: 'saida@exemplo.pt' });
    const invoice = await privatePhoto(person);
    const serial = await privatePhoto(person, '#C62828');
    const unattached = await stored(person, pdfBytes(), 'outra.pdf', 'application/pdf', '?private=true');
    const photo = await publicPhoto(person);
    const bike = await createBike(cms.strapi, person.user, { bike_photo: photo.id, serial_number_photo: serial.id, invoice_photo: invoice.id });
    const hashes = await Promise.all([invoice, serial, unattached].map(async (file) => (await row(file.id))!.hash));

    const response = await as(person, api().delete('/api/users/me'));
    expect(response.status).toBe(200);

    for (const file of [invoice, serial, unattached]) {
      expect((await api().get(file.url)).status).toBe(404);
      expect(await row(file.id)).toBeNull();
    }
    const left = existsSync(privateDir()) ? readdirSync(privateDir()) : [];
    expect(left.filter((name) => hashes.some((hash) => name.includes(hash)))).toEqual([]);

    // The registry keeps the bike and its public photo (docs/decisions/d6-privacy.md).
    const page = await api().get(`/api/bikes/by-slug/${bike.slug}`);
    expect(page.status).toBe(200);
    expect((await api().get(photo.url)).status).toBe(200);
  });
});
