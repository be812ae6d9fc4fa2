import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import type { RateLimitRule } from '../src/middlewares/rate-limit';
import { seedReference } from '../src/seed/reference';
import { createBike, lookupIds, registrationInput } from './helpers/bikes';
import { pngBytes } from './helpers/files';
import { startMailbox, type ReceivedEmail } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * The registry's email and storage used as a weapon (docs/security.md, "Abuse"): each attack
 * below must be refused, or reach its target harmless.
 */

type Account = Awaited<ReturnType<typeof createUser>>;

const EVIL_NAME = '<a href="https://evil.example">Confirme aqui</a>';
const EVIL_LINK = '<a href="https://evil.example"';

/**
 * Set before boot: the names of config/rate-limits.ts must set what they say, and the CMS sits
 * behind a proxy, so each test can speak from an address of its own (X-Forwarded-For).
 */
const BOOT_ENV = {
  TRUST_PROXY: 'true',
  CONTACT_RATE_LIMIT_MAX: '4',
  CONTACT_RATE_LIMIT_IP_MAX: '9',
  CONTACT_RATE_LIMIT_ADDRESS_MAX: '6',
  NEWSLETTER_RATE_LIMIT_MAX: '3',
  NEWSLETTER_RATE_LIMIT_IP_MAX: '7',
};

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let ids: Awaited<ReturnType<typeof lookupIds>>;

beforeAll(async () => {
  Object.assign(process.env, BOOT_ENV);
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  for (const name of Object.keys(BOOT_ENV)) delete process.env[name];
  await seedReference(cms.strapi);
  ids = await lookupIds(cms.strapi);
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const count = (uid: Parameters<TestCms['strapi']['db']['query']>[0]) => cms.strapi.db.query(uid).count();
const mailsTo = (address: string) => mailbox.received.filter((mail) => mail.to.includes(address));
/** Mail goes out after the response: give any that would still come the time to arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

let addresses = 0;
/** An IP address no earlier test has counted against. */
const freshIp = () => `203.0.113.${(addresses += 1)}`;

let people = 0;
const newUser = (name = 'Pessoa') => {
  people += 1;
  return createUser(cms.strapi, { name, email: `pessoa${people}@exemplo.pt` });
};

/** The HTML alternative of a received email, as a mail client would render it. */
function htmlPart(mail: ReceivedEmail) {
  const found = /Content-Type: text\/html[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(mail.raw);
  if (!found) throw new Error(`no HTML part in:\n${mail.raw}`);
  return found[1];
}

/**
 * The test environment switches rate limits off (config/env/test/rate-limits.ts); each block
 * below turns one rule on with small numbers, and everything off again afterwards.
 */
function withRule(rule: string, numbers: Partial<RateLimitRule>) {
  let before: RateLimitRule;
  beforeAll(() => {
    before = cms.strapi.config.get(`rate-limits.rules.${rule}`) as RateLimitRule;
    cms.strapi.config.set(`rate-limits.rules.${rule}`, { ...before, ...numbers });
    cms.strapi.config.set('rate-limits.enabled', true);
  });
  afterAll(() => {
    cms.strapi.config.set(`rate-limits.rules.${rule}`, before);
    cms.strapi.config.set('rate-limits.enabled', false);
  });
}

function expectTooMany(response: request.Response) {
  expect(response.status).toBe(429);
  expect(response.body.error.message).toBe(MESSAGES.tooManyRequests);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

describe('configuration names', () => {
  it('sets per-account and per-IP limits each from its own variable', () => {
    expect(cms.strapi.config.get('rate-limits.rules.contact')).toMatchObject({ max: 4, ipMax: 9, addressMax: 6 });
    expect(cms.strapi.config.get('rate-limits.rules.newsletter')).toMatchObject({ max: 3, ipMax: 7 });
  });
});

describe('transfer emails to a stranger', () => {
  const ADDRESS_MAX = 3;
  withRule('transfer-start', { max: 100, ipMax: 1000, addressMax: ADDRESS_MAX });

  const start = (who: Account, bike: { documentId: string }, data: Record<string, unknown>) =>
    as(who, api().post(`/api/bikes/${bike.documentId}/transfer`)).send({ data });
  const cancel = (who: Account, bike: { documentId: string }) => as(who, api().delete(`/api/bikes/${bike.documentId}/transfer`));

  it('sends no more than a few, however many start and cancel pairs are sent, from however many accounts', async () => {
    const stranger = 'desconhecida@exemplo.pt';
    const owner = await newUser('Remetente Insistente');
    const bike = await createBike(cms.strapi, owner.user);
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    for (let pair = 0; pair < 30; pair += 1) {
      const started = await start(owner, bike, { name: 'Desconhecida', email: stranger });
      statuses.push(started.status);
      if (started.status === 429) refused ??= started;
      await cancel(owner, bike);
    }

    expect(statuses.slice(0, ADDRESS_MAX)).toEqual(Array(ADDRESS_MAX).fill(200));
    expect(statuses.slice(ADDRESS_MAX)).toEqual(Array(30 - ADDRESS_MAX).fill(429));
    expectTooMany(refused!);

    // Another account naming the same address is refused too: the address is what is protected.
    const accomplice = await newUser('Cúmplice');
    expectTooMany(await start(accomplice, await createBike(cms.strapi, accomplice.user), { name: 'Desconhecida', email: 'DESCONHECIDA@exemplo.pt' }));

    await settle();
    expect(mailsTo(stranger)).toHaveLength(ADDRESS_MAX);
  });

  it('limits one account however many addresses it names', async () => {
    cms.strapi.config.set('rate-limits.rules.transfer-start.max', 2);
    try {
      const owner = await newUser('Remetente em Série');
      const bike = await createBike(cms.strapi, owner.user);
      expect((await start(owner, bike, { name: 'Uma', email: 'uma@exemplo.pt' })).status).toBe(200);
      expect((await start(owner, bike, { name: 'Duas', email: 'duas@exemplo.pt' })).status).toBe(200);
      expectTooMany(await start(owner, bike, { name: 'Três', email: 'tres@exemplo.pt' }));
      await settle();
      expect(mailsTo('tres@exemplo.pt')).toHaveLength(0);
    } finally {
      cms.strapi.config.set('rate-limits.rules.transfer-start.max', 100);
    }
  });

  it('puts the name the sender typed in the email as escaped text on one line, and refuses a long one', async () => {
    const owner = await newUser('Dono Honesto');
    const bike = await createBike(cms.strapi, owner.user);
    const name = `${EVIL_NAME}\n\nA sua conta foi suspensa`;
    expect((await start(owner, bike, { name, email: 'alvo.transfer@exemplo.pt' })).status).toBe(200);

    const [mail] = await mailbox.waitFor('alvo.transfer@exemplo.pt');
    const html = htmlPart(mail);
    expect(html).not.toContain(EVIL_LINK);
    expect(html).toContain('Olá &lt;a href=&quot;https://evil.example&quot;&gt;Confirme aqui&lt;/a&gt; A sua conta foi suspensa,');
    expect(mail.raw).toContain(`Olá ${EVIL_NAME} A sua conta foi suspensa,`);

    await cancel(owner, bike);
    const long = await start(owner, bike, { name: 'x'.repeat(121), email: 'longo@exemplo.pt' });
    expect(long.status).toBe(400);
    await settle();
    expect(mailsTo('longo@exemplo.pt')).toHaveLength(0);
  });
});

describe('uploads and bike creation', () => {
  describe('uploads', () => {
    withRule('upload', { max: 2, ipMax: 1000 });

    it('answers 429 once an account has sent its allowance of files, storing nothing more', async () => {
      const uploader = await newUser('Carrega Muito');
      const upload = async () => as(uploader, api().post('/api/upload')).attach('files', await pngBytes(), { filename: 'foto.png', contentType: 'image/png' });
      expect((await upload()).status).toBe(201);
      expect((await upload()).status).toBe(201);
      const before = await count('plugin::upload.file');

      expectTooMany(await upload());
      expect(await count('plugin::upload.file')).toBe(before);
    });
  });

  describe('bike creation', () => {
    withRule('bike-create', { max: 2, ipMax: 1000 });

    it('answers 429 once an account has created its allowance of bikes, storing nothing more', async () => {
      const registrant = await newUser('Regista Muito');
      const create = (n: number) =>
        as(registrant, api().post('/api/bikes')).send({
          data: registrationInput(ids, { nickName: `Bicicleta ${n}`, serial_number: `ABUSO-${n}` }),
        });
      expect((await create(1)).status).toBe(201);
      expect((await create(2)).status).toBe(201);
      const before = await count('api::bike.bike');

      expectTooMany(await create(3));
      expect(await count('api::bike.bike')).toBe(before);
    });
  });
});

describe('phishing from our own address', () => {
  const signUp = (email: string, name = EVIL_NAME, forwardedFor = freshIp()) =>
    api()
      .post('/api/auth/local/register')
      .set('X-Forwarded-For', forwardedFor)
      .send({ username: email, email, password: 'BoaPalavra1', name, city: 'Porto' });

  it('escapes the name in the confirmation email: no live link chosen by the sender', async () => {
    expect((await signUp('vitima@exemplo.pt')).status).toBe(200);

    const [mail] = await mailbox.waitFor('vitima@exemplo.pt');
    expect(mail.raw).not.toContain(EVIL_LINK);
    expect(htmlPart(mail)).toContain('Olá &lt;a href=&quot;https://evil.example&quot;&gt;Confirme aqui&lt;/a&gt;,');
    // The genuine link is still there, and still works.
    const link = /<a href="(http:\/\/[^"]+\/api\/auth\/email-confirmation\?confirmation=[0-9a-f]+)"/.exec(htmlPart(mail));
    expect(link).not.toBeNull();
    const confirm = await api().get(new URL(link![1]).pathname + new URL(link![1]).search);
    expect(confirm.status).toBe(302);
  });

  it('escapes the name in the password-reset email too', async () => {
    await createUser(cms.strapi, { name: EVIL_NAME, email: 'reposta@exemplo.pt' });
    expect((await api().post('/api/auth/forgot-password').send({ email: 'reposta@exemplo.pt' })).status).toBe(200);

    const [mail] = await mailbox.waitFor('reposta@exemplo.pt');
    expect(mail.raw).not.toContain(EVIL_LINK);
    expect(htmlPart(mail)).toContain('Olá &lt;a href=&quot;https://evil.example&quot;&gt;Confirme aqui&lt;/a&gt;,');
    expect(htmlPart(mail)).toMatch(/<a href="http:\/\/localhost:5173\/reset-password\?code=[0-9a-f]+">/);
  });

  describe('resending the confirmation', () => {
    withRule('email-confirmation', { ipMax: 1000, addressMax: 2 });

    it('cannot be used to mail one address at will', async () => {
      expect((await signUp('reenvios@exemplo.pt', 'Alguém')).status).toBe(200);
      await mailbox.waitFor('reenvios@exemplo.pt');
      const resend = () => api().post('/api/auth/send-email-confirmation').send({ email: 'reenvios@exemplo.pt' });
      expect((await resend()).status).toBe(200);
      expect((await resend()).status).toBe(200);

      expectTooMany(await resend());
      expectTooMany(await api().post('/api/auth/send-email-confirmation').send({ email: 'Reenvios@Exemplo.pt' }));
      await settle();
      expect(mailsTo('reenvios@exemplo.pt')).toHaveLength(3);
    });

    it('limits one IP address however many addresses it names', async () => {
      cms.strapi.config.set('rate-limits.rules.email-confirmation.ipMax', 1);
      try {
        const ip = freshIp();
        const resend = (email: string) => api().post('/api/auth/send-email-confirmation').set('X-Forwarded-For', ip).send({ email });
        expect((await resend('primeira@exemplo.pt')).status).toBe(200);
        expectTooMany(await resend('segunda@exemplo.pt'));
      } finally {
        cms.strapi.config.set('rate-limits.rules.email-confirmation.ipMax', 1000);
      }
    });
  });

  describe('registration', () => {
    withRule('register', { ipMax: 2, addressMax: 1000 });

    it('answers 429 once an IP address has made its allowance of accounts, creating nobody', async () => {
      const ip = freshIp();
      // The proxy appends the address it saw: whatever the client wrote before it is not counted.
      expect((await signUp('conta1@exemplo.pt', 'Conta Um', `198.51.100.1, ${ip}`)).status).toBe(200);
      expect((await signUp('conta2@exemplo.pt', 'Conta Dois', `198.51.100.2, ${ip}`)).status).toBe(200);
      const before = await count('plugin::users-permissions.user');

      expectTooMany(await signUp('conta3@exemplo.pt', 'Conta Três', `198.51.100.3, ${ip}`));
      // Another client behind the same proxy still signs up.
      expect((await signUp('conta4@exemplo.pt', 'Conta Quatro')).status).toBe(200);
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email: 'conta3@exemplo.pt' } })).toBe(0);
      expect(await count('plugin::users-permissions.user')).toBe(before + 1);
      await settle();
      expect(mailsTo('conta3@exemplo.pt')).toHaveLength(0);
    });
  });

  describe('password reset requests', () => {
    withRule('forgot-password', { ipMax: 1000, addressMax: 2 });

    it('cannot be used to mail one address at will', async () => {
      await createUser(cms.strapi, { email: 'esquecida@exemplo.pt' });
      const forgot = () => api().post('/api/auth/forgot-password').send({ email: 'esquecida@exemplo.pt' });
      expect((await forgot()).status).toBe(200);
      expect((await forgot()).status).toBe(200);

      expectTooMany(await forgot());
      await settle();
      expect(mailsTo('esquecida@exemplo.pt')).toHaveLength(2);
    });
  });
});
