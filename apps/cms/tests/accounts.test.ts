import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import { applySocialProviders } from '../src/extensions/users-permissions/social-providers';
import { createBike } from './helpers/bikes';
import { startCmsWithMailbox, type Mailbox } from './helpers/mailbox';
import type { TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

const A = MESSAGES.account;
const USER = 'plugin::users-permissions.user';

let cms: TestCms;
let mailbox: Mailbox;

beforeAll(async () => ({ cms, mailbox } = await startCmsWithMailbox()));
afterAll(() => Promise.all([cms.stop(), mailbox.stop()]));

const api = () => request(cms.server);
const users = () => cms.strapi.db.query(USER);
const bearer = (jwt: string) => ({ Authorization: `Bearer ${jwt}` });
const linkIn = (text: string, prefix: string) => {
  const found = text.match(new RegExp(`${prefix.replace(/[.?]/g, '\\$&')}[^\\s"<]+`));
  if (!found) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return new URL(found[0].replace(/&amp;/g, '&'));
};

const signUp = (fields: Record<string, unknown> = {}) =>
  api()
    .post('/api/auth/local/register')
    .send({ username: 'joana@exemplo.pt', email: 'joana@exemplo.pt', password: 'BoaPalavra1', name: 'Joana Lopes', city: 'Porto', ...fields });

describe('sign-up, confirmation and login', () => {
  it('registers, refuses login until the emailed link is followed, then logs in', async () => {
    const response = await signUp();
    expect(response.status).toBe(200);
    expect(response.body.jwt).toBeUndefined();
    expect(response.body.user).toMatchObject({ email: 'joana@exemplo.pt', confirmed: false });

    const early = await api().post('/api/auth/local').send({ identifier: 'joana@exemplo.pt', password: 'BoaPalavra1' });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(A.notConfirmed);

    const [mail] = await mailbox.waitFor('joana@exemplo.pt');
    expect(mail.subject).toMatch(/confirme o seu endereço/);
    const link = linkIn(mail.raw, 'http://');
    const confirm = await api().get(link.pathname + link.search);
    expect(confirm.status).toBe(302);
    expect(confirm.headers.location).toBe('http://localhost:5173/login');

    const login = await api().post('/api/auth/local').send({ identifier: 'joana@exemplo.pt', password: 'BoaPalavra1' });
    expect(login.status).toBe(200);
    expect(login.body.jwt).toBeTruthy();
    expect(login.body.user.name).toBe('Joana Lopes');
  });

  it('answers a duplicate email with "Nome de usuário existente"', async () => {
    const response = await signUp({ username: 'JOANA@exemplo.pt', email: 'JOANA@exemplo.pt' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(A.usernameTaken);
    expect(await users().count({ where: { email: 'joana@exemplo.pt' } })).toBe(1);
  });

  it.each([
    ['an unknown city', { city: 'Atlântida' }, A.cityUnknown],
    ['no name', { name: '' }, A.nameRequired],
    ['a short password', { password: 'curta' }, A.passwordTooShort],
    ['an invalid email', { email: 'nao-e-email', username: 'nao-e-email' }, A.emailInvalid],
  ])('refuses %s with its message, creating nobody', async (_case, fields, message) => {
    const before = await users().count();
    const response = await signUp({ email: 'novo@exemplo.pt', username: 'novo@exemplo.pt', ...fields });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect(await users().count()).toBe(before);
  });

  it.each([['role', 1], ['confirmed', true], ['blocked', false], ['provider', 'google']])(
    'refuses a sign-up that sets %s',
    async (field, value) => {
      const before = await users().count();
      const response = await signUp({ email: 'intrusa@exemplo.pt', username: 'intrusa@exemplo.pt', [field]: value });
      expect(response.status).toBe(400);
      expect(await users().count()).toBe(before);
    },
  );

  it('sends the confirmation again on request', async () => {
    await signUp({ email: 'reenvio@exemplo.pt', username: 'reenvio@exemplo.pt' });
    await mailbox.waitFor('reenvio@exemplo.pt');
    const response = await api().post('/api/auth/send-email-confirmation').send({ email: 'reenvio@exemplo.pt' });
    expect(response.status).toBe(200);
    expect(await mailbox.waitFor('reenvio@exemplo.pt', 2)).toHaveLength(2);
  });

  it('answers a wrong password in Portuguese', async () => {
    const response = await api().post('/api/auth/local').send({ identifier: 'joana@exemplo.pt', password: 'Errada123' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(A.loginFailed);
    const empty = await api().post('/api/auth/local').send({ identifier: '', password: '' });
    expect(empty.body.error.message).toBe(A.loginEmailRequired);
  });
});

describe('password reset and change', () => {
  const forgot = async (email: string) => {
    const before = mailbox.received.filter((mail) => mail.to.includes(email)).length;
    expect((await api().post('/api/auth/forgot-password').send({ email })).status).toBe(200);
    const mails = await mailbox.waitFor(email, before + 1);
    return linkIn(mails[mails.length - 1].raw, 'http://localhost:5173/reset-password?code=').searchParams.get('code')!;
  };

  it('resets through the emailed link once, then logs in with the new password', async () => {
    const { user } = await createUser(cms.strapi, { email: 'reset@exemplo.pt' });
    const code = await forgot('reset@exemplo.pt');
    const reset = { code, password: 'NovaPalavra9', passwordConfirmation: 'NovaPalavra9' };
    const response = await api().post('/api/auth/reset-password').send(reset);
    expect(response.status).toBe(200);
    expect(response.body.user.id).toBe(user.id);

    const again = await api().post('/api/auth/reset-password').send(reset);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(A.resetFailed);

    const login = await api().post('/api/auth/local').send({ identifier: 'reset@exemplo.pt', password: 'NovaPalavra9' });
    expect(login.status).toBe(200);
  });

  it('refuses a code older than one hour', async () => {
    await createUser(cms.strapi, { email: 'expira@exemplo.pt' });
    const code = await forgot('expira@exemplo.pt');
    await users().update({ where: { email: 'expira@exemplo.pt' }, data: { reset_password_requested_at: new Date(Date.now() - 61 * 60_000) } });
    const response = await api().post('/api/auth/reset-password').send({ code, password: 'NovaPalavra9', passwordConfirmation: 'NovaPalavra9' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(A.resetFailed);
  });

  it('checks the confirmation of a new password', async () => {
    const response = await api().post('/api/auth/reset-password').send({ code: 'x', password: 'NovaPalavra9', passwordConfirmation: 'Outra12345' });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(A.resetMismatch);
  });

  it('changes the password only with the old one', async () => {
    const { jwt } = await createUser(cms.strapi, { email: 'muda@exemplo.pt' });
    const wrong = await api().post('/api/auth/change-password').set(bearer(jwt)).send({ currentPassword: 'Errada999', password: 'Nova12345', passwordConfirmation: 'Nova12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe(A.changeFailed);
    const missing = await api().post('/api/auth/change-password').set(bearer(jwt)).send({ password: 'Nova12345', passwordConfirmation: 'Nova12345' });
    expect(missing.body.error.message).toBe(A.oldPasswordRequired);
    const right = await api().post('/api/auth/change-password').set(bearer(jwt)).send({ currentPassword: 'Segredo123!', password: 'Nova12345', passwordConfirmation: 'Nova12345' });
    expect(right.status).toBe(200);
    expect((await api().post('/api/auth/local').send({ identifier: 'muda@exemplo.pt', password: 'Nova12345' })).status).toBe(200);
  });
});

describe('my profile', () => {
  const profile = {
    name: 'Rui Costa',
    city: 'Braga',
    taxpayer_number: '123456789',
    mobile_number: '912345678',
    genre: 'Masculino',
    date_of_birth: '1990-04-25',
    address_coordinates: { latitude: 41.55, longitude: -8.42 },
  };

  it('reads and updates the whitelisted fields, private ones included, and stores empty ones as null', async () => {
    const { jwt } = await createUser(cms.strapi, { email: 'rui@exemplo.pt' });
    const updated = await api().put('/api/users/me').set(bearer(jwt)).send(profile);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...profile, email: 'rui@exemplo.pt' });
    expect(updated.body.password).toBeUndefined();

    const cleared = await api().put('/api/users/me').set(bearer(jwt)).send({ ...profile, taxpayer_number: '', mobile_number: '', genre: '', date_of_birth: '' });
    expect(cleared.body).toMatchObject({ taxpayer_number: null, mobile_number: null, genre: null, date_of_birth: null });
    expect((await api().get('/api/users/me').set(bearer(jwt))).body.name).toBe('Rui Costa');
  });

  it.each([
    ['role', 1],
    ['confirmed', false],
    ['blocked', true],
    ['provider', 'google'],
    ['password', 'Outra12345'],
    ['email', 'outro@exemplo.pt'],
    ['username', 'outro'],
  ])('refuses %s, changing nothing', async (field, value) => {
    const { user, jwt } = await createUser(cms.strapi);
    const before = await users().findOne({ where: { id: user.id }, populate: { role: true } });
    const response = await api().put('/api/users/me').set(bearer(jwt)).send({ ...profile, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(A.profileFieldRefused);
    expect(await users().findOne({ where: { id: user.id }, populate: { role: true } })).toEqual(before);
  });

  it.each([
    ['an invalid NIF', { taxpayer_number: '123456780' }, A.nifInvalid],
    ['an invalid date', { date_of_birth: '31/02/1990' }, A.birthDateInvalid],
    ['a birth date in the future', { date_of_birth: '2999-01-01' }, A.birthDateInvalid],
    ['an unknown city', { city: 'Atlântida' }, A.cityUnknown],
    ['an unknown gender', { genre: 'Robô' }, A.genreInvalid],
    ['no name', { name: ' ' }, A.nameRequired],
  ])('refuses %s with its message', async (_case, change, message) => {
    const { user, jwt } = await createUser(cms.strapi);
    const response = await api().put('/api/users/me').set(bearer(jwt)).send({ ...profile, ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe(message);
    expect((await users().findOne({ where: { id: user.id } })).taxpayer_number).toBeNull();
  });

  it('never lets a user read or edit another user', async () => {
    const { jwt } = await createUser(cms.strapi);
    const { user: other } = await createUser(cms.strapi);
    expect((await api().get(`/api/users/${other.id}`).set(bearer(jwt))).status).toBe(403);
    expect((await api().put(`/api/users/${other.id}`).set(bearer(jwt)).send({ name: 'X' })).status).toBe(403);
    expect((await api().get('/api/users').set(bearer(jwt))).status).toBe(403);
    expect([401, 403]).toContain((await api().put('/api/users/me').send(profile)).status);
  });

  it('exports my data as a JSON download', async () => {
    const { user, jwt } = await createUser(cms.strapi, { email: 'exporta@exemplo.pt' });
    await createBike(cms.strapi, user, { nickName: 'A minha urbana' });
    const response = await api().get('/api/users/me/export').set(bearer(jwt));
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.body.account.email).toBe('exporta@exemplo.pt');
    expect(response.body.bikes.map((bike: { nickName: string }) => bike.nickName)).toEqual(['A minha urbana']);
  });

  it('deletes my account: my bikes stay in the registry without an owner, messages lose my name', async () => {
    const { user, jwt } = await createUser(cms.strapi, { email: 'apaga@exemplo.pt' });
    const { user: other } = await createUser(cms.strapi);
    const bike = await createBike(cms.strapi, user);
    const message = await cms.strapi.documents('api::message.message').create({
      data: { message: 'Olá', read: false, bike: bike.documentId, sender: user.documentId, reciever: other.documentId },
    } as never);

    const response = await api().delete('/api/users/me').set(bearer(jwt));
    expect(response.status).toBe(200);
    expect(await users().count({ where: { id: user.id } })).toBe(0);
    const left = await cms.strapi.db.query('api::bike.bike').findOne({ where: { id: bike.id }, populate: { user: true } });
    expect(left).toMatchObject({ user: null });
    const kept = await cms.strapi.db.query('api::message.message').findOne({ where: { id: message.id }, populate: { sender: true, reciever: true } });
    expect(kept).toMatchObject({ message: 'Olá', sender: null, reciever: { id: other.id } });
  });
});

describe('social login and rate limits', () => {
  it('offers only the configured providers', async () => {
    expect((await api().get('/api/auth/providers')).body.data).toEqual([]);
    process.env.GOOGLE_CLIENT_ID = 'id-google';
    process.env.GOOGLE_CLIENT_SECRET = 'segredo-google';
    try {
      await applySocialProviders(cms.strapi);
      expect((await api().get('/api/auth/providers')).body.data).toEqual(['google']);
      const grant = (await cms.strapi.store({ type: 'plugin', name: 'users-permissions' }).get({ key: 'grant' })) as Record<string, Record<string, unknown>>;
      expect(grant.google).toMatchObject({ enabled: true, key: 'id-google', callback: 'http://localhost:5173/connect/google/redirect' });
      expect(grant.facebook.enabled).toBe(false);
    } finally {
      delete process.env.GOOGLE_CLIENT_ID;
      delete process.env.GOOGLE_CLIENT_SECRET;
      await applySocialProviders(cms.strapi);
    }
  });

  it('limits login attempts when the limit is on (it is off only in tests), in Portuguese', async () => {
    cms.strapi.config.set('plugin::users-permissions.ratelimit', { enabled: true, interval: 60_000, max: 3 });
    try {
      const attempt = () => api().post('/api/auth/local').send({ identifier: 'ninguem@exemplo.pt', password: 'Errada123' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).status);
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await attempt()).body.error.message).toBe(MESSAGES.tooManyRequests);
    } finally {
      cms.strapi.config.set('plugin::users-permissions.ratelimit', { enabled: false });
    }
  });
});
