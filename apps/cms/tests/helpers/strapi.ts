import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStrapi, type Core } from '@strapi/strapi';
import { Client } from 'pg';

const appDir = path.resolve(__dirname, '..', '..');

/** `require` as the @strapi/core the CMS runs: its own files (`./services/…`) and its dependencies. */
export const requireFromStrapiCore = createRequire(createRequire(require.resolve('@strapi/strapi')).resolve('@strapi/core'));

export interface TestCms {
  strapi: Core.Strapi;
  /** The HTTP server to hand to supertest. */
  server: Core.Strapi['server']['httpServer'];
  stop: () => Promise<void>;
}

/** Secrets are random per run: tests never depend on a developer's .env. */
function setTestEnv({ smtpPort }: StartOptions) {
  const secret = () => randomBytes(16).toString('base64');
  process.env.NODE_ENV = 'test';
  process.env.APP_KEYS = [secret(), secret()].join(',');
  for (const key of ['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']) {
    process.env[key] = secret();
  }
  process.env.FRONTEND_URL = 'http://localhost:5173';
  process.env.LOG_LEVEL ??= 'warn';
  if (smtpPort) {
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = String(smtpPort);
    process.env.SMTP_IGNORE_TLS = 'true';
  } else {
    delete process.env.SMTP_HOST;
  }
}

/**
 * Stops what reads the database on a timer (the email outbox, the alert sweep), for a suite that
 * records the statements its requests send. Strapi's own cron jobs are dropped at boot
 * (src/bootstrap/telemetry-jobs.ts). Strapi runs the compiled app, so the stop goes through the
 * modules in dist/: the sources a test imports are separate instances, and stopping those stops
 * nothing.
 */
export async function stopBackgroundReads(strapi: Core.Strapi) {
  const { stopAlertSweep }: typeof import('../../src/api/alert/sweep') = await import(path.join(appDir, 'dist/src/api/alert/sweep'));
  const { stopEmailOutbox }: typeof import('../../src/email/outbox') = await import(path.join(appDir, 'dist/src/email/outbox'));
  stopAlertSweep(strapi);
  await stopEmailOutbox(strapi);
}

export interface StartOptions {
  /** Deliver email to this local SMTP port (see helpers/mailbox.ts). */
  smtpPort?: number;
}

/**
 * A fresh database for one test file: a new SQLite file by default, or a new PostgreSQL
 * database on the server of DATABASE_URL when DATABASE_CLIENT=postgres.
 */
export async function freshDatabase(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    const serverUrl = process.env.BICLA_TEST_PG_URL ?? process.env.DATABASE_URL;
    if (!serverUrl) throw new Error('DATABASE_CLIENT=postgres needs DATABASE_URL');
    process.env.BICLA_TEST_PG_URL = serverUrl;
    const name = `bicla_test_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    return async () => {
      const drop = new Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  }
  process.env.DATABASE_CLIENT = 'sqlite';
  process.env.DATABASE_FILENAME = path.join(workDir(), 'test.db');
  return async () => {};
}

let currentWorkDir: string | undefined;
/** One temporary folder per test file: the SQLite file and the uploads live there. */
function workDir() {
  currentWorkDir ??= mkdtempSync(path.join(tmpdir(), 'bicla-cms-'));
  return currentWorkDir;
}

/** Boots the compiled CMS (dist/) on a fresh database and mounts its routes. */
export async function startCms(options: StartOptions = {}): Promise<TestCms> {
  setTestEnv(options);
  const dropDatabase = await freshDatabase();
  process.env.PUBLIC_DIR = path.join(workDir(), 'public');
  mkdirSync(path.join(process.env.PUBLIC_DIR, 'uploads'), { recursive: true });
  process.env.PRIVATE_UPLOADS_DIR = path.join(workDir(), 'private-uploads');
  // strapi.destroy() removes every process listener; Jest needs its own back afterwards.
  const listeners = (['message', 'exit', 'uncaughtException', 'unhandledRejection'] as const).map((event) => ({
    event,
    handlers: process.listeners(event as 'message'),
  }));

  const strapi = await createStrapi({
    appDir,
    distDir: path.join(appDir, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  }).load();
  strapi.server.mount();

  return {
    strapi,
    server: strapi.server.httpServer,
    stop: async () => {
      await strapi.destroy();
      for (const { event, handlers } of listeners) {
        for (const handler of handlers) {
          if (!process.listeners(event as 'message').includes(handler)) process.on(event as 'message', handler);
        }
      }
      await dropDatabase();
      rmSync(workDir(), { recursive: true, force: true });
      currentWorkDir = undefined;
    },
  };
}
