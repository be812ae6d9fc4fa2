import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { recordStatements } from '../src/database/sql-recorder';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * With REDIS_URL set, every CMS process hears the others' writes and clears what it keeps of
 * them (src/cache/write-broadcast.ts). Here a Redis client plays the other process: it writes to
 * the shared database behind this CMS's back and announces it, as a second replica would.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = `bicla-test:${process.pid}:${randomBytes(4).toString('hex')}:cache-writes`;
const USER = 'plugin::users-permissions.user';

const otherProcess = new Redis(REDIS_URL);
let cms: TestCms | undefined;

afterEach(async () => {
  await cms?.stop();
  cms = undefined;
  delete process.env.REDIS_URL;
  delete process.env.CACHE_REDIS_CHANNEL;
});
afterAll(() => otherProcess.quit());

async function startWithRedis(url: string) {
  process.env.REDIS_URL = url;
  process.env.CACHE_REDIS_CHANNEL = CHANNEL;
  cms = await startCms();
  return cms;
}

const unreadCount = (started: TestCms, token: string) =>
  request(started.server).get('/api/messages/unread-count').set('Authorization', `Bearer ${token}`);
/** The first of `read`'s answers that `done` accepts, asked every 25 ms for at most 5 s; else the last. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 5_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

const accountReads = async (started: TestCms, token: string) => {
  const { result, statements } = await recordStatements(started.strapi, () => unreadCount(started, token));
  expect(result.status).toBe(200);
  return statements.filter(({ sql }) => /\bfrom (?:[`"]?\w+[`"]?\.)?[`"]?up_users\b/i.test(sql)).length;
};

it('clears what it keeps of an account when another process announces a write to accounts', async () => {
  const started = await startWithRedis(REDIS_URL);
  const { user, jwt } = await createUser(started.strapi);
  expect((await unreadCount(started, jwt)).status).toBe(200);

  // The other process blocks the account in the shared database: this one still has it kept.
  await started.strapi.db.connection('up_users').where({ id: user.id }).update({ blocked: true });
  expect((await unreadCount(started, jwt)).status).toBe(200);

  await otherProcess.publish(CHANNEL, JSON.stringify({ origin: 'outro-processo', uid: USER }));
  expect(await eventually(async () => (await unreadCount(started, jwt)).status, (status) => status === 401)).toBe(401);
}, 120_000);

it('announces its own committed writes to the other processes', async () => {
  const started = await startWithRedis(REDIS_URL);
  const listener = new Redis(REDIS_URL);
  const heard: string[] = [];
  try {
    listener.on('message', (_channel: string, message: string) => heard.push(JSON.parse(message).uid));
    await listener.subscribe(CHANNEL);
    const { user } = await createUser(started.strapi);
    await started.strapi.documents(USER).update({ documentId: user.documentId, data: { name: 'Nome novo' } as never });
    // The account's creation and its update.
    expect(await eventually(async () => heard.filter((uid) => uid === USER).length, (count) => count >= 2)).toBeGreaterThanOrEqual(2);
  } finally {
    await listener.quit();
  }
}, 120_000);

it('keeps nothing while Redis cannot be reached, so no other process can leave it stale', async () => {
  // A port nothing listens on.
  const started = await startWithRedis('redis://127.0.0.1:1');
  const { jwt } = await createUser(started.strapi);
  expect(await accountReads(started, jwt)).toBeGreaterThan(0);
  expect(await accountReads(started, jwt)).toBeGreaterThan(0);
}, 120_000);
