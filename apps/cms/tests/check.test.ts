import request from 'supertest';
import { CHECK_MESSAGES, MESSAGES } from '@bicla/api-client/shared';
import type { RateLimitRule } from '../src/middlewares/rate-limit';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * GET /api/v1/check: the three answers, nothing personal, bad input, and the limits per IP and
 * per partner token (docs/security.md, "Public check").
 */

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  // Each limit test speaks from an address of its own (X-Forwarded-For), as behind the proxy.
  process.env.TRUST_PROXY = 'true';
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Ana Maria Silva', email: 'ana.check@exemplo.pt' });
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
  delete process.env.TRUST_PROXY;
});

let addresses = 0;
const check = (query: object, ip = `198.51.100.${(addresses += 1)}`) =>
  request(cms.server).get('/api/v1/check').query(query).set('X-Forwarded-For', ip);

describe('answers', () => {
  it('says registered for an approved bike, by serial in any spelling, registry number and slug', async () => {
    const bike = await createBike(cms.strapi, owner.user, { serial_number: 'WTU-0BS 4471' });
    for (const query of [{ serial: 'wtu obs4471' }, { serial: 'WTU0BS-4471' }, { registry: bike.registry_number.toLowerCase() }, { slug: bike.slug }]) {
      const response = await check(query);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toEqual({
        data: { status: 'registered', checkedAt: expect.any(String), url: `http://localhost:5173/search-bikes/${bike.slug}` },
        meta: {},
      });
      expect(Math.abs(Date.parse(response.body.data.checkedAt) - Date.now())).toBeLessThan(60_000);
    }
  });

  it('says stolen for a stolen bike, with its stolen page, and nothing about anyone', async () => {
    const bike = await createBike(cms.strapi, owner.user, {
      serial_number: 'ROUBADA-77',
      stolen: true,
      stolen_details: { stolen_date: new Date(), city: 'Porto', postal: '4000-001', estimated_value: 100, lock_description: 'U', incident_description: 'Levada', phone_number: '912345678', show_phone_to_users: true },
    });
    const response = await check({ serial: 'roubada 77' });
    expect(response.body.data).toEqual({ status: 'stolen', checkedAt: expect.any(String), url: `http://localhost:5173/stolen-bikes/${bike.slug}` });
    const text = JSON.stringify(response.body);
    for (const secret of ['912345678', 'Ana', 'Silva', 'ana.check', 'ROUBADA-77', bike.registry_number, bike.documentId]) expect(text).not.toContain(secret);
  });

  it('prefers the stolen answer when two bikes share a serial', async () => {
    await createBike(cms.strapi, owner.user, { serial_number: 'DUPLA-1' });
    const stolen = await createBike(cms.strapi, owner.user, {
      serial_number: 'dupla 1',
      stolen: true,
      stolen_details: { stolen_date: new Date(), city: 'Braga', postal: '4700-001', estimated_value: 50, lock_description: 'U', incident_description: 'Levada' },
    });
    expect((await check({ serial: 'DUPLA1' })).body.data).toMatchObject({ status: 'stolen', url: expect.stringContaining(stolen.slug) });
  });

  it('says unknown for a serial nobody registered and for pending registrations', async () => {
    const pending = await createBike(cms.strapi, owner.user, { serial_number: 'PENDENTE-9', approved: false });
    for (const query of [{ serial: 'NAO-EXISTE-123' }, { serial: 'pendente 9' }, { registry: pending.registry_number }, { slug: pending.slug }, { serial: '---' }]) {
      expect((await check(query)).body.data).toEqual({ status: 'unknown', checkedAt: expect.any(String), url: null });
    }
  });
});

describe('bad input', () => {
  it.each([
    [{}, CHECK_MESSAGES.oneKey],
    [{ serial: 'A', registry: 'B' }, CHECK_MESSAGES.oneKey],
    [{ serial: 'x'.repeat(201) }, CHECK_MESSAGES.tooLong],
    [{ serial: 'A', user: '1' }, CHECK_MESSAGES.unknownKey],
    [{ 'serial[$ne]': 'A' }, CHECK_MESSAGES.notText],
  ])('refuses %j with 400 and a Portuguese message', async (query, message) => {
    const response = await check(query);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
  });

  it('refuses a repeated key', async () => {
    const response = await request(cms.server).get('/api/v1/check?serial=A&serial=B');
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(CHECK_MESSAGES.notText);
  });
});

describe('limits and partners', () => {
  let before: RateLimitRule;
  beforeAll(() => {
    before = cms.strapi.config.get('rate-limits.rules.check') as RateLimitRule;
    cms.strapi.config.set('rate-limits.rules.check', { ...before, ipMax: 3, partnerMax: 6 });
    cms.strapi.config.set('rate-limits.enabled', true);
  });
  afterAll(() => {
    cms.strapi.config.set('rate-limits.rules.check', before);
    cms.strapi.config.set('rate-limits.enabled', false);
  });

  /** A partner as an editor creates it in the admin panel (the document service), and the token its contact receives. */
  async function newPartner(fields: Record<string, unknown>) {
    const email = `parceiro${(addresses += 1)}@loja.pt`;
    const partner = await cms.strapi.documents('api::partner.partner').create({ data: { name: 'Loja do Bairro', contact_email: email, ...fields } });
    const [mail] = await mailbox.waitFor(email);
    const token = /\b([0-9a-f]{8}\.[A-Za-z0-9_-]{43})\b/.exec(mail.raw)?.[1];
    if (!token) throw new Error(`no token in:\n${mail.raw}`);
    return { partner, token, email };
  }

  /** A save in the admin panel goes through the document service, as this does. */
  const editPartner = (documentId: string, data: Record<string, unknown>) =>
    cms.strapi.documents('api::partner.partner').update({ documentId, data });

  it('limits visitors per IP address', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 3; i += 1) expect((await check({ serial: 'X1' }, ip)).status).toBe(200);
    const refused = await check({ serial: 'X1' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await check({ serial: 'X1' }, '192.0.2.11')).status).toBe(200);
  });

  it('gives a partner its own, higher limit, whatever its address', async () => {
    const { token } = await newPartner({});
    const ip = '192.0.2.20';
    for (let i = 0; i < 6; i += 1) {
      const response = await check({ serial: 'X2' }, ip).set('X-Partner-Token', token);
      expect(response.status).toBe(200);
    }
    expect((await check({ serial: 'X2' }, '192.0.2.21').set('X-Partner-Token', token)).status).toBe(429);
    // The partner's address is still free for anyone without the token.
    expect((await check({ serial: 'X2' }, ip)).status).toBe(200);
  });

  it('uses the limit an editor set for the partner', async () => {
    const { token } = await newPartner({ rate_limit: 2 });
    for (let i = 0; i < 2; i += 1) expect((await check({ serial: 'X3' }).set('X-Partner-Token', token)).status).toBe(200);
    expect((await check({ serial: 'X3' }).set('X-Partner-Token', token)).status).toBe(429);
  });

  it('stores only a hash, refuses wrong, disabled and replaced tokens with 401', async () => {
    const { partner, token, email } = await newPartner({});
    const row = await cms.strapi.db.query('api::partner.partner').findOne({ where: { documentId: partner.documentId } });
    expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [wrong, 'nada', `${token}x`]) {
      const response = await check({ serial: 'X4' }).set('X-Partner-Token', bad);
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe(CHECK_MESSAGES.partnerToken);
    }

    await editPartner(partner.documentId, { active: false });
    expect((await check({ serial: 'X4' }).set('X-Partner-Token', token)).status).toBe(401);

    // An editor cannot set the hash by hand; ticking issue_token replaces the token and mails the new one.
    await editPartner(partner.documentId, { active: true, issue_token: true, token_hash: '0'.repeat(64) });
    const [, second] = await mailbox.waitFor(email, 2);
    const renewed = /\b([0-9a-f]{8}\.[A-Za-z0-9_-]{43})\b/.exec(second.raw)?.[1];
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(token);
    expect((await check({ serial: 'X4' }).set('X-Partner-Token', token)).status).toBe(401);
    expect((await check({ serial: 'X4' }).set('X-Partner-Token', renewed!)).status).toBe(200);
    const after = await cms.strapi.db.query('api::partner.partner').findOne({ where: { documentId: partner.documentId } });
    expect(after.issue_token).toBe(false);
    expect(after.token_hash).not.toBe('0'.repeat(64));
  });

  it('has no API routes of its own: partners are managed in the admin panel only', async () => {
    expect((await request(cms.server).get('/api/partners')).status).toBe(404);
  });
});
