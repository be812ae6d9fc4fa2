import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startCmsWithMailbox, type Mailbox } from './helpers/mailbox';
import type { TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * A password change or reset, and account deletion, end every session opened before them
 * (docs/security.md, "Accounts"). Each test signs in twice, as from two devices.
 */

const PASSWORD = 'Segredo123!';

let cms: TestCms;
let mailbox: Mailbox;

beforeAll(async () => ({ cms, mailbox } = await startCmsWithMailbox()));
afterAll(() => Promise.all([cms.stop(), mailbox.stop()]));

const api = () => request(cms.server);
const me = (token: string) => api().get('/api/users/me').set('Authorization', `Bearer ${token}`);

async function signIn(email: string, password = PASSWORD) {
  const response = await api().post('/api/auth/local').send({ identifier: email, password });
  expect(response.status).toBe(200);
  return response.body.jwt as string;
}

/** Two sessions of one account, both working. */
async function twoSessions(email: string) {
  const { user } = await createUser(cms.strapi, { email });
  const [phone, laptop] = [await signIn(email), await signIn(email)];
  expect((await me(phone)).status).toBe(200);
  expect((await me(laptop)).status).toBe(200);
  return { user, phone, laptop };
}

describe('a password change', () => {
  it('ends the other sessions, even one opened in the same second; the answer carries a working token', async () => {
    const { phone, laptop } = await twoSessions('muda.sessoes@exemplo.pt');

    const change = await api()
      .post('/api/auth/change-password')
      .set('Authorization', `Bearer ${phone}`)
      .send({ currentPassword: PASSWORD, password: 'NovaPalavra9', passwordConfirmation: 'NovaPalavra9' });
    expect(change.status).toBe(200);

    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(change.body.jwt)).status).toBe(200);
    // A sign-in after the change works as before.
    expect((await me(await signIn('muda.sessoes@exemplo.pt', 'NovaPalavra9'))).status).toBe(200);
  });

  it('made by an editor in the admin panel ends a token that carries only the standard issue time', async () => {
    const { user } = await createUser(cms.strapi, { email: 'antigo@exemplo.pt' });
    const secret = cms.strapi.config.get('plugin::users-permissions.jwtSecret') as string;
    const old = jwt.sign({ id: user.id, iat: Math.floor(Date.now() / 1000) - 60 }, secret, { expiresIn: '30d' });
    expect((await me(old)).status).toBe(200);

    // The content manager saves through the document service.
    await cms.strapi.documents('plugin::users-permissions.user').update({ documentId: user.documentId, data: { password: 'NovaPalavra9' } } as never);

    expect((await me(old)).status).toBe(401);
  });

  it('leaves sessions alone when anything but the password changes', async () => {
    const { laptop } = await twoSessions('perfil.sessoes@exemplo.pt');
    const update = await api().put('/api/users/me').set('Authorization', `Bearer ${laptop}`).send({ name: 'Nome Novo', city: 'Porto' });
    expect(update.status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every session opened before it; the answer carries a working token', async () => {
    const { phone, laptop } = await twoSessions('repoe.sessoes@exemplo.pt');
    expect((await api().post('/api/auth/forgot-password').send({ email: 'repoe.sessoes@exemplo.pt' })).status).toBe(200);
    const [mail] = await mailbox.waitFor('repoe.sessoes@exemplo.pt');
    const code = /reset-password\?code=([0-9a-f]+)/.exec(mail.raw)![1];

    const reset = await api().post('/api/auth/reset-password').send({ code, password: 'NovaPalavra9', passwordConfirmation: 'NovaPalavra9' });
    expect(reset.status).toBe(200);

    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(reset.body.jwt)).status).toBe(200);
  });
});

describe('deleting the account', () => {
  it('ends every session, the one that deleted it included', async () => {
    const { phone, laptop } = await twoSessions('apaga.sessoes@exemplo.pt');
    expect((await api().delete('/api/users/me').set('Authorization', `Bearer ${phone}`)).status).toBe(200);

    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    // An account created afterwards never inherits the deleted one's tokens.
    await createUser(cms.strapi, { email: 'apaga.sessoes@exemplo.pt' });
    expect((await me(laptop)).status).toBe(401);
  });
});
