import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { serialKey } from '@bicla/api-client/shared';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';
import { toPublicBike } from '../src/api/bike/projection';

/**
 * docs/decisions/d6-privacy.md, checked end to end: an owner with every private field filled in, bikes with
 * every private field filled in, then every public endpoint read as a visitor and as another
 * user, and the whole JSON searched for anything private.
 */

type Created = Awaited<ReturnType<typeof createBike>>;
interface StoredFile {
  id: number;
  url: string;
  formats: Record<string, { url: string }> | null;
}

const OWNER_EMAIL = 'dona.privada@exemplo.pt';
const TAXPAYER = '123456789';
const MOBILE = '912345678';
const BIRTH_DATE = '1987-03-14';
const SERIAL = 'WTU-SEGREDO-4242';
const SECOND_PHONE = '934567890';
const POLICE_REPORT = 'NUIPC-777/24';
const ADDRESS = 'Rua do Segredo 12';
const POSTAL = '4700-321';
const AUTH_CODE = 'SECRETCODE1';
const TRANSFER_EMAIL = 'x@y.pt';
const TRANSFER_NAME = 'Comprador Escondido';

/** Keys no public response may have, at any depth. */
const FORBIDDEN_KEYS = [
  'email',
  'taxpayer_number',
  'mobile_number',
  'date_of_birth',
  'auth_code',
  'transfer_name',
  'transfer_email',
  'transfer_expires_at',
  'invoice_photo',
  'serial_number_photo',
  'serial_number',
  'serial_normalized',
  'secondary_number',
  'police_report',
  'address',
  'postal',
  'show_phone_to_users',
  'user',
  'password',
];

let cms: TestCms;
let otherJwt: string;
let workDir: string;
let privateUrls: string[];
const bikes = {} as { phoneShown: Created; phoneHidden: Created; onSale: Created };

const api = () => request(cms.server);

async function uploadPng(name: string): Promise<StoredFile> {
  const filepath = path.join(workDir, `${name}.png`);
  // Big enough for Strapi to make its small and medium formats, whose URLs must not leak either.
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).png().toFile(filepath);
  const [file] = await cms.strapi
    .plugin('upload')
    .service('upload')
    .upload({ data: {}, files: { filepath, originalFilename: `${name}.png`, mimetype: 'image/png', size: statSync(filepath).size } });
  return file as StoredFile;
}

const urlsOf = (file: StoredFile) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)];

const stolenReport = (showPhone: boolean) => ({
  stolen_date: '2024-05-01T10:00:00.000Z',
  phone_number: MOBILE,
  secondary_number: SECOND_PHONE,
  show_phone_to_users: showPhone,
  address: ADDRESS,
  city: 'Braga',
  postal: POSTAL,
  estimated_value: 900,
  lock_description: 'Cadeado em U',
  police_department: 'PSP Braga',
  police_report: POLICE_REPORT,
  incident_description: 'Cortaram o cadeado durante a noite.',
});

beforeAll(async () => {
  cms = await startCms();
  await seedReference(cms.strapi);
  workDir = mkdtempSync(path.join(tmpdir(), 'bicla-projection-'));

  const { user } = await createUser(cms.strapi, { name: 'Dona Privada', email: OWNER_EMAIL });
  await cms.strapi.db.query('plugin::users-permissions.user').update({
    where: { id: user.id },
    data: { city: 'Braga', taxpayer_number: TAXPAYER, mobile_number: MOBILE, date_of_birth: BIRTH_DATE },
  });
  otherJwt = (await createUser(cms.strapi)).jwt;

  const invoice = await uploadPng('fatura');
  const serialPhoto = await uploadPng('numero-de-serie');
  const bikePhoto = await uploadPng('bicicleta');
  privateUrls = [...urlsOf(invoice), ...urlsOf(serialPhoto)];
  const privateFields = {
    serial_number: SERIAL,
    latitude: 41.5454321,
    longitude: -8.4265123,
    invoice_photo: invoice.id,
    serial_number_photo: serialPhoto.id,
    bike_photo: bikePhoto.id,
  };

  bikes.phoneShown = await createBike(cms.strapi, user, { ...privateFields, stolen: true, stolen_details: stolenReport(true) });
  bikes.phoneHidden = await createBike(cms.strapi, user, {
    ...privateFields,
    serial_number: `${SERIAL}-B`,
    stolen: true,
    stolen_details: stolenReport(false),
  });
  bikes.onSale = await createBike(cms.strapi, user, {
    ...privateFields,
    serial_number: `${SERIAL}-C`,
    on_sale: true,
    price: 750,
    remarks: 'Como nova.',
    classified_date: '2024-06-01T00:00:00.000Z',
    for_classified: [bikePhoto.id],
    auth_code: AUTH_CODE,
    transfer_email: TRANSFER_EMAIL,
    transfer_name: TRANSFER_NAME,
    transfer_expires_at: '2099-01-01T00:00:00.000Z',
  });
  await cms.strapi.db.query('api::history.history').create({
    // Shared by its owner: only such recoveries are listed.
    data: { type: 'recover', information: { text: 'Bicicleta recuperada!', recovery_message: 'Voltou.', can_share: true }, bike: bikes.onSale.id },
  });
});

afterAll(async () => {
  await cms.stop();
  rmSync(workDir, { recursive: true, force: true });
});

interface Leaf {
  path: string;
  value: unknown;
}

/** Every key path and leaf value of a JSON document. */
function walk(value: unknown, at = '$', leaves: Leaf[] = [], keys: string[] = []): { leaves: Leaf[]; keys: string[] } {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${at}[${index}]`, leaves, keys));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.push(key);
      walk(child, `${at}.${key}`, leaves, keys);
    }
  } else leaves.push({ path: at, value });
  return { leaves, keys };
}

function endpoints() {
  const all = [bikes.phoneShown, bikes.phoneHidden, bikes.onSale];
  return [
    ...all.map((bike) => `/api/bikes/by-slug/${bike.slug}`),
    ...all.map((bike) => `/api/bikes/search?q=${bike.registry_number}`),
    `/api/bikes/search?q=${encodeURIComponent(SERIAL)}`,
    '/api/bikes/stolen?limit=50',
    '/api/bikes/recovered',
    '/api/classifieds',
    '/api/classifieds?city=Braga',
    `/api/classifieds/${bikes.onSale.slug}`,
    '/api/stats',
  ];
}

const viewers = [
  ['a visitor', (req: request.Test) => req],
  ['another user', (req: request.Test) => req.set('Authorization', `Bearer ${otherJwt}`)],
] as const;

describe.each(viewers)('every public endpoint, read by %s', (viewer, as) => {
  const read = async (url: string) => {
    const response = await as(api().get(url));
    const expected = viewer === 'a visitor' && url.startsWith('/api/bikes/search') ? 403 : 200;
    expect({ url, status: response.status }).toEqual({ url, status: expected });
    return response.body as unknown;
  };

  it('answers with bikes, so the checks below have something to look at', async () => {
    expect(((await read('/api/bikes/stolen')) as { data: unknown[] }).data).toHaveLength(2);
    expect(((await read('/api/classifieds')) as { data: unknown[] }).data).toHaveLength(1);
    expect(((await read('/api/bikes/recovered')) as { data: unknown[] }).data).toHaveLength(1);
  });

  it('never has a private key', async () => {
    for (const url of endpoints()) {
      const { keys } = walk(await read(url));
      expect({ url, leaked: keys.filter((key) => FORBIDDEN_KEYS.includes(key)) }).toEqual({ url, leaked: [] });
    }
  });

  it('never has a private value anywhere, except the phone its owner chose to show to users', async () => {
    const secrets = [
      OWNER_EMAIL,
      TAXPAYER,
      MOBILE,
      BIRTH_DATE,
      SERIAL,
      serialKey(SERIAL),
      SECOND_PHONE,
      POLICE_REPORT,
      ADDRESS,
      POSTAL,
      AUTH_CODE,
      TRANSFER_EMAIL,
      TRANSFER_NAME,
      ...privateUrls,
    ];
    for (const url of endpoints()) {
      const { leaves } = walk(await read(url));
      const leaked = leaves.filter(
        ({ path: leafPath, value }) =>
          secrets.some((secret) => String(value).includes(secret)) &&
          !(viewer === 'another user' && leafPath.endsWith('stolen_details.phone_number') && value === MOBILE),
      );
      expect({ url, leaked }).toEqual({ url, leaked: [] });
    }
  });

  it('rounds every coordinate to at most 3 decimals', async () => {
    let seen = 0;
    for (const url of endpoints()) {
      for (const { path: leafPath, value } of walk(await read(url)).leaves) {
        if (!/\.(latitude|longitude)$/.test(leafPath) || value === null) continue;
        seen += 1;
        expect(String(value)).toMatch(/^-?\d+(\.\d{1,3})?$/);
      }
    }
    expect(seen).toBeGreaterThan(0);
    const detail = (await read(`/api/bikes/by-slug/${bikes.onSale.slug}`)) as { data: { latitude: number; longitude: number } };
    expect(detail.data).toMatchObject({ latitude: 41.545, longitude: -8.427 });
  });

  it('shows the stolen phone only to a logged-in user, and only when the owner allowed it', async () => {
    const shown = (await read(`/api/bikes/by-slug/${bikes.phoneShown.slug}`)) as { data: { stolen_details: Record<string, unknown> } };
    const hidden = (await read(`/api/bikes/by-slug/${bikes.phoneHidden.slug}`)) as { data: { stolen_details: Record<string, unknown> } };
    if (viewer === 'another user') expect(shown.data.stolen_details.phone_number).toBe(MOBILE);
    else expect(shown.data.stolen_details).not.toHaveProperty('phone_number');
    expect(hidden.data.stolen_details).not.toHaveProperty('phone_number');
    expect(hidden.data.stolen_details).toMatchObject({ city: 'Braga', police_department: 'PSP Braga', estimated_value: 900 });
  });

  it('shows the public photo with only its public fields, and the owner by name', async () => {
    const detail = (await read(`/api/classifieds/${bikes.onSale.slug}`)) as {
      data: { bike_photo: Record<string, unknown>; for_classified: unknown[]; owner: Record<string, unknown> };
    };
    expect(Object.keys(detail.data.bike_photo).sort()).toEqual(['alternativeText', 'formats', 'height', 'url', 'width']);
    expect(Object.keys(detail.data.bike_photo.formats as object).sort()).toEqual(['medium', 'small']);
    expect(detail.data.for_classified).toHaveLength(1);
    expect(detail.data.owner).toMatchObject({ name: 'Dona Privada' });
    expect(Object.keys(detail.data.owner).sort()).toEqual(['city', 'memberSince', 'name']);
  });
});

describe('the public projection of a row', () => {
  it('shows every date as an ISO instant, whatever form the row holds it in', () => {
    const row = {
      id: 1,
      documentId: 'doc',
      slug: 'bicicleta',
      nickName: 'Bicicleta',
      model: null,
      stolen: true,
      on_sale: true,
      price: 100,
      remarks: null,
      classified_date: '2024-03-01 10:00:00',
      createdAt: Date.UTC(2024, 0, 2, 3, 4, 5, 6),
      other_information: null,
      complementary_description: null,
      latitude: null,
      longitude: null,
      user: { name: 'Ana', createdAt: new Date(Date.UTC(2023, 5, 6)) },
      stolen_details: {
        stolen_date: '2024-02-29',
        city: 'Lisboa',
        lock_description: 'Cadeado',
        defeat_subscription: null,
        police_department: null,
        incident_description: 'Roubada',
        estimated_value: 300,
        phone_number: null,
        show_phone_to_users: false,
      },
    };
    const shown = toPublicBike(row, { loggedIn: false });
    expect(shown.classified_date).toBe(new Date('2024-03-01 10:00:00').toISOString());
    expect(shown.createdAt).toBe('2024-01-02T03:04:05.006Z');
    expect(shown.owner?.memberSince).toBe('2023-06-06T00:00:00.000Z');
    expect(shown.stolen_details?.stolen_date).toBe('2024-02-29T00:00:00.000Z');
    // As a kept row holds them: shown as they are.
    const kept = toPublicBike({ ...row, createdAt: '2024-01-02T03:04:05.006Z' }, { loggedIn: false });
    expect(kept.createdAt).toBe('2024-01-02T03:04:05.006Z');
  });
});
