import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { addressKey, networkOf } from '../src/rate-limit/keys';
import { MemoryStore } from '../src/rate-limit/memory-store';
import { RedisStore } from '../src/rate-limit/redis-store';
import type { Limit } from '../src/rate-limit/store';

/** The machine's Redis (README, "Configuration"); each test counts under its own key prefix. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const WINDOW = 60_000;
const limit = (key: string, max: number): Limit => ({ key, max });

describe('the in-process store', () => {
  it('refuses the hit past the maximum until the oldest one leaves the window', async () => {
    let now = 1_000_000;
    const store = new MemoryStore(1000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect((await store.hit([limit('ip:1', 3)], WINDOW)).allowed).toBe(true);
      now += 1000;
    }
    const refused = await store.hit([limit('ip:1', 3)], WINDOW);
    expect(refused).toEqual({ allowed: false, retryAfterMs: WINDOW - 3000 });

    now = 1_000_000 + WINDOW + 1;
    expect((await store.hit([limit('ip:1', 3)], WINDOW)).allowed).toBe(true);
  });

  it('counts all keys or none: a request refused for its account does not use up its address', async () => {
    const store = new MemoryStore(1000);
    await store.hit([limit('user:1', 1)], WINDOW);
    expect((await store.hit([limit('user:1', 1), limit('ip:1', 5)], WINDOW)).allowed).toBe(false);
    expect(store.size).toBe(1);
  });

  it('takes a hit back by its id', async () => {
    const store = new MemoryStore(1000);
    const first = await store.hit([limit('user:1', 1), limit('ip:1', 9)], WINDOW);
    if (!('id' in first)) throw new Error('the first hit must be counted');
    await store.undo(['user:1', 'ip:1'], first.id);
    expect(store.size).toBe(0);
    expect((await store.hit([limit('user:1', 1)], WINDOW)).allowed).toBe(true);
  });

  it('holds at most its number of entries, forgetting the keys seen least recently', async () => {
    const store = new MemoryStore(100);
    await store.hit([limit('ip:kept', 5)], WINDOW);
    for (let i = 0; i < 10_000; i += 1) {
      await store.hit([limit(`ip:flood-${i}`, 5)], WINDOW);
      // A caller that keeps coming back stays among the most recent keys.
      if (i % 50 === 0) await store.hit([limit('ip:kept', 1000)], WINDOW);
    }
    expect(store.size).toBeLessThanOrEqual(100);
    expect((await store.hit([limit('ip:kept', 1)], WINDOW)).allowed).toBe(false);
    expect((await store.hit([limit('ip:flood-0', 1)], WINDOW)).allowed).toBe(true);
  });
});

describe('the Redis store', () => {
  const prefix = `bicla-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const opened: RedisStore[] = [];
  const warnings: string[] = [];
  const open = async (url = REDIS_URL, fallback = new MemoryStore(1000)) => {
    const store = new RedisStore(url, prefix, fallback, (message) => warnings.push(message));
    opened.push(store);
    await store.ready();
    return store;
  };
  const inspector = new Redis(REDIS_URL);

  afterAll(async () => {
    await Promise.all(opened.map((store) => store.close()));
    const keys = await inspector.keys(`${prefix}*`);
    if (keys.length) await inspector.del(...keys);
    await inspector.quit();
  });

  it('shares one limit between two stores, as two CMS processes would', async () => {
    const [first, second] = [await open(), await open()];
    const limits = [limit('transfer-start:address:x', 3)];
    expect((await first.hit(limits, WINDOW)).allowed).toBe(true);
    expect((await second.hit(limits, WINDOW)).allowed).toBe(true);
    expect((await first.hit(limits, WINDOW)).allowed).toBe(true);

    const refused = await second.hit(limits, WINDOW);
    expect(refused.allowed).toBe(false);
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(WINDOW - 5000);
    expect((refused as { retryAfterMs: number }).retryAfterMs).toBeLessThanOrEqual(WINDOW);
    // Under its prefix, with an expiry: nothing is left behind in Redis.
    expect(await inspector.zcard(`${prefix}transfer-start:address:x`)).toBe(3);
    expect(await inspector.pttl(`${prefix}transfer-start:address:x`)).toBeGreaterThan(0);
  });

  it('counts all keys or none, and takes a hit back from another store', async () => {
    const [first, second] = [await open(), await open()];
    await first.hit([limit('user:7', 1)], WINDOW);
    expect((await second.hit([limit('user:7', 1), limit('ip:7', 5)], WINDOW)).allowed).toBe(false);
    expect(await inspector.exists(`${prefix}ip:7`)).toBe(0);

    const counted = await first.hit([limit('claim:1', 1)], WINDOW);
    if (!('id' in counted)) throw new Error('the first hit must be counted');
    await second.undo(['claim:1'], counted.id);
    expect((await second.hit([limit('claim:1', 1)], WINDOW)).allowed).toBe(true);
  });

  it('forgets a hit once the window has passed', async () => {
    const store = await open();
    expect((await store.hit([limit('short', 1)], 200)).allowed).toBe(true);
    expect((await store.hit([limit('short', 1)], 200)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await store.hit([limit('short', 1)], 200)).allowed).toBe(true);
  });

  it('counts in memory while Redis cannot be reached, and says so once', async () => {
    // A port that refuses connections: nothing listens there once this server is closed.
    const server = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));

    const store = await open(`redis://127.0.0.1:${port}`);
    const started = Date.now();
    expect((await store.hit([limit('ip:down', 2)], WINDOW)).allowed).toBe(true);
    expect((await store.hit([limit('ip:down', 2)], WINDOW)).allowed).toBe(true);
    expect((await store.hit([limit('ip:down', 2)], WINDOW)).allowed).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
    expect(warnings.filter((message) => message.includes('Redis unavailable'))).toHaveLength(1);
  });
});

describe('counter keys', () => {
  it('counts an IPv6 client by its /64 network, and IPv4 as it is', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7');
  });

  it('names an email address without case and without writing it out', () => {
    expect(addressKey(' Joana@Exemplo.pt ')).toBe(addressKey('joana@exemplo.pt'));
    expect(addressKey('joana@exemplo.pt')).not.toContain('joana');
  });
});
