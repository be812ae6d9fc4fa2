// Shared by the root commands: find pnpm, run commands, and prepare a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];

/** The pinned pnpm: the one on PATH if it is that version, else through npx (Node alone suffices). */
function pnpmCommand() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (onPath.status === 0 && onPath.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`"${[command, ...args].join(' ')}" failed with exit code ${result.status}`);
  }
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

export function startPnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  return spawn(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', ...options });
}

/** Installs when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  console.log('› A instalar as dependências (pnpm install)…');
  pnpm(['install', '--frozen-lockfile']);
}

const SECRET_KEYS = ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];
const secret = () => randomBytes(24).toString('base64');

/** Writes each app's .env from its .env.example once, with fresh random secrets. Never overwrites. */
export function ensureEnvFiles() {
  for (const app of ['cms', 'web']) {
    const target = path.join(root, 'apps', app, '.env');
    if (existsSync(target)) continue;
    let text = readFileSync(path.join(root, 'apps', app, '.env.example'), 'utf8');
    text = text.replace(/^APP_KEYS=$/m, `APP_KEYS=${[secret(), secret(), secret(), secret()].join(',')}`);
    for (const key of SECRET_KEYS) text = text.replace(new RegExp(`^${key}=$`, 'm'), `${key}=${secret()}`);
    writeFileSync(target, text);
    console.log(`› Criado apps/${app}/.env com segredos novos.`);
  }
}

/** Polls a URL until it answers, so the printed addresses already work. */
export async function waitForHttp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
