import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL installed the Debian way (/usr/lib/postgresql/<version>/bin). */
function binDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((version) => existsSync(path.join(base, version, 'bin', 'pg_ctl'))) : [];
  if (!versions.length) throw new Error(`no PostgreSQL server binaries under ${base}`);
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` system user. */
async function asOwner(command: string, args: string[]) {
  const binary = path.join(binDir(), command);
  return process.getuid?.() === 0 ? run('runuser', ['-u', 'postgres', '--', binary, ...args]) : run(binary, args);
}

async function postgresIds() {
  const { stdout: uid } = await run('id', ['-u', 'postgres']);
  const { stdout: gid } = await run('id', ['-g', 'postgres']);
  return { uid: Number(uid), gid: Number(gid) };
}

export interface PrivatePostgres {
  /** A server URL where the tests may create databases. */
  url: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  destroy: () => Promise<void>;
}

/** A PostgreSQL server of the test's own, in a temporary folder on a free port. */
export async function startPostgres(): Promise<PrivatePostgres> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bicla-pg-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = await postgresIds();
    chownSync(folder, uid, gid);
  }
  const data = path.join(folder, 'data');
  const port = await freePort();
  await asOwner('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder}`;
  const start = async () => {
    await asOwner('pg_ctl', ['-D', data, '-l', path.join(folder, 'server.log'), '-o', options, '-w', '-t', '30', 'start']);
  };
  // "fast" ends every open session at once (57P01), as a restart or failover does.
  const stop = async () => {
    await asOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
