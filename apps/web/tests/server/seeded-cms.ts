import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CMS_DIR = path.resolve(__dirname, '..', '..', '..', 'cms');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export interface SeededCms {
  url: string;
  /** The slug of a bike awaiting approval (docs/decisions/d5-approval.md): public reads never show it, so ask the database. */
  pendingSlug: () => string;
  stop: () => Promise<void>;
}

/**
 * The compiled CMS (apps/cms: `strapi build` first) on a fresh SQLite database seeded with the
 * demo data, as apps/web/e2e/start-cms.mjs does for the browser journeys, on a free port.
 */
export async function startSeededCms(): Promise<SeededCms> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bicla-web-server-'));
  mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const secret = () => randomBytes(16).toString('base64');
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    FRONTEND_URL: 'http://localhost:5173',
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(workDir, 'cms.db'),
    PUBLIC_DIR: path.join(workDir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(workDir, 'private-uploads'),
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    SMTP_HOST: '',
    RATE_LIMITS_ENABLED: 'false',
  };
  const seeded = spawnSync(process.execPath, ['scripts/seed.js'], { cwd: CMS_DIR, env, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error(`the CMS seed failed (${seeded.status})`);
  const cms = spawn(path.join(CMS_DIR, 'node_modules', '.bin', 'strapi'), ['start'], { cwd: CMS_DIR, env, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => cms.on('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/_health`, 120_000);
  return {
    url,
    pendingSlug: () => {
      // The CMS's own driver; its tests read the same database files this way.
      const Database = require(path.join(CMS_DIR, 'node_modules', 'better-sqlite3')) as new (file: string, options: { readonly: boolean }) => {
        prepare: (sql: string) => { get: () => { slug: string } | undefined };
        close: () => void;
      };
      const db = new Database(env.DATABASE_FILENAME, { readonly: true });
      try {
        const row = db.prepare('SELECT slug FROM bikes WHERE approved = 0 LIMIT 1').get();
        if (!row) throw new Error('the demo data has no pending bike');
        return row.slug;
      } finally {
        db.close();
      }
    },
    stop: async () => {
      cms.kill('SIGTERM');
      await exited;
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
