import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import { seedReference } from '../src/seed/reference';
import { createBike } from './helpers/bikes';
import { startMailbox } from './helpers/mailbox';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/** Small limits, so the rate-limit tests (last in this file) reach them quickly. */
const CLAIM_MAX = 5;
const CLAIM_IP_MAX = 40;

type Account = Awaited<ReturnType<typeof createUser>>;

let cms: TestCms;
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let owner: Account;
let other: Account;

const DAY_MS = 24 * 60 * 60 * 1000;
const CODE = /^[0-9A-Z]{8,}$/;

beforeAll(async () => {
  mailbox = await startMailbox();
  cms = await startCms({ smtpPort: mailbox.port });
  await seedReference(cms.strapi);
  owner = await createUser(cms.strapi, { name: 'Rita Dona', email: 'rita.dona@exemplo.pt' });
  other = await createUser(cms.strapi, { name: 'Outro Utilizador', email: 'outro@exemplo.pt' });
});
afterAll(async () => {
  await cms.stop();
  await mailbox.stop();
});

const api = () => request(cms.server);
const as = (who: { jwt: string }, req: request.Test) => req.set('Authorization', `Bearer ${who.jwt}`);
const bikes = () => cms.strapi.db.query('api::bike.bike');

let people = 0;
/** A fresh account, so each test's failed claims stay under the per-account limit. */
const newUser = (name: string) => {
  people += 1;
  return createUser(cms.strapi, { name, email: `pessoa${people}@exemplo.pt` });
};

interface BikeState {
  auth_code: string | null;
  transfer_name: string | null;
  transfer_email: string | null;
  transfer_expires_at: string | null;
  on_sale: boolean;
  price: number | null;
  remarks: string | null;
  user: { id: number } | null;
}

/** What the transfer endpoints may change, as stored. */
const stateOf = (id: number): Promise<BikeState> =>
  bikes().findOne({
    where: { id },
    select: ['auth_code', 'transfer_name', 'transfer_email', 'transfer_expires_at', 'on_sale', 'price', 'remarks'],
    populate: { user: { select: ['id'] } },
  });

const transferHistory = (bikeId: number) =>
  cms.strapi.db.query('api::history.history').findMany({
    where: { bike: { id: bikeId }, type: 'transfer' },
    populate: { user: { select: ['id'] } },
  });

const startTransfer = (bike: { documentId: string }, data: Record<string, unknown>, who: { jwt: string } = owner) =>
  as(who, api().post(`/api/bikes/${bike.documentId}/transfer`)).send({ data });

const claim = (who: { jwt: string }, code: unknown) => as(who, api().post('/api/transfers/claim')).send({ data: { code } });

/** A bike of the owner with a pending transfer to `to`, started through the API. */
async function pendingTransfer(to: Account, fields: Record<string, unknown> = {}) {
  const bike = await createBike(cms.strapi, owner.user, fields);
  const response = await startTransfer(bike, { name: 'Nova Dona', email: to.user.email });
  expect(response.status).toBe(200);
  return { bike, code: response.body.data.auth_code as string };
}

describe('starting a transfer', () => {
  it('gives the owner a code, stores the transfer for 14 days and emails the code to the new owner', async () => {
    const bike = await createBike(cms.strapi, owner.user, { nickName: 'Gravel Azul' });
    const before = Date.now();

    const response = await startTransfer(bike, { name: 'Maria Nova', email: '  Maria.Nova@Exemplo.PT ' });

    expect(response.status).toBe(200);
    const { data } = response.body;
    expect(data).toEqual({
      documentId: bike.documentId,
      transfer_name: 'Maria Nova',
      transfer_email: 'maria.nova@exemplo.pt',
      auth_code: expect.stringMatching(CODE),
      transfer_expires_at: expect.any(String),
    });
    const row = await stateOf(bike.id);
    expect(row).toMatchObject({ auth_code: data.auth_code, transfer_name: 'Maria Nova', transfer_email: 'maria.nova@exemplo.pt' });
    const expiresAt = new Date(row.transfer_expires_at!).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 14 * DAY_MS - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 14 * DAY_MS + 1000);
    expect(new Date(data.transfer_expires_at).getTime()).toBe(expiresAt);

    const mail = await mailbox.waitForSubject('maria.nova@exemplo.pt', ['Rita Dona', 'Gravel Azul']);
    expect(mail.raw).toContain(data.auth_code);
    expect(mail.raw).toContain('Maria Nova');
    expect(mail.raw).toContain(`http://localhost:5173/my-account?claim=${data.auth_code}#minha_bicicleta`);
  });

  it('draws a different code each time, and a new start replaces the pending transfer', async () => {
    const claimant = await newUser('Segunda Pessoa');
    const bike = await createBike(cms.strapi, owner.user);
    const first = await startTransfer(bike, { name: 'Primeira', email: 'primeira@exemplo.pt' });
    const second = await startTransfer(bike, { name: 'Segunda Pessoa', email: claimant.user.email });

    expect(second.status).toBe(200);
    expect(second.body.data.auth_code).toMatch(CODE);
    expect(second.body.data.auth_code).not.toBe(first.body.data.auth_code);
    expect(await stateOf(bike.id)).toMatchObject({
      auth_code: second.body.data.auth_code,
      transfer_name: 'Segunda Pessoa',
      transfer_email: claimant.user.email,
    });
    expect(await bikes().count({ where: { auth_code: first.body.data.auth_code } })).toBe(0);
  });

  it("refuses a transfer to the owner's own email, whatever its case, writing nothing", async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await startTransfer(bike, { name: 'Eu', email: 'RITA.DONA@exemplo.pt' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.transfer.toSelf);
    expect((await stateOf(bike.id)).auth_code).toBeNull();
  });

  it("refuses another user with the catalogue's message, writing nothing", async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await startTransfer(bike, { name: 'Ladrão', email: other.user.email }, other);
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe('você não é usuário autorizado!');
    expect(await stateOf(bike.id)).toMatchObject({ auth_code: null, transfer_email: null, user: { id: owner.user.id } });
  });

  it('refuses a visitor, writing nothing', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await api()
      .post(`/api/bikes/${bike.documentId}/transfer`)
      .send({ data: { name: 'Visitante', email: 'visitante@exemplo.pt' } });
    expect([401, 403]).toContain(response.status);
    expect((await stateOf(bike.id)).auth_code).toBeNull();
  });

  it('refuses a bike still pending approval (403) and a stolen bike (400), writing nothing', async () => {
    const pending = await createBike(cms.strapi, owner.user, { approved: false });
    const stolen = await createBike(cms.strapi, owner.user, { stolen: true });

    const pendingResponse = await startTransfer(pending, { name: 'Maria', email: 'maria@exemplo.pt' });
    expect(pendingResponse.status).toBe(403);
    expect(pendingResponse.body.error.message).toBe(MESSAGES.pendingBike);

    const stolenResponse = await startTransfer(stolen, { name: 'Maria', email: 'maria@exemplo.pt' });
    expect(stolenResponse.status).toBe(400);
    expect(stolenResponse.body.error.message).toBe(MESSAGES.bike.stolen);

    expect((await stateOf(pending.id)).auth_code).toBeNull();
    expect((await stateOf(stolen.id)).auth_code).toBeNull();
  });

  it.each([
    ['a missing name', { email: 'maria@exemplo.pt' }, MESSAGES.transfer.name],
    ['a missing email', { name: 'Maria' }, MESSAGES.transfer.email],
    ['an invalid email', { name: 'Maria', email: 'maria-em-exemplo.pt' }, MESSAGES.transfer.emailInvalid],
    ['a user key', { name: 'Maria', email: 'maria@exemplo.pt', user: 1 }, MESSAGES.unknownField],
    ['an auth_code key', { name: 'Maria', email: 'maria@exemplo.pt', auth_code: 'AAAAAAAA' }, MESSAGES.unknownField],
  ])('refuses %s with 400 and its message, writing nothing', async (_, data, message) => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await startTransfer(bike, data);
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await stateOf(bike.id)).toMatchObject({ auth_code: null, transfer_name: null, transfer_email: null });
  });

  it('refuses a body without the { data } wrapper', async () => {
    const bike = await createBike(cms.strapi, owner.user);
    const response = await as(owner, api().post(`/api/bikes/${bike.documentId}/transfer`)).send({
      name: 'Maria',
      email: 'maria@exemplo.pt',
    });
    expect(response.status).toBe(400);
    expect((await stateOf(bike.id)).auth_code).toBeNull();
  });
});

describe('cancelling a transfer', () => {
  it('lets the owner clear the pending transfer, once', async () => {
    const claimant = await newUser('Quem Já Não Recebe');
    const { bike } = await pendingTransfer(claimant);

    const response = await as(owner, api().delete(`/api/bikes/${bike.documentId}/transfer`));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ documentId: bike.documentId });
    expect(await stateOf(bike.id)).toMatchObject({
      auth_code: null,
      transfer_name: null,
      transfer_email: null,
      transfer_expires_at: null,
      user: { id: owner.user.id },
    });

    const again = await as(owner, api().delete(`/api/bikes/${bike.documentId}/transfer`));
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(MESSAGES.transfer.noPending);
  });

  it('refuses another user and a visitor, keeping the transfer', async () => {
    const claimant = await newUser('Ainda Recebe');
    const { bike, code } = await pendingTransfer(claimant);

    const response = await as(other, api().delete(`/api/bikes/${bike.documentId}/transfer`));
    expect(response.status).toBe(403);
    expect(response.body.error.message).toBe(MESSAGES.notOwner);
    expect([401, 403]).toContain((await api().delete(`/api/bikes/${bike.documentId}/transfer`)).status);
    expect((await stateOf(bike.id)).auth_code).toBe(code);
  });
});

describe('claiming a transfer', () => {
  it('gives the bike to the addressee in one step, off sale, with one history entry, and emails both', async () => {
    const claimant = await createUser(cms.strapi, { name: 'Joana Compradora', email: 'joana.compradora@exemplo.pt' });
    const bike = await createBike(cms.strapi, owner.user, {
      nickName: 'Bina Vermelha',
      on_sale: true,
      price: 450,
      remarks: 'Pouco uso',
    });
    const started = await startTransfer(bike, { name: 'Joana', email: 'Joana.Compradora@EXEMPLO.pt' });
    const code: string = started.body.data.auth_code;

    const response = await claim(claimant, `  ${code.toLowerCase()} `);

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ documentId: bike.documentId, slug: bike.slug });
    expect(await stateOf(bike.id)).toEqual({
      id: bike.id,
      auth_code: null,
      transfer_name: null,
      transfer_email: null,
      transfer_expires_at: null,
      on_sale: false,
      price: 450,
      remarks: 'Pouco uso',
      user: { id: claimant.user.id },
    });
    const entries = await transferHistory(bike.id);
    expect(entries).toHaveLength(1);
    expect(entries[0].information).toEqual({ text: 'Esta bicicleta é transferida para Joana Compradora', transfer_name: 'Joana' });
    expect(entries[0].user.id).toBe(claimant.user.id);

    const received = await mailbox.waitForSubject('joana.compradora@exemplo.pt', ['Bina Vermelha', 'é agora sua']);
    expect(received.raw).toContain('Rita Dona');
    const sent = await mailbox.waitForSubject('rita.dona@exemplo.pt', ['Bina Vermelha', 'concluída']);
    expect(sent.raw).toContain('Joana Compradora');

    // The previous owner has lost every owner action on it.
    const restart = await startTransfer(bike, { name: 'De Volta', email: 'de.volta@exemplo.pt' });
    expect(restart.status).toBe(403);
  });

  it("refuses an unknown code with 'Código de autenticação inválido'", async () => {
    const claimant = await newUser('Engana Código');
    const { bike, code } = await pendingTransfer(claimant);
    const wrong = code.startsWith('A') ? `B${code.slice(1)}` : `A${code.slice(1)}`;

    const response = await claim(claimant, wrong);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Código de autenticação inválido');
    expect(await stateOf(bike.id)).toMatchObject({ auth_code: code, user: { id: owner.user.id } });
  });

  it("refuses the right code from another account with 'Erro ao enviar dados', leaving the bike alone", async () => {
    const claimant = await newUser('Destinatária Certa');
    const { bike, code } = await pendingTransfer(claimant);
    const before = await stateOf(bike.id);

    const response = await claim(other, code);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('Erro ao enviar dados');
    expect(await stateOf(bike.id)).toEqual(before);
    expect(await transferHistory(bike.id)).toHaveLength(0);
  });

  it("refuses an expired transfer with 'Erro ao enviar dados', leaving the bike alone", async () => {
    const claimant = await newUser('Chegou Tarde');
    const { bike, code } = await pendingTransfer(claimant);
    await bikes().update({ where: { id: bike.id }, data: { transfer_expires_at: new Date(Date.now() - 60_000) } });
    const before = await stateOf(bike.id);

    const response = await claim(claimant, code);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.sendFailed);
    expect(await stateOf(bike.id)).toEqual(before);
    expect(await transferHistory(bike.id)).toHaveLength(0);
  });

  it('refuses the owner claiming their own transfer', async () => {
    const claimant = await newUser('Destino');
    const { bike, code } = await pendingTransfer(claimant);

    const response = await claim(owner, code);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.transfer.alreadyOwner);
    expect(await stateOf(bike.id)).toMatchObject({ auth_code: code, user: { id: owner.user.id } });
  });

  it('refuses a visitor and an empty code, leaving the bike alone', async () => {
    const claimant = await newUser('Sem Sessão');
    const { bike, code } = await pendingTransfer(claimant);

    const visitor = await api().post('/api/transfers/claim').send({ data: { code } });
    expect([401, 403]).toContain(visitor.status);

    const empty = await claim(claimant, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(MESSAGES.transfer.code);

    expect(await stateOf(bike.id)).toMatchObject({ auth_code: code, user: { id: owner.user.id } });
  });

  it('no longer accepts a code once its transfer was replaced or cancelled', async () => {
    const claimant = await newUser('Código Velho');
    const { bike, code } = await pendingTransfer(claimant);
    await as(owner, api().delete(`/api/bikes/${bike.documentId}/transfer`)).expect(200);

    const response = await claim(claimant, code);

    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(MESSAGES.invalidAuthCode);
    expect((await stateOf(bike.id)).user).toEqual({ id: owner.user.id });
  });
});

describe('two claims of the same code at once', () => {
  it.each([1, 2, 3])('let exactly one win (round %i)', async () => {
    const claimant = await newUser('Pressa Dupla');
    const { bike, code } = await pendingTransfer(claimant);

    const responses = await Promise.all([claim(claimant, code), claim(claimant, code)]);

    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const loser = responses.find((response) => response.status === 400)!;
    expect(loser.body.error.message).toBe(MESSAGES.invalidAuthCode);
    expect(await stateOf(bike.id)).toMatchObject({ auth_code: null, user: { id: claimant.user.id } });
    expect(await transferHistory(bike.id)).toHaveLength(1);
  });
});

describe('generic routes', () => {
  it('cannot change the owner of a bike with PUT /api/bikes/:id', async () => {
    const bike = await createBike(cms.strapi, owner.user);

    const byOther = await as(other, api().put(`/api/bikes/${bike.documentId}`)).send({ data: { user: other.user.id } });
    expect(byOther.status).toBeGreaterThanOrEqual(400);
    expect(byOther.status).toBeLessThan(500);

    const byOwner = await as(owner, api().put(`/api/bikes/${bike.documentId}`)).send({ data: { user: other.user.id } });
    expect(byOwner.status).toBeGreaterThanOrEqual(400);
    expect(byOwner.status).toBeLessThan(500);

    expect((await stateOf(bike.id)).user).toEqual({ id: owner.user.id });
  });
});

// These run last on purpose: they use up this address's allowance of failed claims.
describe('the claim rate limit', () => {
  const wrongCode = () => `ERRADO${people}${Date.now()}`;

  beforeAll(() => {
    // The test environment switches rate limits off; these tests prove them on.
    const rule = cms.strapi.config.get('rate-limits.rules.transfer-claim') as object;
    cms.strapi.config.set('rate-limits.rules.transfer-claim', { ...rule, max: CLAIM_MAX, ipMax: CLAIM_IP_MAX });
    cms.strapi.config.set('rate-limits.enabled', true);
  });

  it('answers 429 in Portuguese once an account has used its failed attempts, even for the right code', async () => {
    const guesser = await newUser('Adivinha');
    const { bike, code } = await pendingTransfer(guesser);
    for (let attempt = 1; attempt <= CLAIM_MAX; attempt += 1) {
      const response = await claim(guesser, wrongCode());
      expect(response.status).toBe(400);
    }

    const limited = await claim(guesser, code);

    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Demasiadas tentativas. Tente novamente mais tarde.');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stateOf(bike.id)).user).toEqual({ id: owner.user.id });

    // Another account behind the same address still has its own attempts.
    const neighbour = await newUser('Vizinha');
    expect((await claim(neighbour, wrongCode())).status).toBe(400);
  });

  it('does not count a successful claim against the account', async () => {
    const claimant = await newUser('Acerta à Quinta');
    const { code } = await pendingTransfer(claimant);
    for (let attempt = 1; attempt < CLAIM_MAX; attempt += 1) {
      expect((await claim(claimant, wrongCode())).status).toBe(400);
    }
    expect((await claim(claimant, code)).status).toBe(200);
    // Without the refund this would be the sixth attempt in the window, and refused.
    expect((await claim(claimant, wrongCode())).status).toBe(400);
  });

  it('limits an address that spreads its guesses over many accounts', async () => {
    let limited: request.Response | undefined;
    let guesser = await newUser('Conta Descartável');
    let guesses = 0;
    for (let attempt = 0; attempt < CLAIM_IP_MAX && !limited; attempt += 1) {
      // Each account stays under its own limit: only the address can stop this.
      if (guesses === CLAIM_MAX - 1) {
        guesser = await newUser('Conta Descartável');
        guesses = 0;
      }
      const response = await claim(guesser, wrongCode());
      guesses += 1;
      if (response.status === 429) limited = response;
      else expect(response.status).toBe(400);
    }

    expect(limited?.body.error.message).toBe(MESSAGES.tooManyRequests);
    expect(guesses).toBeLessThan(CLAIM_MAX);
  });
});
