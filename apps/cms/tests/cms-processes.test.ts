import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type RequestOptions } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsProcessEnv } from './helpers/cms-process';
import { fromStrapiDatabase } from './helpers/strapi-packages';
import { freePort, startPostgres, type PrivatePostgres } from './helpers/postgres-server';

/**
 * `scripts/start.js` with CMS_PROCESSES=2, on PostgreSQL and on SQLite: two processes behind one
 * port, each keeping the public answers in memory, and a write through either clears both
 * (docs/data-model.md, "Caches"). On SQLite, a write waiting for another process's lock holds
 * nothing else of its process (docs/data-model.md, "One SQLite file, several processes").
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const START = path.join(__dirname, '..', 'scripts', 'start.js');
const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;

let folder: string;
let launcher: ChildProcess | undefined;
let pg: PrivatePostgres;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'bicla-cms-processes-'));
  // Several processes need PostgreSQL: a server of this test's own, whichever database the suite runs on.
  pg = await startPostgres();
});
afterAll(async () => {
  await stopLauncher();
  rmSync(folder, { recursive: true, force: true });
  await pg.destroy();
});

const environment = (settings: Record<string, string>) =>
  cmsProcessEnv(folder, {
    CACHE_REDIS_CHANNEL: `bicla-test:${tag}:cache-writes`,
    RATE_LIMIT_REDIS_PREFIX: `bicla-test:${tag}:rate-limit:`,
    ...settings,
  });

async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 180_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline || launcher?.exitCode !== null) throw new Error(`${what}: not reached`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A request on a new connection (the cluster deals connections to its processes in turn), and
 * its answer.
 */
const onNewConnection = (url: string, options: RequestOptions = {}, body?: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = request(url, { ...options, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });

/** The first administrator's token, once the CMS at `base` answers. */
const firstAdministrator = (base: string) =>
  waitFor(async () => {
    const response = await fetch(`${base}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@exemplo.pt', password: 'UmaPalavraPasse1!', firstname: 'Ana' }),
    });
    return response.ok ? ((await response.json()) as { data: { token: string } }).data.token : undefined;
  }, 'the first administrator');

/** The brands' names, as one of the processes answers them. */
async function brandNames(base: string) {
  const answer = await onNewConnection(`${base}/api/brands?pagination[pageSize]=100`);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body) as { data: { name: string }[] }).data.map(({ name }) => name);
}

/** A brand written through the content manager, by one of the processes. */
const createBrand = (base: string, admin: string, name: string) =>
  onNewConnection(
    `${base}/content-manager/collection-types/api::brand.brand`,
    { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` } },
    JSON.stringify({ name, slug: name.toLowerCase().replace(/ /g, '-') }),
  );

it('refuses several processes without Redis, in Portuguese, before starting any', () => {
  const refused = spawnSync(process.execPath, [START], {
    env: environment({ CMS_PROCESSES: '2', DATABASE_CLIENT: 'postgres', REDIS_URL: '' }),
    encoding: 'utf8',
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain('CMS_PROCESSES acima de 1 precisa de REDIS_URL');
});

async function stopLauncher() {
  if (launcher && launcher.exitCode === null) {
    const ended = new Promise((resolve) => launcher?.once('exit', resolve));
    launcher.kill('SIGTERM');
    await ended;
  }
}

describe.each([
  ['PostgreSQL', () => ({ DATABASE_CLIENT: 'postgres', DATABASE_URL: pg.url })],
  ['SQLite', () => ({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(folder, 'shared.db') })],
])('two processes on %s', (_name, database) => {
  afterAll(stopLauncher);

  it('serve one port, write at once without failing each other, and a write through one clears the answers both keep', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    launcher = spawn(process.execPath, [START], {
      env: environment({ CMS_PROCESSES: '2', REDIS_URL, PORT: String(port), ...database() }),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    launcher.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitFor(async () => (output.includes('CMS: 2 processos a responder.') ? true : undefined), 'two processes listening');
    expect(spawnSync('pgrep', ['-P', String(launcher.pid)], { encoding: 'utf8' }).stdout.trim().split('\n')).toHaveLength(2);

    // The first administrator, then a brand written through whichever process answers.
    const admin = await firstAdministrator(base);

    // Six reads on six connections fill both processes' caches.
    for (let n = 0; n < 6; n += 1) expect(await brandNames(base)).not.toContain('Marca Partilhada');
    const created = await createBrand(base, admin, 'Marca Partilhada');
    expect(created.status).toBe(201);
    // The announcement crosses Redis in a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let n = 0; n < 6; n += 1) expect(await brandNames(base)).toContain('Marca Partilhada');

    // Each creation reads (is the slug free?) then writes, in one transaction: racing through both
    // processes, none may fail the other's, and every one is kept.
    const racing = Array.from({ length: 24 }, (_, n) => `Marca Concorrente ${n + 1}`);
    const answers = await Promise.all(racing.map((name) => createBrand(base, admin, name)));
    expect(answers.filter(({ status }) => status !== 201)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const names = await brandNames(base);
    for (const name of racing) expect(names).toContain(name);
  }, 300_000);
});

/** Another process's connection to the same SQLite file. */
const Database = fromStrapiDatabase('better-sqlite3') as new (filename: string) => { exec: (sql: string) => void; close: () => void };

describe('SQLite, while another process holds the write lock', () => {
  afterAll(stopLauncher);

  it('a write waits for the lock without stopping its process: the answers it keeps still go out, and the write is kept', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const filename = path.join(folder, 'locked.db');
    launcher = spawn(process.execPath, [START], {
      env: environment({ CMS_PROCESSES: '1', PORT: String(port), DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const admin = await firstAdministrator(base);
    expect((await createBrand(base, admin, 'Marca Antes')).status).toBe(201);
    // The brands' answer, now kept in the process's memory.
    expect(await brandNames(base)).toContain('Marca Antes');

    const other = new Database(filename);
    other.exec('BEGIN IMMEDIATE');
    let writeEnded = false;
    const write = createBrand(base, admin, 'Marca em Espera').finally(() => (writeEnded = true));
    try {
      // Time for the write to reach the lock (a creation takes a few milliseconds here).
      await new Promise((resolve) => setTimeout(resolve, 1000));
      // Waiting in SQLite's busy handler, the process would answer nothing until the write gave up
      // (a request that needs the database waits for the process's one connection either way).
      const names = await brandNames(base);
      expect(names).toContain('Marca Antes');
      expect(names).not.toContain('Marca em Espera');
      expect(writeEnded).toBe(false);
    } finally {
      other.exec('COMMIT');
      other.close();
    }
    expect((await write).status).toBe(201);
    expect(await brandNames(base)).toContain('Marca em Espera');
  }, 300_000);
});
