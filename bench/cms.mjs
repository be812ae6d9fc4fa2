// Where the compiled CMS lives, and how the benchmark's processes boot it.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appDir = path.join(root, 'apps', 'cms');
const distDir = path.join(appDir, 'dist');

export const cms = {
  appDir,
  packageJson: path.join(appDir, 'package.json'),
  dist: (file) => path.join(distDir, file),
};

const require = createRequire(cms.packageJson);

/**
 * The environment of every CMS process of one run: production mode, the run's database and
 * upload folder, and secrets that live only as long as the run. Request logging is off: at a
 * thousand requests a second the log would be the benchmark.
 */
export function cmsEnv({ database, publicDir, port }) {
  const secret = () => randomBytes(16).toString('base64');
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_DIR: publicDir,
    LOG_LEVEL: 'warn',
    APP_KEYS: [secret(), secret()].join(','),
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    FRONTEND_URL: 'http://127.0.0.1:4173',
    SMTP_HOST: '',
    // As behind production's proxy: the mixed scenario's writers each come from an address of
    // their own (X-Forwarded-For), so the per-IP limits count per person, not for all at once.
    TRUST_PROXY: 'true',
    ...database,
  };
}

/** Loads the compiled CMS in this process (the environment comes from cmsEnv). */
export async function loadCms() {
  const { createStrapi } = require('@strapi/strapi');
  return createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
}

/** The database client of this CMS build, for the floor measurements and the query plans. */
export function knexFor(database) {
  // The knex that Strapi's database layer uses, with its drivers, not a second copy.
  const fromPackage = (parent, id) => createRequire(parent.resolve(id));
  const fromDatabase = fromPackage(fromPackage(fromPackage(require, '@strapi/strapi'), '@strapi/core'), '@strapi/database');
  const knex = fromDatabase('knex');
  if (database.DATABASE_CLIENT === 'postgres') {
    return knex({ client: 'pg', connection: database.DATABASE_URL, pool: { min: 1, max: 1 } });
  }
  return knex({ client: 'better-sqlite3', connection: { filename: database.DATABASE_FILENAME }, useNullAsDefault: true });
}
