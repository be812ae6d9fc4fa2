// Runs a CMS in one process, or in several sharing one port through Node's cluster. Used by
// scripts/start.js and the benchmark's server (bench/server.mjs).
const cluster = require('node:cluster');

/** A process that dies this soon after starting is not started again: it would only die again. */
const CRASH_LOOP_MS = 10_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

/**
 * `startOne` starts a CMS listening on its configured port. With `count` above 1, the first
 * process alone runs it (and so syncs the schema, the indexes and the reference data), the others
 * once it listens, finding all of it in place; one that dies later is started again. `allListening`
 * runs once every process listens, in the process that was started.
 */
function runProcesses(count, startOne, allListening) {
  if (count === 1 || cluster.isWorker) {
    startOne().then(
      () => (cluster.isWorker ? process.send('listening') : allListening()),
      (error) => fail(error?.stack ?? String(error)),
    );
    return;
  }
  let stopping = false;
  let listening = 0;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  cluster.on('message', (_worker, message) => {
    if (message !== 'listening') return;
    listening += 1;
    if (listening === 1) for (let n = 1; n < count; n += 1) fork();
    if (listening === count) allListening();
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

/**
 * CMS_PROCESSES as a count, refused unless a positive whole number. Above 1 it needs REDIS_URL.
 * On SQLite the processes share the file: WAL mode and IMMEDIATE transactions let one write at a
 * time while the others read (config/database.ts, patches/knex@3.0.1.patch).
 */
function processCount(env = process.env) {
  const requested = env.CMS_PROCESSES ?? '1';
  const count = Number(requested);
  if (!Number.isInteger(count) || count < 1) fail(`CMS_PROCESSES tem de ser um número inteiro positivo, não "${requested}".`);
  if (count > 1 && !env.REDIS_URL) {
    fail('CMS_PROCESSES acima de 1 precisa de REDIS_URL: sem ele, cada processo não saberia das escritas dos outros.');
  }
  return count;
}

module.exports = { processCount, runProcesses };
