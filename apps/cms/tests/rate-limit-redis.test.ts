import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { MESSAGES } from '@bicla/api-client/shared';
import { startCms, type TestCms } from './helpers/strapi';

/**
 * With REDIS_URL set, rate limits are counted in Redis: a CMS process that never saw the earlier
 * requests still refuses the one past the limit. Two CMS instances, one after the other, share
 * one limit here; each run counts under its own key prefix.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `bicla-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
const IP_MAX = 2;

const inspector = new Redis(REDIS_URL);
let cms: TestCms | undefined;

afterAll(async () => {
  await cms?.stop();
  delete process.env.REDIS_URL;
  delete process.env.RATE_LIMIT_REDIS_PREFIX;
  const keys = await inspector.keys(`${PREFIX}*`);
  if (keys.length) await inspector.del(...keys);
  await inspector.quit();
});

/** A CMS counting in Redis, with the newsletter limited to IP_MAX signups per IP address. */
async function startCounting() {
  process.env.REDIS_URL = REDIS_URL;
  process.env.RATE_LIMIT_REDIS_PREFIX = PREFIX;
  const started = await startCms();
  const rule = started.strapi.config.get('rate-limits.rules.newsletter') as object;
  started.strapi.config.set('rate-limits.rules.newsletter', { ...rule, ipMax: IP_MAX });
  started.strapi.config.set('rate-limits.enabled', true);
  return started;
}

const subscribe = (server: TestCms['server'], n: number) =>
  request(server).post('/api/newsletters').send({ data: { email: `partilha${n}@exemplo.pt` } });

it('refuses, in a second CMS, the request past a limit the first one used up', async () => {
  cms = await startCounting();
  for (let n = 1; n <= IP_MAX; n += 1) expect((await subscribe(cms.server, n)).status).toBe(201);
  expect(await inspector.keys(`${PREFIX}newsletter:*`)).toHaveLength(1);
  await cms.stop();
  cms = undefined;

  cms = await startCounting();
  const refused = await subscribe(cms.server, IP_MAX + 1);

  expect(refused.status).toBe(429);
  expect(refused.body.error.message).toBe(MESSAGES.tooManyRequests);
  expect(await cms.strapi.db.query('api::newsletter.newsletter').count()).toBe(0);
  // Two boots: on a loaded 2-core machine each can take most of a minute.
}, 300_000);
