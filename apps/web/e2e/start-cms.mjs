// Starts the compiled CMS for the browser journeys: a fresh, seeded SQLite database and
// upload folder in a temporary directory, on its own port, so a developer's CMS is untouched.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'cms');
const workDir = mkdtempSync(path.join(tmpdir(), 'bicla-e2e-'));
mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });

const secret = () => randomBytes(16).toString('base64');
const env = {
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  PORT: process.env.E2E_CMS_PORT,
  FRONTEND_URL: process.env.E2E_WEB_URL,
  DATABASE_CLIENT: 'sqlite',
  DATABASE_FILENAME: path.join(workDir, 'e2e.db'),
  PUBLIC_DIR: path.join(workDir, 'public'),
  APP_KEYS: `${secret()},${secret()}`,
  API_TOKEN_SALT: secret(),
  ADMIN_JWT_SECRET: secret(),
  TRANSFER_TOKEN_SALT: secret(),
  JWT_SECRET: secret(),
  ENCRYPTION_KEY: secret(),
  SMTP_HOST: '',
  // Every journey logs in and writes as the same few demo users within minutes; the limits
  // themselves are proven by the CMS integration tests.
  AUTH_RATE_LIMIT_ENABLED: 'false',
  RATE_LIMITS_ENABLED: 'false',
};

const seeded = spawnSync(process.execPath, ['scripts/seed.js'], { cwd: cmsDir, env, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const cms = spawn(path.join(cmsDir, 'node_modules', '.bin', 'strapi'), ['start'], { cwd: cmsDir, env, stdio: 'inherit' });
const stop = () => {
  cms.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
cms.on('exit', (code) => {
  rmSync(workDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
