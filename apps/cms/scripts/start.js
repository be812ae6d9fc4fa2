// Starts the compiled CMS (run `strapi build` first), as `strapi start` does: one process, or,
// with CMS_PROCESSES=N, N processes sharing one port through Node's cluster, one per core. Several
// processes need PostgreSQL, and REDIS_URL so each one's caches clear on the others' writes and the
// rate limits count across them (docs/data-model.md, "Caches").
const { existsSync } = require('node:fs');
const path = require('node:path');
const { processCount, runProcesses } = require('./processes');

const appDir = path.resolve(__dirname, '..');
// Strapi reads .env itself; the count needs it first (the environment still wins).
const envFile = path.join(appDir, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

const processes = processCount();
runProcesses(
  processes,
  async () => {
    const { createStrapi } = require('@strapi/strapi');
    await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).start();
  },
  () => processes > 1 && console.log(`CMS: ${processes} processos a responder.`),
);
