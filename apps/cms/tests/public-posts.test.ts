import request from 'supertest';
import type { UID } from '@strapi/strapi';
import { MESSAGES } from '@bicla/api-client/shared';
import { startMailbox, type ReceivedEmail } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

const P = MESSAGES.publicPosts;
const EDITORS = 'editores@bicla.test';
/** Small limits, so the rate-limit tests (last in this file) reach them quickly. */
const LIMIT = 3;

type Account = Awaited<ReturnType<typeof createUser>>;

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let reviewer: Account;

beforeAll(async () => {
  // Read when each contact message is sent, so the editors' copies come here.
  process.env.CONTACT_INBOX = EDITORS;
  // Strapi reports each API request to analytics.strapi.io; with no route out, those
  // connections would hold the test process open after the last test.
  process.env.STRAPI_TELEMETRY_DISABLED = 'true';
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  reviewer = await createUser(cms.strapi, { name: 'Rui Revisor', email: 'rui.revisor@exemplo.pt' });
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
  delete process.env.CONTACT_INBOX;
  delete process.env.STRAPI_TELEMETRY_DISABLED;
});

const api = () => request(cms.server);
const post = (path: string, data: unknown, who?: { jwt: string }) => {
  const req = api().post(`/api${path}`);
  return (who ? req.set('Authorization', `Bearer ${who.jwt}`) : req).send({ data });
};
const rows = (uid: UID.ContentType) => cms.strapi.db.query(uid);
const count = (uid: UID.ContentType) => rows(uid).count();

const NEWSLETTER = 'api::newsletter.newsletter';
const CONTACT = 'api::contact.contact';
const DONATION = 'api::donation.donation';
const REVIEW = 'api::review.review';

let sequence = 0;
/** A fresh address per test, so each one finds its own mail. */
const address = (who: string) => {
  sequence += 1;
  return `${who}.${sequence}@exemplo.pt`;
};

/** Mail is sent after the response: give a stray one time to arrive before asserting it did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const mailTo = (to: string) => mailbox.received.filter((mail) => mail.to.includes(to));

/** The mail to `to` whose subject contains `subject`, once it has arrived. */
async function mailAbout(to: string, subject: string) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const mail = mailTo(to).find((received) => received.subject.includes(subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no email to ${to} about "${subject}"`);
}

/** The HTML alternative of a message, as the mailbox decoded it. */
const htmlPart = (mail: ReceivedEmail) => mail.raw.slice(mail.raw.indexOf('Content-Type: text/html'));

/** A refusal with the form's exact Portuguese message, and nothing written. */
async function expectRefused(uid: UID.ContentType, send: () => Promise<request.Response>, message: string) {
  const before = await count(uid);
  const response = await send();
  expect(response.status).toBe(400);
  expect(response.body.error.message).toBe(message);
  expect(await count(uid)).toBe(before);
}

describe('POST /api/newsletters', () => {
  it('stores the address trimmed and lower-case, answers 201 with it, and sends a welcome email', async () => {
    const response = await post('/newsletters', { email: '  Leitora.Nova@Exemplo.PT ' });

    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ email: 'leitora.nova@exemplo.pt' });
    expect(await rows(NEWSLETTER).findMany({ where: { email: { $eqi: 'leitora.nova@exemplo.pt' } }, select: ['email'] })).toEqual([
      { email: 'leitora.nova@exemplo.pt' },
    ]);

    const [mail] = await mailbox.waitFor('leitora.nova@exemplo.pt');
    expect(mail.subject).toBe('Bicla: a sua subscrição da newsletter está confirmada');
    expect(mail.raw).toContain('Obrigado por subscrever a newsletter do Bicla: Registo Nacional de Bicicletas');
    expect(mail.raw).toContain('http://localhost:5173/');
    expect(mail.raw).toContain(`escreva para ${EDITORS}`);
  });

  it.each([
    ['missing', {}, 'É necessário um endereço de e-mail'],
    ['blank', { email: '   ' }, 'É necessário um endereço de e-mail'],
    ['invalid', { email: 'leitora@' }, '*Endereço de e-mail invalido'],
    ['not text', { email: { $ne: null } }, '*Endereço de e-mail invalido'],
  ])('refuses an email that is %s with its Portuguese message', async (_, data, message) => {
    await expectRefused(NEWSLETTER, () => post('/newsletters', data), message);
  });

  it('refuses the same address in another case with "Erro! E-mail já existe!", keeping one row and one welcome', async () => {
    const email = address('repetida');
    expect((await post('/newsletters', { email })).status).toBe(201);

    await expectRefused(NEWSLETTER, () => post('/newsletters', { email: email.toUpperCase() }), 'Erro! E-mail já existe!');

    expect(await rows(NEWSLETTER).count({ where: { email: { $eqi: email } } })).toBe(1);
    await mailbox.waitFor(email);
    await settle();
    expect(mailTo(email)).toHaveLength(1);
  });

  it('counts an address an editor typed in capitals as a subscription', async () => {
    await cms.strapi.documents(NEWSLETTER).create({ data: { email: 'Editora.Maiusculas@Exemplo.pt' } });
    await expectRefused(NEWSLETTER, () => post('/newsletters', { email: 'editora.maiusculas@exemplo.pt' }), 'Erro! E-mail já existe!');
  });

  it('answers one of several simultaneous signups of one address with 201 and the others with the duplicate message', async () => {
    const email = address('ao.mesmo.tempo');
    const responses = await Promise.all(Array.from({ length: 6 }, () => post('/newsletters', { email })));

    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const response of responses.filter((r) => r.status === 400)) expect(response.body.error.message).toBe(P.newsletter.duplicate);
    expect(await rows(NEWSLETTER).count({ where: { email } })).toBe(1);
  });

  it('refuses the loser of a race between the duplicate check and the insert with the duplicate message', async () => {
    // In process, both checks run before either insert, so the second insert is the one refused.
    const subscribe = (email: string) =>
      (cms.strapi.service(NEWSLETTER) as unknown as { subscribe: (email: string) => Promise<unknown> }).subscribe(email);
    const email = address('corrida');
    const results = await Promise.allSettled([subscribe(email), subscribe(email)]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = results.find((result): result is PromiseRejectedResult => result.status === 'rejected')!.reason;
    expect(refusal).toMatchObject({ name: 'ValidationError', message: P.newsletter.duplicate });
    expect(await rows(NEWSLETTER).count({ where: { email } })).toBe(1);
  });

  it.each([{ id: 1 }, { publishedAt: null }, { documentId: 'x' }])('refuses the extra key %p, writing nothing', async (extra) => {
    await expectRefused(NEWSLETTER, () => post('/newsletters', { email: address('extra'), ...extra }), MESSAGES.unknownField);
  });

  it('refuses a body that is not { data: { … } }', async () => {
    const before = await count(NEWSLETTER);
    const response = await api().post('/api/newsletters').send({ email: address('sem.data') });
    expect(response.status).toBe(400);
    expect(await count(NEWSLETTER)).toBe(before);
  });
});

describe('POST /api/contacts', () => {
  const message = (fields: Record<string, unknown> = {}) => ({
    name: 'Ana Contacto',
    email: 'ana.contacto@exemplo.pt',
    subject: 'Bicicleta encontrada',
    message: 'Encontrei uma bicicleta que parece estar na vossa lista.\n\nComo devo proceder?',
    ...fields,
  });

  it('stores the message for the editors and emails their inbox with Reply-To the sender', async () => {
    const response = await post('/contacts', message({ name: '  Ana Contacto ' }));

    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data)).toEqual(['documentId']);
    const stored = await rows(CONTACT).findOne({ where: { documentId: response.body.data.documentId } });
    expect(stored).toMatchObject(message());

    const mail = await mailAbout(EDITORS, 'Bicicleta encontrada');
    expect(mail.to).toEqual([EDITORS]);
    expect(mail.subject).toBe('Bicla: nova mensagem de contacto: Bicicleta encontrada');
    expect(mail.raw).toMatch(/^Reply-To: ana\.contacto@exemplo\.pt\r?$/m);
    expect(mail.raw).toContain('Nome: Ana Contacto');
    expect(mail.raw).toContain('E-mail: ana.contacto@exemplo.pt');
    expect(mail.raw).toContain('Encontrei uma bicicleta que parece estar na vossa lista.');
    expect(mailTo('ana.contacto@exemplo.pt')).toHaveLength(0);
  });

  it.each([
    ['name', 'O nome é obrigatório*'],
    ['email', 'Digite um endereço de e-mail válido*'],
    ['subject', 'O assunto é obrigatório*'],
    ['message', 'A mensagem é obrigatória*'],
  ])('refuses a message without %s with its Portuguese message, writing nothing', async (field, text) => {
    const missing = message();
    delete (missing as Record<string, unknown>)[field];
    await expectRefused(CONTACT, () => post('/contacts', missing), text);
    await expectRefused(CONTACT, () => post('/contacts', message({ [field]: '  ' })), text);
  });

  it('refuses an invalid email', async () => {
    await expectRefused(CONTACT, () => post('/contacts', message({ email: 'ana.exemplo.pt' })), 'Digite um endereço de e-mail válido*');
  });

  it('stores a subject of the longest length, and refuses a longer one', async () => {
    const longest = 'á'.repeat(200);
    const response = await post('/contacts', message({ subject: longest }));
    expect(response.status).toBe(201);
    expect((await rows(CONTACT).findOne({ where: { documentId: response.body.data.documentId } })).subject).toBe(longest);

    await expectRefused(CONTACT, () => post('/contacts', message({ subject: `${longest}x` })), P.contact.subjectTooLong);
    await expectRefused(CONTACT, () => post('/contacts', message({ name: 'n'.repeat(201) })), P.contact.nameTooLong);
    await expectRefused(CONTACT, () => post('/contacts', message({ message: 'm'.repeat(5001) })), P.contact.messageTooLong);
  });

  it('refuses a 1 MB message with a 4xx, writing nothing', async () => {
    const before = await count(CONTACT);
    const response = await post('/contacts', message({ message: 'x'.repeat(1024 * 1024) }));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await count(CONTACT)).toBe(before);
  });

  it('stores HTML as text, and escapes it in the HTML of the editors\' email', async () => {
    const html = '<script>alert("oi")</script><b>Olá</b>';
    const response = await post('/contacts', message({ subject: 'HTML <i>aqui</i>', message: html }));

    expect(response.status).toBe(201);
    expect((await rows(CONTACT).findOne({ where: { documentId: response.body.data.documentId } })).message).toBe(html);
    const mail = await mailAbout(EDITORS, 'HTML');
    expect(htmlPart(mail)).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt;&lt;b&gt;Olá&lt;/b&gt;');
    expect(htmlPart(mail)).not.toContain('<script>');
  });

  it.each([{ id: 99 }, { createdAt: '2020-01-01' }, { user: 1 }])('refuses the extra key %p, writing nothing', async (extra) => {
    await expectRefused(CONTACT, () => post('/contacts', message(extra)), MESSAGES.unknownField);
  });
});

describe('POST /api/donations', () => {
  const pledge = (fields: Record<string, unknown> = {}) => ({
    name: 'Diana Doadora',
    email: 'diana.doadora@exemplo.pt',
    amount: 25.5,
    message: 'Continuem!',
    ...fields,
  });

  it('stores the pledge and thanks the donor in Portuguese with the amount in euro', async () => {
    const response = await post('/donations', pledge());

    expect(response.status).toBe(201);
    expect(Object.keys(response.body.data)).toEqual(['documentId']);
    const stored = await rows(DONATION).findOne({ where: { documentId: response.body.data.documentId } });
    expect(stored).toMatchObject({ name: 'Diana Doadora', email: 'diana.doadora@exemplo.pt', message: 'Continuem!' });
    expect(Number(stored.amount)).toBe(25.5);

    const [mail] = await mailbox.waitFor('diana.doadora@exemplo.pt');
    expect(mail.subject).toBe('Bicla: obrigado pelo seu donativo');
    expect(mail.raw).toContain('Olá Diana Doadora,');
    expect(mail.raw).toContain('com um donativo de 25,50\u00a0€.');
    expect(mail.raw).toContain('http://localhost:5173/donate');
  });

  it('stores a pledge without a message, and formats thousands the Portuguese way', async () => {
    const email = address('sem.mensagem');
    const response = await post('/donations', { name: 'Sem Mensagem', email, amount: 12345.6 });

    expect(response.status).toBe(201);
    expect((await rows(DONATION).findOne({ where: { documentId: response.body.data.documentId } })).message).toBeNull();
    const [mail] = await mailbox.waitFor(email);
    expect(mail.raw).toContain(`donativo de ${new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' }).format(12345.6)}.`);
    expect(mail.raw).toContain('12\u00a0345,60');
  });

  it.each([
    ['name', 'O nome é obrigatório*'],
    ['email', 'Digite um endereço de e-mail válido*'],
    ['amount', 'O valor do donativo é obrigatório*'],
  ])('refuses a pledge without %s with its Portuguese message, writing nothing', async (field, text) => {
    const missing = pledge();
    delete (missing as Record<string, unknown>)[field];
    await expectRefused(DONATION, () => post('/donations', missing), text);
  });

  it.each([
    [0, P.donation.amountMin],
    [-10, P.donation.amountMin],
    ['abc', P.donation.amountNumber],
    [1.234, P.donation.amountCents],
    [100000.01, P.donation.amountMax],
  ])('refuses the amount %p, writing nothing and emailing no one', async (amount, text) => {
    const email = address('valor.errado');
    await expectRefused(DONATION, () => post('/donations', pledge({ email, amount })), text);
    await settle();
    expect(mailTo(email)).toHaveLength(0);
  });

  it('refuses an invalid email and extra keys', async () => {
    await expectRefused(DONATION, () => post('/donations', pledge({ email: 'diana@' })), P.donation.email);
    await expectRefused(DONATION, () => post('/donations', pledge({ paid: true })), MESSAGES.unknownField);
  });
});

describe('POST /api/reviews', () => {
  const review = { title: 'Recuperei a minha bicicleta', description: 'Graças ao registo, a polícia devolveu-ma.' };

  it('refuses a visitor with 403, writing nothing', async () => {
    const before = await count(REVIEW);
    expect((await post('/reviews', review)).status).toBe(403);
    expect(await count(REVIEW)).toBe(before);
  });

  it("stores a user's review as a draft of theirs, and answers 201 with it", async () => {
    const response = await post('/reviews', review, reviewer);

    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({ documentId: expect.any(String), ...review });
    const versions = await rows(REVIEW).findMany({
      where: { documentId: response.body.data.documentId },
      select: ['title', 'description', 'publishedAt'],
      populate: { user: { select: ['id'] } },
    });
    expect(versions).toEqual([{ ...review, id: expect.any(Number), publishedAt: null, user: { id: reviewer.user.id } }]);
  });

  it('is not visible on any public route until an editor publishes it, then shows only the first name', async () => {
    const title = 'Rascunho que ninguém vê';
    const { documentId } = (await post('/reviews', { ...review, title }, reviewer)).body.data;

    for (const path of ['/api/reviews', `/api/reviews/${documentId}`]) {
      for (const who of [null, reviewer]) {
        const req = api().get(path);
        const response = await (who ? req.set('Authorization', `Bearer ${who.jwt}`) : req);
        expect(JSON.stringify(response.body)).not.toContain(title);
      }
    }
    const testimonials = await api().get('/api/testimonials');
    expect(testimonials.status).toBe(200);
    expect(JSON.stringify(testimonials.body)).not.toContain(title);

    // The editors' publish (the admin panel's action) is what makes a published version.
    await cms.strapi.documents(REVIEW).publish({ documentId });
    const published = await api().get('/api/reviews');
    expect(published.status).toBe(200);
    const shown = published.body.data.find((entry: { documentId: string }) => entry.documentId === documentId);
    const author = await rows('plugin::users-permissions.user').findOne({ where: { id: reviewer.user.id } });
    expect(shown).toMatchObject({ title, author: author.name.split(' ')[0] });
    expect(JSON.stringify(published.body)).not.toContain(author.email);
  });

  it.each([
    ['title', 'O título é obrigatório*'],
    ['description', 'A descrição é obrigatória*'],
  ])('refuses a review without %s with its Portuguese message, writing nothing', async (field, text) => {
    await expectRefused(REVIEW, () => post('/reviews', { ...review, [field]: '' }, reviewer), text);
  });

  it.each([{ user: 1 }, { publishedAt: '2030-01-01T00:00:00.000Z' }, { id: 1 }])(
    'refuses the extra key %p, writing nothing',
    async (extra) => {
      await expectRefused(REVIEW, () => post('/reviews', { ...review, ...extra }, reviewer), MESSAGES.unknownField);
    },
  );
});

describe('the generic routes', () => {
  it.each([
    ['GET', '/api/newsletters'],
    ['GET', '/api/contacts'],
    ['GET', '/api/donations'],
  ])('%s %s does not exist, for visitors and users', async (method, path) => {
    for (const who of [null, reviewer]) {
      const req = api().get(path);
      const response = await (who ? req.set('Authorization', `Bearer ${who.jwt}`) : req);
      expect([403, 404, 405]).toContain(response.status);
      expect(response.body.data ?? null).toBeNull();
    }
  });

  it('cannot read, change or delete a subscription or a contact message', async () => {
    const email = address('intocavel');
    expect((await post('/newsletters', { email })).status).toBe(201);
    const subscription = await rows(NEWSLETTER).findOne({ where: { email } });
    const contact = (await post('/contacts', { name: 'Ana', email, subject: 'Olá', message: 'Olá' })).body.data;

    for (const who of [null, reviewer]) {
      const auth = (req: request.Test) => (who ? req.set('Authorization', `Bearer ${who.jwt}`) : req);
      const attempts = [
        auth(api().get(`/api/newsletters/${subscription.documentId}`)),
        auth(api().put(`/api/newsletters/${subscription.documentId}`)).send({ data: { email: 'outro@exemplo.pt' } }),
        auth(api().delete(`/api/newsletters/${subscription.documentId}`)),
        auth(api().get(`/api/contacts/${contact.documentId}`)),
        auth(api().put(`/api/contacts/${contact.documentId}`)).send({ data: { message: 'alterada' } }),
        auth(api().delete(`/api/contacts/${contact.documentId}`)),
      ];
      for (const response of await Promise.all(attempts)) expect([403, 404, 405]).toContain(response.status);
    }

    expect(await rows(NEWSLETTER).findOne({ where: { documentId: subscription.documentId }, select: ['email'] })).toEqual({ email });
    expect(await rows(CONTACT).findOne({ where: { documentId: contact.documentId }, select: ['message'] })).toEqual({ message: 'Olá' });
  });
});

// These run last on purpose: they use up this address's allowance.
describe('the rate limits', () => {
  beforeAll(() => {
    // The test environment switches rate limits off; these tests prove them on.
    for (const rule of ['contact', 'newsletter']) {
      const current = cms.strapi.config.get(`rate-limits.rules.${rule}`) as object;
      cms.strapi.config.set(`rate-limits.rules.${rule}`, { ...current, max: LIMIT, ipMax: LIMIT });
    }
    cms.strapi.config.set('rate-limits.enabled', true);
  });

  /** Posts until refused; the refusal must come right after the allowance, in Portuguese, and store nothing. */
  async function expectLimited(uid: UID.ContentType, send: (attempt: number) => Promise<request.Response>) {
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) expect((await send(attempt)).status).toBe(201);
    const before = await count(uid);

    const limited = await send(LIMIT + 1);

    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count(uid)).toBe(before);
  }

  it('answers the contact form with 429 once an address has used its allowance', async () => {
    await expectLimited(CONTACT, (attempt) =>
      post('/contacts', { name: 'Insistente', email: 'insistente@exemplo.pt', subject: `Tentativa ${attempt}`, message: 'Olá' }),
    );
  });

  it('answers the newsletter with 429 once an address has used its allowance', async () => {
    await expectLimited(NEWSLETTER, () => post('/newsletters', { email: address('em.massa') }));
  });

  it('limits donations and reviews with the contact rule', async () => {
    await expectLimited(DONATION, () => post('/donations', { name: 'Insistente', email: address('doador'), amount: 5 }));
    const writer = await createUser(cms.strapi, { name: 'Escritora', email: 'escritora@exemplo.pt' });
    await expectLimited(REVIEW, (attempt) => post('/reviews', { title: `Opinião ${attempt}`, description: 'Bom' }, writer));
  });
});
