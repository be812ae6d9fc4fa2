// Shared by the root commands: the one place that decides how pnpm and turbo run, plus the
// steps that prepare a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const LOCAL_BIN = path.join(root, 'node_modules', '.bin');
const LOCAL_PNPM = path.join(root, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs');
const LOCAL_TURBO = path.join(root, 'node_modules', 'turbo', 'bin', 'turbo');

/**
 * The environment of every child: the repository's own binaries first, by absolute path, and no
 * relative PATH entries. turbo spawns the first `pnpm` on PATH from each package's folder, so a
 * relative `./node_modules/.bin` (as npx adds) or some other pnpm would break or change the build.
 */
export function toolEnv(env = process.env) {
  const rest = (env.PATH ?? '').split(path.delimiter).filter((entry) => path.isAbsolute(entry) && entry !== LOCAL_BIN);
  return {
    ...env,
    PATH: [LOCAL_BIN, path.dirname(process.execPath), ...rest].join(path.delimiter),
    TURBO_TELEMETRY_DISABLED: '1',
  };
}

/** The pinned pnpm: the repository's own once installed, through npx before that (Node alone suffices). */
function pnpmCommand() {
  return existsSync(LOCAL_PNPM) ? [process.execPath, LOCAL_PNPM] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: toolEnv(options.env) });
  if (result.status !== 0) {
    throw new Error(`"${[command, ...args].join(' ')}" failed with exit code ${result.status}`);
  }
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

export function turbo(args, options) {
  run(process.execPath, [LOCAL_TURBO, ...args], options);
}

/**
 * A package's server (its own binary, e.g. `strapi start`, or a command by absolute path such as
 * Node itself), in its own process group, so stopping the group stops everything it started.
 */
export function startService(packageDir, bin, args, options = {}) {
  const cwd = path.join(root, packageDir);
  const command = path.isAbsolute(bin) ? bin : path.join(cwd, 'node_modules', '.bin', bin);
  return spawn(command, args, { cwd, stdio: 'inherit', detached: true, ...options, env: toolEnv(options.env) });
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

/** Whether something already listens on the port, on any address (IPv4 or IPv6). */
export function portTaken(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.once('listening', () => probe.close(() => resolve(false)));
    probe.listen(port);
  });
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
