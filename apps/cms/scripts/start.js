// Starts the compiled CMS (run `strapi build` first), as `strapi start` does: one process, or,
// with CMS_PROCESSES=N, N processes sharing one port through Node's cluster, one per core. Several
// processes need REDIS_URL, so each one's caches clear on the others' writes and the rate limits
// count across them (docs/data-model.md, "Caches").
const cluster = require('node:cluster');
const { existsSync } = require('node:fs');
const path = require('node:path');

const appDir = path.resolve(__dirname, '..');
// Strapi reads .env itself; the checks below need it first (the environment still wins).
const envFile = path.join(appDir, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const requested = process.env.CMS_PROCESSES ?? '1';
const processes = Number(requested);
/** A process that dies this soon after starting is not started again: it would only die again. */
const CRASH_LOOP_MS = 10_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function startStrapi() {
  const { createStrapi } = require('@strapi/strapi');
  await createStrapi({ appDir, distDir: path.join(appDir, 'dist') }).start();
  if (cluster.isWorker) process.send('listening');
}

function startProcesses() {
  let stopping = false;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  // The first process alone syncs the schema, the indexes and the reference data at boot; the
  // others start once it listens, and find all of it in place.
  let listening = 0;
  cluster.on('message', (_worker, message) => {
    if (message !== 'listening') return;
    listening += 1;
    if (listening === 1) for (let n = 1; n < processes; n += 1) fork();
    if (listening === processes) console.log(`CMS: ${processes} processos a responder.`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (lived < CRASH_LOOP_MS) {
      console.error(`Um processo do CMS terminou ao arrancar (${signal ?? code}); a parar.`);
      stop(1);
      return;
    }
    console.error(`Um processo do CMS terminou (${signal ?? code}); a arrancar outro.`);
    fork();
  });
  function stop(code = 0) {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(code));
  }
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  fork();
}

if (!Number.isInteger(processes) || processes < 1) fail(`CMS_PROCESSES tem de ser um número inteiro positivo, não "${requested}".`);
if (processes > 1 && !process.env.REDIS_URL) {
  fail('CMS_PROCESSES acima de 1 precisa de REDIS_URL: sem ele, cada processo não saberia das escritas dos outros.');
}
if (processes === 1 || cluster.isWorker) {
  startStrapi().catch((error) => fail(error?.stack ?? String(error)));
} else {
  startProcesses();
}
