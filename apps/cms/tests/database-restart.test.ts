import { MESSAGES } from '@bicla/api-client/shared';
import { Client } from 'pg';
import request from 'supertest';
import { startCmsProcess, type CmsProcess } from './helpers/cms-process';
import { startPostgres, type PrivatePostgres } from './helpers/postgres-server';

/**
 * The CMS, in a process of its own as in production, on a PostgreSQL server of this test's own,
 * restarted under a steady mix of reads and writes (docs/security.md, "Faults"). Whatever
 * database the suite runs on, this file brings its own server.
 */
let pg: PrivatePostgres;
let cms: CmsProcess;
let userJwt: string;

beforeAll(async () => {
  pg = await startPostgres();
  cms = await startCmsProcess({ DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url });
  userJwt = cms.jwt;
});
afterAll(async () => {
  await cms?.stop();
  await pg?.destroy();
});

interface Outcome {
  kind: 'newsletter' | 'contact' | 'me' | 'stolen';
  key: string;
  status: number;
  body: { error?: { message?: string } };
  text: string;
  retryAfter?: string;
  startedAt: number;
  endedAt: number;
}

const WRITE_OK = 201;
let sequence = 0;

/** One request of the mix: a newsletter sign-up, a contact message, the user's profile or a public list page. */
async function oneRequest(): Promise<Outcome> {
  sequence += 1;
  const kind = (['newsletter', 'contact', 'me', 'stolen'] as const)[sequence % 4];
  const key = `reinicio${sequence}`;
  const api = request(cms.url);
  const startedAt = Date.now();
  const pending = {
    newsletter: () => api.post('/api/newsletters').send({ data: { email: `${key}@exemplo.pt` } }),
    contact: () =>
      api.post('/api/contacts').send({ data: { name: 'Ana Falha', email: 'ana.falha@exemplo.pt', subject: 'Reinício', message: key } }),
    me: () => api.get('/api/users/me').set('Authorization', `Bearer ${userJwt}`),
    // A page number of its own, so the response cache cannot answer for the database.
    stolen: () => api.get(`/api/bikes/stolen?start=${sequence}`),
  }[kind];
  // A hang would fail the test here, not time it out.
  const response = await pending().timeout(15_000);
  return { kind, key, status: response.status, body: response.body, text: response.text, retryAfter: response.headers['retry-after'], startedAt, endedAt: Date.now() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a PostgreSQL restart under load', () => {
  it('answers 503 while the database is down, recovers by itself, and loses no acknowledged write', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        outcomes.push(await oneRequest());
        await sleep(10);
      }
    };
    const workers = Array.from({ length: 4 }, worker);

    await sleep(1500);
    await pg.stop();
    const downAt = Date.now();
    await sleep(2500);
    const restartingAt = Date.now();
    await pg.start();
    const upAt = Date.now();
    // Until every kind of request has succeeded again, or 15 s (the test fails then).
    let recoveredAt: number | undefined;
    while (Date.now() - upAt < 15_000) {
      const after = outcomes.filter((outcome) => outcome.startedAt >= upAt);
      if (['newsletter', 'contact', 'me', 'stolen'].every((kind) => after.some((outcome) => outcome.kind === kind && outcome.status < 300))) {
        recoveredAt = Date.now();
        break;
      }
      await sleep(100);
    }
    await sleep(1500);
    running = false;
    await Promise.all(workers);

    // Every answer is either the request's success or the clear 503, never a 500 or a stack.
    const expected = { newsletter: WRITE_OK, contact: WRITE_OK, me: 200, stolen: 200 };
    const unexpected = outcomes.filter((outcome) => outcome.status !== expected[outcome.kind] && outcome.status !== 503);
    expect(unexpected.map(({ kind, status, text }) => `${kind} ${status} ${text.slice(0, 200)}`)).toEqual([]);
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    for (const outcome of unavailable) {
      expect(outcome.body.error?.message).toBe(MESSAGES.serviceUnavailable);
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(outcome.text).not.toMatch(/stack|at .*\.js|knex|ECONNREFUSED/i);
    }

    // While the server was down, everything that needs the database got the 503, quickly.
    const duringOutage = outcomes.filter((outcome) => outcome.startedAt >= downAt && outcome.endedAt <= restartingAt);
    const needsDatabase = duringOutage.filter((outcome) => outcome.kind !== 'stolen');
    expect(needsDatabase.length).toBeGreaterThanOrEqual(4);
    expect(needsDatabase.filter((outcome) => outcome.status !== 503)).toEqual([]);
    expect(Math.max(...duringOutage.map((outcome) => outcome.endedAt - outcome.startedAt))).toBeLessThan(2_000);
    expect(Math.max(...outcomes.map((outcome) => outcome.endedAt - outcome.startedAt))).toBeLessThan(10_000);

    // Back on its own within seconds, and healthy from then on.
    expect(recoveredAt).toBeDefined();
    expect((recoveredAt as number) - upAt).toBeLessThan(5_000);
    const settled = outcomes.filter((outcome) => outcome.startedAt >= (recoveredAt as number));
    expect(settled.length).toBeGreaterThanOrEqual(4);
    expect(settled.filter((outcome) => outcome.status !== expected[outcome.kind])).toEqual([]);

    // Every write the CMS acknowledged is in the database.
    const acknowledged = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind && outcome.status === WRITE_OK).map(({ key }) => key);
    const emails = acknowledged('newsletter').map((key) => `${key}@exemplo.pt`);
    const messages = acknowledged('contact');
    expect(emails.length).toBeGreaterThan(2);
    expect(messages.length).toBeGreaterThan(2);
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const storedEmails = (await db.query('SELECT email FROM newsletters WHERE email = ANY($1)', [emails])).rows;
    const storedMessages = (await db.query('SELECT message FROM contacts WHERE message = ANY($1)', [messages])).rows;
    await db.end();
    expect(storedEmails.map(({ email }) => email).sort()).toEqual([...emails].sort());
    expect(storedMessages.map(({ message }) => message).sort()).toEqual([...messages].sort());

    // And the process never went down: a connection lost mid-transaction does not crash it.
    expect(cms.exitCode()).toBeNull();
  });
});
