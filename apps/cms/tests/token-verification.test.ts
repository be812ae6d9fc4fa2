import jwt from 'jsonwebtoken';
import request from 'supertest';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

let cms: TestCms;
let userId: number;
let userJwt: string;

beforeAll(async () => {
  cms = await startCms();
  const created = await createUser(cms.strapi);
  userId = created.user.id;
  userJwt = created.jwt;
});
afterAll(async () => {
  await cms.stop();
});

const me = (token: string) => request(cms.server).get('/api/users/me').set('Authorization', `Bearer ${token}`);
const secret = () => cms.strapi.config.get('plugin::users-permissions.jwtSecret') as string;

/** Tokens are verified with the secret turned into a key once (src/extensions/users-permissions/token-verification.ts). */
describe('token verification', () => {
  it('accepts the token the login issued, on every request', async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await me(userJwt);
      expect(response.status).toBe(200);
      expect(response.body.id).toBe(userId);
    }
  });

  it('accepts a token signed with the site secret', async () => {
    const response = await me(jwt.sign({ id: userId }, secret(), { expiresIn: '1h' }));
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(userId);
  });

  it('refuses a token once it expires, though it was accepted before', async () => {
    const expiring = jwt.sign({ id: userId, exp: Math.floor(Date.now() / 1000) + 2 }, secret());
    expect((await me(expiring)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await me(expiring)).status).toBe(401);
  });

  it.each([
    ['signed with another secret', () => jwt.sign({ id: userId }, 'not-the-site-secret', { expiresIn: '1h' })],
    ['expired', () => jwt.sign({ id: userId, exp: Math.floor(Date.now() / 1000) - 60 }, secret())],
    ['unsigned (alg none)', () => jwt.sign({ id: userId }, '', { algorithm: 'none' })],
    ['signed with another algorithm', () => jwt.sign({ id: userId }, secret(), { algorithm: 'HS512' })],
    ['tampered with', () => `${userJwt.slice(0, -4)}AAAA`],
  ])('refuses a token %s', async (_name, token) => {
    const response = await me(token());
    expect(response.status).toBe(401);
  });
});
