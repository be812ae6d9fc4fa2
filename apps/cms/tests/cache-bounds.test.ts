import type { Core } from '@strapi/strapi';
import { keptUntilWritten } from '../src/cache/clear-on-write';
import { PUBLIC_RESPONSE_LIMITS, publicResponses } from '../src/cache/public-responses';
import { API_TOKEN_LIMITS, cacheApiTokenLookups } from '../src/extensions/users-permissions/authentication-cache';
import { ABILITY_LIMITS, cacheRolePermissions, keyOf, rememberAbilities, ROLE_LIMITS } from '../src/extensions/users-permissions/role-permissions-cache';

/** Every in-process cache is bounded in entries and bytes (docs/data-model.md, "Caches"). */
describe('the public response cache', () => {
  const READ_FROM = new Set(['api::bike.bike']);

  it('keeps at most its number of entries, dropping the least recently used', () => {
    const generation = publicResponses.generation();
    publicResponses.set('public /primeira', '{"data":1}', generation, READ_FROM);
    for (let i = 0; i < PUBLIC_RESPONSE_LIMITS.entries; i += 1) {
      // The first entry stays in use for a while, so the oldest unused ones go first.
      if (i === 10) expect(publicResponses.get('public /primeira')).toBe('{"data":1}');
      publicResponses.set(`public /pagina/${i}`, '{"data":[]}', generation, READ_FROM);
    }
    expect(publicResponses.size().entries).toBe(PUBLIC_RESPONSE_LIMITS.entries);
    expect(publicResponses.get('public /pagina/0')).toBeUndefined();
    expect(publicResponses.get(`public /pagina/${PUBLIC_RESPONSE_LIMITS.entries - 1}`)).toBe('{"data":[]}');
  });

  it('keeps its size under the byte cap, whatever the answers weigh', () => {
    const generation = publicResponses.generation();
    const body = `"${'x'.repeat(1024 * 1024)}"`;
    const count = Math.ceil(PUBLIC_RESPONSE_LIMITS.bytes / (2 * body.length)) + 10;
    for (let i = 0; i < count; i += 1) publicResponses.set(`public /grande/${i}`, body, generation, READ_FROM);
    const { bytes, entries } = publicResponses.size();
    expect(bytes).toBeLessThanOrEqual(PUBLIC_RESPONSE_LIMITS.bytes);
    expect(entries).toBeLessThan(count);
    expect(publicResponses.get('public /grande/0')).toBeUndefined();
    expect(publicResponses.get(`public /grande/${count - 1}`)).toBe(body);
  });
});

describe('the role permission caches', () => {
  const strapiStub = () => {
    const engine = { calls: 0, generateAbility: async (permissions: { action: string }[]) => ((engine.calls += 1), { permissions }) };
    return { engine, strapi: { contentAPI: { permissions: { engine } }, db: { lifecycles: { subscribe: () => undefined } } } as unknown as Core.Strapi };
  };

  it('keeps at most its number of roles', async () => {
    let reads = 0;
    const factory = cacheRolePermissions({ findRolePermissions: async () => ((reads += 1), []), findPublicPermissions: async () => [] });
    const service = (factory as (deps: { strapi: Core.Strapi }) => Record<string, (id?: number) => Promise<unknown>>)({ strapi: strapiStub().strapi });
    for (let role = 0; role <= ROLE_LIMITS.entries; role += 1) await service.findRolePermissions(role);
    expect(reads).toBe(ROLE_LIMITS.entries + 1);
    await service.findRolePermissions(ROLE_LIMITS.entries);
    expect(reads).toBe(ROLE_LIMITS.entries + 1);
    // The first role was the least recently used: it is read again.
    await service.findRolePermissions(0);
    expect(reads).toBe(ROLE_LIMITS.entries + 2);
  });

  it('keeps at most its number of abilities, and under its byte cap', async () => {
    const { engine, strapi } = strapiStub();
    rememberAbilities(strapi);
    const set = (n: number, padding = '') => [{ action: `api::bike.bike.find${n}${padding}` }];
    for (let n = 0; n <= ABILITY_LIMITS.entries; n += 1) await engine.generateAbility(set(n));
    expect(engine.calls).toBe(ABILITY_LIMITS.entries + 1);
    await engine.generateAbility(set(ABILITY_LIMITS.entries));
    expect(engine.calls).toBe(ABILITY_LIMITS.entries + 1);
    await engine.generateAbility(set(0));
    expect(engine.calls).toBe(ABILITY_LIMITS.entries + 2);

    // Sets so large that a few fill the byte cap: the oldest are dropped, the newest kept.
    const huge = 'x'.repeat(ABILITY_LIMITS.bytes / 8);
    const before = engine.calls;
    for (let n = 0; n < 6; n += 1) await engine.generateAbility(set(n, huge));
    await engine.generateAbility(set(5, huge));
    expect(engine.calls).toBe(before + 6);
    await engine.generateAbility(set(0, huge));
    expect(engine.calls).toBe(before + 7);
  });
});

describe('the key of a permission set', () => {
  it('is the same for the same actions, and differs for anything else', () => {
    const plain = [{ action: 'api::bike.bike.find' }, { action: 'api::stat.stat.find' }];
    expect(keyOf(plain)).toBe(keyOf(plain.map(({ action }) => ({ action }))));
    const others = [
      [{ action: 'api::bike.bike.find' }],
      [{ action: 'api::stat.stat.find' }, { action: 'api::bike.bike.find' }],
      [{ action: 'api::bike.bike.find\napi::stat.stat.find' }],
      [{ action: 'api::bike.bike.find' }, { action: 'api::stat.stat.find', subject: 'api::stat.stat' }],
      [{ action: 'api::bike.bike.find' }, { action: 'api::stat.stat.find', properties: { fields: ['total'] } }],
      [],
    ];
    const keys = [plain, ...others].map((set) => keyOf(set as { action: string }[]));
    expect(new Set(keys).size).toBe(keys.length);
    // A set the plugin does not send (more than an action) is keyed whole, so no field is lost.
    expect(keyOf(others[3] as { action: string }[])).toContain('"subject":"api::stat.stat"');
  });
});

/** Accounts, API-token lookups, core-store settings and role permissions are kept this way. */
describe('values kept until written', () => {
  const strapi = { db: { lifecycles: { subscribe: () => undefined } } } as unknown as Core.Strapi;

  it('keeps at most its number of keys, dropping the least recently used', async () => {
    const kept = keptUntilWritten<number>(strapi, [], { entries: 3, bytes: 1024 });
    let reads = 0;
    const read = (key: string) => kept.read(key, async () => ((reads += 1), reads));
    for (const key of ['a', 'b', 'c']) await read(key);
    await read('a');
    await read('d');
    expect(kept.size().entries).toBe(3);
    expect(reads).toBe(4);
    // 'b' was the least recently used: it is read again; 'a' is still kept.
    await read('b');
    expect(reads).toBe(5);
    expect(await read('a')).toBe(1);
  });

  it('keeps its size under the byte cap, whatever the values weigh', async () => {
    const bytes = 64 * 1024;
    const kept = keptUntilWritten<string>(strapi, [], { entries: 1_000, bytes });
    const value = 'x'.repeat(8 * 1024);
    for (let n = 0; n < 20; n += 1) await kept.read(`grande ${n}`, async () => value);
    expect(kept.size().bytes).toBeLessThanOrEqual(bytes);
    expect(kept.size().entries).toBeLessThan(20);
    let reads = 0;
    await kept.read('grande 0', async () => ((reads += 1), value));
    await kept.read('grande 19', async () => ((reads += 1), value));
    expect(reads).toBe(1);
  });
});

describe('the hashes of bearer tokens', () => {
  const hashing = () => {
    const tokens = { calls: 0, hash: (key: string) => ((tokens.calls += 1), `hash of ${key.length} ${key.slice(0, 8)}`), getByAccessKey: async () => null };
    const strapi = { service: () => tokens, db: { lifecycles: { subscribe: () => undefined } } } as unknown as Core.Strapi;
    cacheApiTokenLookups(strapi);
    return tokens;
  };

  it('keeps at most its number of tokens, dropping the least recently used', () => {
    const tokens = hashing();
    for (let n = 0; n <= API_TOKEN_LIMITS.entries; n += 1) tokens.hash(`token ${n}`);
    expect(tokens.calls).toBe(API_TOKEN_LIMITS.entries + 1);
    expect(tokens.hash(`token ${API_TOKEN_LIMITS.entries}`)).toBe(`hash of ${`token ${API_TOKEN_LIMITS.entries}`.length} token 10`);
    expect(tokens.calls).toBe(API_TOKEN_LIMITS.entries + 1);
    tokens.hash('token 0');
    expect(tokens.calls).toBe(API_TOKEN_LIMITS.entries + 2);
  });

  it('keeps them under the byte cap, however long the tokens sent', () => {
    const tokens = hashing();
    const long = (n: number) => `${n} ${'x'.repeat(API_TOKEN_LIMITS.bytes / 8)}`;
    for (let n = 0; n < 12; n += 1) tokens.hash(long(n));
    expect(tokens.calls).toBe(12);
    tokens.hash(long(11));
    expect(tokens.calls).toBe(12);
    tokens.hash(long(0));
    expect(tokens.calls).toBe(13);
  });
});
