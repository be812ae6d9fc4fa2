import { storedExtension } from '@bicla/api-client/shared';
import fc from 'fast-check';
import request from 'supertest';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { pngBytes } from './helpers/files';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * Every write route gets random and malformed bodies, query strings and files: it never answers
 * 500, never writes a row, and the process keeps serving (docs/security.md, "Faults"). The seed
 * is printed; set BAD_INPUT_SEED to replay a failure.
 */
const SEED = Number(process.env.BAD_INPUT_SEED ?? Date.now() % 2 ** 31);
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 20);
const TABLES = [
  'api::bike.bike',
  'api::history.history',
  'api::message.message',
  'api::newsletter.newsletter',
  'api::contact.contact',
  'api::donation.donation',
  'api::review.review',
  'plugin::users-permissions.user',
  'plugin::upload.file',
];

let cms: TestCms;
let ownerJwt: string;
let bikeId: string;

beforeAll(async () => {
  console.log(`bad-input seed: ${SEED} (BAD_INPUT_SEED=${SEED} to replay)`);
  cms = await startCms();
  await seedReference(cms.strapi);
  const owner = await createUser(cms.strapi);
  ownerJwt = owner.jwt;
  bikeId = (await createBike(cms.strapi, owner.user)).documentId;
  // The reference seed (308 municipalities) is slow on a busy machine.
}, 300_000);
afterAll(async () => {
  await cms.stop();
});

const counts = async () => Object.fromEntries(await Promise.all(TABLES.map(async (uid) => [uid, await cms.strapi.db.query(uid).count()])));

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '$where', 'data', 'populate', 'filters'];
const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '🚲'.repeat(500), 'x'.repeat(300_000), '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', 'NaN', '-1', '1e309'),
);
const key = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...PROTOTYPE_KEYS));
const value = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, weirdString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(tie('any'), { maxLength: 4 }), fc.dictionary(key, tie('any'), { maxKeys: 4 })),
})).any;
/** A body as sent on the wire: JSON of anything, `{ data: anything }`, or raw text under some content type. */
const body = fc.oneof(
  value.map((v) => ({ type: 'application/json', raw: JSON.stringify(v) ?? 'null' })),
  fc.dictionary(key, value, { maxKeys: 6 }).map((data) => ({ type: 'application/json', raw: JSON.stringify({ data }) })),
  fc.record({
    type: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/xml', ''),
    raw: fc.oneof(weirdString, fc.constantFrom('{"data":', '{"data": {"__proto__": {"admin": true}}}', '[]', 'null', '{"a":1}{"b":2}', 'data[email]=a&data[__proto__][x]=1')),
  }),
);
// A lone surrogate cannot be put in a URL at all (encodeURIComponent throws), so query strings skip them.
const wellFormed = (text: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
const queryString = fc.array(fc.tuple(key.filter(wellFormed), weirdString.filter((s) => s.length < 2_000 && wellFormed(s))), { maxLength: 4 }).map((pairs) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
);

type Who = 'visitor' | 'owner';
const ROUTES: [string, string, Who][] = [
  ['POST', '/api/bikes', 'owner'],
  ['PUT', '/api/bikes/:id', 'owner'],
  ['POST', '/api/bikes/:id/stolen', 'owner'],
  ['POST', '/api/bikes/:id/recover', 'owner'],
  ['PUT', '/api/bikes/:id/listing', 'owner'],
  ['DELETE', '/api/bikes/:id/listing', 'owner'],
  ['POST', '/api/bikes/:id/transfer', 'owner'],
  ['DELETE', '/api/bikes/:id/transfer', 'owner'],
  ['POST', '/api/transfers/claim', 'owner'],
  ['POST', '/api/messages', 'owner'],
  ['POST', '/api/newsletters', 'visitor'],
  ['POST', '/api/contacts', 'visitor'],
  ['POST', '/api/donations', 'visitor'],
  ['POST', '/api/reviews', 'owner'],
  ['PUT', '/api/users/me', 'owner'],
  ['POST', '/api/auth/local/register', 'visitor'],
  ['POST', '/api/auth/local', 'visitor'],
  ['POST', '/api/auth/forgot-password', 'visitor'],
  ['POST', '/api/auth/reset-password', 'visitor'],
  ['POST', '/api/auth/change-password', 'owner'],
];

function send(method: string, path: string, who: Who, query: string, { type, raw }: { type: string; raw: string }) {
  const url = `${path.replace(':id', bikeId)}${query ? `?${query}` : ''}`;
  let pending = request(cms.server)[method.toLowerCase() as 'post'](url);
  if (who === 'owner') pending = pending.set('Authorization', `Bearer ${ownerJwt}`);
  return (type ? pending.set('Content-Type', type) : pending).send(raw);
}

describe('random and malformed input on every write route', () => {
  it.each(ROUTES)('%s %s never answers 500 nor writes a row', async (method, path, who) => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(queryString, body, async (query, input) => {
        const response = await send(method, path, who, query, input);
        if (response.status >= 500) throw new Error(`${response.status} for ${input.type} ${input.raw.slice(0, 200)} ?${query}: ${response.text.slice(0, 300)}`);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
    expect(await counts()).toEqual(before);
  });

  it('POST /api/upload never answers 500, and stores only what it can serve inertly', async () => {
    const before = await counts();
    const lastFileId = (await cms.strapi.db.query('plugin::upload.file').findOne({ select: ['id'], orderBy: { id: 'desc' } }))?.id ?? 0;
    const file = fc.record({
      bytes: fc.oneof(fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.from('%PDF-1.4 <script>x</script>')), fc.constant(Buffer.alloc(0))),
      name: fc.oneof(weirdString.filter((s) => s.length > 0 && s.length < 200), fc.constantFrom('x.html', 'x.svg', '../x.png', 'x.png\u0000.html', '.htaccess')),
      type: fc.constantFrom('image/png', 'application/octet-stream', 'text/html', 'image/svg+xml', 'application/pdf'),
    });
    await fc.assert(
      fc.asyncProperty(queryString, fc.option(file, { nil: undefined }), fc.option(weirdString, { nil: undefined }), async (query, upload, fileInfo) => {
        let pending = request(cms.server).post(`/api/upload${query ? `?${query}` : ''}`).set('Authorization', `Bearer ${ownerJwt}`);
        if (fileInfo !== undefined) pending = pending.field('fileInfo', fileInfo);
        if (upload) pending = pending.attach('files', upload.bytes, { filename: upload.name, contentType: upload.type });
        const response = await pending;
        if (response.status >= 500) throw new Error(`${response.status} for ${JSON.stringify({ upload: upload && { ...upload, bytes: upload.bytes.length }, fileInfo })?.slice(0, 300)}: ${response.text.slice(0, 300)}`);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE * 2, endOnFailure: true },
    );
    // Content that really is an accepted type (say, the `%PDF` one) is stored, under the type it is.
    const stored = await cms.strapi.db.query('plugin::upload.file').findMany({ where: { id: { $gt: lastFileId } }, select: ['ext', 'mime'] });
    for (const file of stored) expect(storedExtension(file.mime)).toBe(file.ext);
    const after = await counts();
    expect({ ...after, 'plugin::upload.file': before['plugin::upload.file'] }).toEqual(before);
  });

  it('still serves a valid request afterwards', async () => {
    const response = await request(cms.server).post('/api/upload').set('Authorization', `Bearer ${ownerJwt}`).attach('files', await pngBytes(), { filename: 'foto.png', contentType: 'image/png' });
    expect(response.status).toBeLessThan(300);
    expect((await request(cms.server).get('/api/stats')).status).toBe(200);
  });
});
