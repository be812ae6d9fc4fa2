import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface CmsProcess {
  url: string;
  /** A logged-in user's token. */
  jwt: string;
  child: ChildProcess;
  /** Set when the process ended on its own. */
  exitCode: () => number | null;
  stop: () => Promise<void>;
}

/**
 * The environment of a CMS started as its own process: uploads under `folder`, fresh secrets, no
 * SMTP; `settings` (the database, the port, …) go over these.
 */
export function cmsProcessEnv(folder: string, settings: Record<string, string> = {}): Record<string, string> {
  mkdirSync(path.join(folder, 'public', 'uploads'), { recursive: true });
  const secret = () => randomBytes(16).toString('base64');
  return {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    PUBLIC_DIR: path.join(folder, 'public'),
    LOG_LEVEL: 'error',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    FRONTEND_URL: 'http://localhost:5173',
    SMTP_HOST: '',
    ...settings,
  };
}

/** Starts tests/helpers/cms-child.js on a free port; `settings` (the database, …) go over the defaults. */
export async function startCmsProcess(settings: Record<string, string> = {}): Promise<CmsProcess> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bicla-cms-process-'));
  const env = cmsProcessEnv(folder, settings);
  const child = fork(path.join(__dirname, 'cms-child.js'), { env, stdio: 'inherit' });
  let exitCode: number | null = null;
  const exited = new Promise<void>((resolve) => child.on('exit', (code, signal) => ((exitCode = code ?? (signal ? 128 : 0)), resolve())));
  const ready = await new Promise<{ port: number; jwt: string }>((resolve, reject) => {
    child.on('message', resolve as (message: unknown) => void);
    child.on('exit', (code) => reject(new Error(`the CMS process ended with ${code} before listening`)));
  });
  return {
    url: `http://127.0.0.1:${ready.port}`,
    jwt: ready.jwt,
    child,
    exitCode: () => exitCode,
    stop: async () => {
      if (exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
