import request from 'supertest';
import { startCms, type TestCms } from './helpers/strapi';

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

const preflight = (origin: string) =>
  request(cms.server)
    .options('/api/cities')
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'GET');

describe('CORS outside production', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:5173'])('lets the web app at %s call the API', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBeLessThan(300);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
  });

  it.each(['http://127.0.0.1:4000', 'http://evil.example', 'http://localhost.evil.example:5173'])(
    'gives no other origin access (%s)',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).not.toBe(origin);
    },
  );
});
