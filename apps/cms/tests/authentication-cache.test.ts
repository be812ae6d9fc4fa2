import request from 'supertest';
import { keptUntilWritten } from '../src/cache/clear-on-write';
import { recordStatements } from '../src/database/sql-recorder';
import { startCms, type TestCms } from './helpers/strapi';
import { createUser } from './helpers/users';

/**
 * A logged-in request reads its account, role, settings and API-token lookup from memory, and
 * any write to them takes effect on the next request (src/extensions/users-permissions/authentication-cache.ts).
 */

const USER = 'plugin::users-permissions.user';
/** Reads of what authenticating a request needs: accounts, roles and permissions, API tokens, the core store. */
const AUTHENTICATION_READ = /\bfrom (?:[`"]?\w+[`"]?\.)?[`"]?(up_users|up_roles|up_permissions|strapi_api_tokens|strapi_api_token_permissions|strapi_core_store_settings)\b/i;

let cms: TestCms;

beforeAll(async () => {
  cms = await startCms();
});
afterAll(async () => {
  await cms.stop();
});

const api = () => request(cms.server);
const unreadCount = (token: string) => api().get('/api/messages/unread-count').set('Authorization', `Bearer ${token}`);

describe('a logged-in request', () => {
  it('reads nothing to authenticate once its account is known', async () => {
    const { jwt } = await createUser(cms.strapi);
    const authenticationReads = (statements: { sql: string }[]) => statements.map(({ sql }) => sql).filter((sql) => AUTHENTICATION_READ.test(sql));
    const first = await recordStatements(cms.strapi, () => unreadCount(jwt));
    expect(first.result.status).toBe(200);
    // The first request reads the account: what the pattern finds on this database.
    expect(authenticationReads(first.statements).length).toBeGreaterThan(0);

    const { result, statements } = await recordStatements(cms.strapi, () => unreadCount(jwt));
    expect(result.status).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(authenticationReads(statements)).toEqual([]);
  });

  it('is refused on the next request once an editor blocks the account, and accepted once unblocked', async () => {
    const { user, jwt } = await createUser(cms.strapi);
    expect((await unreadCount(jwt)).status).toBe(200);

    await cms.strapi.documents(USER).update({ documentId: user.documentId, data: { blocked: true } as never });
    expect((await unreadCount(jwt)).status).toBe(401);

    await cms.strapi.documents(USER).update({ documentId: user.documentId, data: { blocked: false } as never });
    expect((await unreadCount(jwt)).status).toBe(200);
  });

  it('is refused once the account is deleted', async () => {
    const { user, jwt } = await createUser(cms.strapi);
    expect((await unreadCount(jwt)).status).toBe(200);
    await cms.strapi.db.query(USER).delete({ where: { id: user.id } });
    expect((await unreadCount(jwt)).status).toBe(401);
  });

  it('loses a permission the moment an administrator takes it from the role', async () => {
    const { jwt } = await createUser(cms.strapi);
    expect((await unreadCount(jwt)).status).toBe(200);
    const permissions = cms.strapi.db.query('plugin::users-permissions.permission');
    const granted = await permissions.findOne({ where: { action: 'api::message.message.unreadCount' }, populate: ['role'] });
    expect(granted).not.toBeNull();

    await permissions.delete({ where: { id: granted.id } });
    try {
      expect((await unreadCount(jwt)).status).toBe(403);
    } finally {
      await permissions.create({ data: { action: granted.action, role: granted.role.id } });
    }
    expect((await unreadCount(jwt)).status).toBe(200);
  });
});

describe('an API token', () => {
  const tokens = () => cms.strapi.service('admin::api-token-content-api') as unknown as {
    create: (attributes: Record<string, unknown>) => Promise<{ id: number; accessKey: string }>;
    revoke: (id: number) => Promise<unknown>;
    regenerate: (id: number) => Promise<{ accessKey: string }>;
  };
  const brands = (token: string) => api().get('/api/brands').set('Authorization', `Bearer ${token}`);

  it('works from its creation, and is refused on the next request once revoked or regenerated', async () => {
    const created = await tokens().create({ name: 'Parceiro de teste', description: '', type: 'read-only', lifespan: null });
    expect((await brands(created.accessKey)).status).toBe(200);
    expect((await brands(created.accessKey)).status).toBe(200);

    const { accessKey } = await tokens().regenerate(created.id);
    expect((await brands(created.accessKey)).status).toBe(401);
    expect((await brands(accessKey)).status).toBe(200);

    await tokens().revoke(created.id);
    expect((await brands(accessKey)).status).toBe(401);
  });
});

describe('the core store', () => {
  const store = () => cms.strapi.store({ type: 'plugin', name: 'users-permissions' });

  it('answers each caller with its own copy, and a saved setting on the next read', async () => {
    const advanced = (await store().get({ key: 'advanced' })) as Record<string, unknown>;
    const original = advanced.unique_email;
    advanced.unique_email = 'alterado só nesta cópia';
    expect(((await store().get({ key: 'advanced' })) as Record<string, unknown>).unique_email).toBe(original);

    await store().set({ key: 'advanced', value: { ...advanced, unique_email: !original } });
    try {
      expect(((await store().get({ key: 'advanced' })) as Record<string, unknown>).unique_email).toBe(!original);
    } finally {
      await store().set({ key: 'advanced', value: { ...advanced, unique_email: original } });
    }
    expect(((await store().get({ key: 'advanced' })) as Record<string, unknown>).unique_email).toBe(original);
  });
});

describe('a value kept until written', () => {
  it('is not kept when a write lands while it is being read', async () => {
    const kept = keptUntilWritten<string>(cms.strapi, [USER], { entries: 10, bytes: 1024 });
    let reads = 0;
    let finish!: (value: string) => void;
    const slow = kept.read('conta', () => ((reads += 1), new Promise<string>((resolve) => (finish = resolve))));
    const { user } = await createUser(cms.strapi);
    finish('lida antes da escrita');
    expect(await slow).toBe('lida antes da escrita');

    expect(await kept.read('conta', async () => ((reads += 1), 'lida depois'))).toBe('lida depois');
    expect(reads).toBe(2);
    // Without a write in between, the kept value answers.
    expect(await kept.read('conta', async () => ((reads += 1), 'não lida'))).toBe('lida depois');
    expect(reads).toBe(2);
    await cms.strapi.db.query(USER).update({ where: { id: user.id }, data: { name: 'Outro nome' } });
    expect(await kept.read('conta', async () => ((reads += 1), 'relida'))).toBe('relida');
  });

  it('is a copy for each caller, unless every caller only reads it', async () => {
    const copied = keptUntilWritten<{ n: number }>(cms.strapi, [USER], { entries: 10, bytes: 1024 });
    const first = await copied.read('valor', async () => ({ n: 1 }));
    first.n = 2;
    expect(await copied.read('valor', async () => ({ n: 3 }))).toEqual({ n: 1 });

    const shared = keptUntilWritten<{ n: number }>(cms.strapi, [USER], { entries: 10, bytes: 1024 }, { shared: true });
    const kept = await shared.read('valor', async () => ({ n: 1 }));
    expect(await shared.read('valor', async () => ({ n: 3 }))).toBe(kept);

    // A caller that only reads takes the value itself; the others still get copies of it.
    const itself = await copied.readShared('valor', async () => ({ n: 3 }));
    expect(await copied.readShared('valor', async () => ({ n: 3 }))).toBe(itself);
    const copy = await copied.read('valor', async () => ({ n: 3 }));
    expect(copy).toEqual(itself);
    expect(copy).not.toBe(itself);
  });

  it('is read again after a failed read', async () => {
    const kept = keptUntilWritten<string>(cms.strapi, [USER], { entries: 10, bytes: 1024 });
    await expect(kept.read('falha', async () => Promise.reject(new Error('base de dados em baixo')))).rejects.toThrow('base de dados em baixo');
    expect(await kept.read('falha', async () => 'lida')).toBe('lida');
  });
});
