// `pnpm bench [--quick] [--db sqlite|postgres] [--only name,…] [--processes N] [--soak [--soak-minutes N]]`: builds the apps,
// generates a national-scale registry, loads the production CMS with autocannon and checks the web
// bundle budget; or, with --soak, loads it with varied traffic for 10 minutes watching its memory.
// See README.md, "Benchmark". Fails only on query plans that stop using indexes, or on the
// bundle budget: never on absolute times, which depend on the machine.
import { fork, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { root, turbo, waitForHttp } from '../scripts/lib.mjs';
import { cms, cmsEnv, knexFor } from './cms.mjs';
import { logInAccounts, logInWriters } from './login.mjs';
import { markdownTable, withLatestTable } from './report.mjs';
import { authHeaders, publicReads, scenarios } from './scenarios.mjs';
import { soak, soakMarkdown } from './soak.mjs';
import { webBundleReport } from './web-bundle.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    db: { type: 'string', default: process.env.DATABASE_CLIENT === 'postgres' ? 'postgres' : 'sqlite' },
    soak: { type: 'boolean', default: false },
    'soak-minutes': { type: 'string', default: '10' },
    // Loads only these scenarios (names, comma-separated), to work on one: the results are printed, not kept.
    only: { type: 'string' },
    // CMS processes behind the port (CMS_PROCESSES), with Redis between them.
    processes: { type: 'string', default: '1' },
  },
});
if (!['sqlite', 'postgres'].includes(args.db)) throw new Error(`--db must be sqlite or postgres, got ${args.db}`);
const PROCESSES = Number(args.processes);
if (!Number.isInteger(PROCESSES) || PROCESSES < 1) throw new Error(`--processes must be a positive whole number, got ${args.processes}`);
if (args.soak && PROCESSES > 1) throw new Error('--soak watches the memory of one CMS process: leave --processes at 1');

// Quick checks the query plans and the bundle budget, never times: its loads are a second long.
const SIZE = args.quick
  ? { bikes: 5_000, users: 500, seconds: 1, stockSeconds: 1, aloneSeconds: 1, warmupSeconds: 0.5, settleSeconds: 1, floorMs: 150 }
  : { bikes: 100_000, users: 10_000, seconds: 10, stockSeconds: 5, aloneSeconds: 5, warmupSeconds: 2, settleSeconds: 10, floorMs: 1_000 };
const CONNECTIONS = 50;
/** How long the load generator waits for an answer; one that takes longer counts this long in the percentiles. */
const TIMEOUT_SECONDS = 10;
const only = args.only ? new Set(args.only.split(',')) : null;
// The soak has a port of its own, so it can run beside a benchmark.
const PORT = args.soak ? 1441 : 1440;
const log = (message) => console.log(`› ${message}`);

/** A fresh database for this run: a new SQLite file, or a new PostgreSQL database. */
async function freshDatabase(workDir) {
  if (args.db === 'sqlite') {
    return { database: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(workDir, 'bench.db') }, drop: async () => {} };
  }
  const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `bicla_bench_${Date.now()}`;
  const admin = knexFor({ DATABASE_CLIENT: 'postgres', DATABASE_URL: serverUrl });
  await admin.raw(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

function child(script, scriptArgs, env) {
  return new Promise((resolve, reject) => {
    const running = spawn('node', [path.join(root, 'bench', script), ...scriptArgs], { env, stdio: 'inherit' });
    running.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * The same statements as the endpoint, one after another on one connection with no HTTP in
 * between, for a fixed time: what the database alone costs a request. A statement the endpoint
 * names (on PostgreSQL) is named here too, so it is planned as the endpoint's connections plan it.
 */
async function floor(knex, captured, asRaw) {
  const statements = captured.map((statement) => ({ ...asRaw(statement), name: statement.name }));
  const times = [];
  const until = performance.now() + SIZE.floorMs;
  while (performance.now() < until || times.length < 20) {
    const started = performance.now();
    for (const { sql, bindings, name } of statements) await (name ? knex.raw(sql, bindings).options({ name }) : knex.raw(sql, bindings));
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), perSecond: (1000 * times.length) / times.reduce((sum, t) => sum + t, 0) };
}

/**
 * `connections` (50 unless said) for `seconds`, after a warm-up that lets the JIT and the caches settle;
 * latencies are taken per response of the measured part, so p95 is exact. With `draw`, each
 * request is drawn: a read is `{ path, headers }`, a write of the mixed scenario adds `method`
 * and `body`; `distinct` counts the requests asked, and `writes` the measured part's writes
 * (their count and latencies, timed from when each was built, which is when it is sent).
 * Any answer but a 2xx fails the run, so writes that break do too. A request not answered within
 * TIMEOUT_SECONDS is a time, not a failure (a run fails on plans and budgets, never on times): it is
 * counted, and enters the percentiles at TIMEOUT_SECONDS, which it took at least. A scenario with
 * no answer at all within its `seconds` has no percentiles, and says so (`unanswered`).
 */
async function load(url, headers, seconds, draw, connections = CONNECTIONS) {
  const latencies = [];
  const asked = new Set();
  let measuring = false;
  let drewWrites = false;
  const writeLatencies = [];
  let refused;
  const requests = [
    {
      // Only with draw: an undefined setupRequest would replace autocannon's own.
      ...(draw && {
        setupRequest: (request, context) => {
          const drawn = draw();
          context.asked = `${drawn.method ?? 'GET'} ${drawn.path}`;
          context.write = drawn.method !== undefined;
          drewWrites ||= context.write;
          context.sentAt = performance.now();
          asked.add(context.asked);
          return { ...request, ...drawn, headers: { ...request.headers, ...drawn.headers } };
        },
      }),
      // The first refused request and its answer, to say what failed.
      onResponse: (status, body, context) => {
        if (status >= 300) refused ??= `${context.asked ?? `GET ${url}`}: ${status} ${body.slice(0, 300)}`;
        else if (measuring && context.write) writeLatencies.push(performance.now() - context.sentAt);
      },
    },
  ];
  const run = autocannon({
    url,
    headers,
    requests,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    warmup: { connections, duration: SIZE.warmupSeconds },
  });
  // The warm-up reports to a tracker of its own: this one starts with the measured part.
  run.on('start', () => (measuring = true));
  run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  run.on('reqError', (error) => error.message === 'request timed out' && latencies.push(TIMEOUT_SECONDS * 1000));
  const result = await run;
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors out of ${result.requests.total}; first refused: ${refused}`);
  }
  // Nothing answered within the window (a slow reference with a backlog from the warm-up): a
  // time, not a failure; there are no latencies to take percentiles of.
  if (result['2xx'] === 0) return { perSecond: 0, p50: null, p95: null, p99: null, distinct: draw ? asked.size : 1, timeouts: result.timeouts, unanswered: true };
  latencies.sort((a, b) => a - b);
  writeLatencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(result['2xx'] / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    distinct: draw ? asked.size : 1,
    timeouts: result.timeouts,
    ...(drewWrites && { writes: { count: writeLatencies.length, p50: percentile(writeLatencies, 50), p95: percentile(writeLatencies, 95) } }),
  };
}

function startServer(env) {
  // The soak reads the heap after a full collection (bench/server.mjs).
  const server = fork(path.join(root, 'bench', 'server.mjs'), { env, stdio: 'inherit', execArgv: args.soak ? ['--expose-gc'] : [] });
  const listening = new Promise((resolve, reject) => {
    server.on('message', (message) => message === 'listening' && resolve());
    server.on('exit', (code) => reject(new Error(`the CMS stopped with ${code}`)));
  });
  // Killed outright: its database is dropped next, so there is nothing to close cleanly, and a
  // graceful stop would log the last load's aborted requests.
  const memory = () =>
    new Promise((resolve) => {
      const answer = (message) => message?.memory && (server.off('message', answer), resolve(message.memory));
      server.on('message', answer);
      server.send('memory');
    });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return {
    listening,
    memory,
    stop: () => {
      server.kill('SIGKILL');
      return exited;
    },
  };
}

async function main() {
  const started = Date.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bicla-bench-'));
  const publicDir = path.join(workDir, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });

  log('A compilar a API e o CMS…');
  turbo(['run', 'build', '--filter=@bicla/cms', '--output-logs=errors-only']);

  const { database, drop } = await freshDatabase(workDir);
  const env = cmsEnv({ database, publicDir, port: PORT });
  // Several processes share their caches' writes and rate limits through Redis, under this run's own names.
  const serverEnv =
    PROCESSES > 1
      ? {
          ...env,
          CMS_PROCESSES: String(PROCESSES),
          REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
          CACHE_REDIS_CHANNEL: `bicla-bench:${process.pid}:cache-writes`,
          RATE_LIMIT_REDIS_PREFIX: `bicla-bench:${process.pid}:rate-limit:`,
        }
      : env;
  const knex = knexFor(database);
  const server = { stop: () => {} };
  try {
    log(`A gerar ${SIZE.bikes.toLocaleString('pt-PT')} bicicletas e ${SIZE.users.toLocaleString('pt-PT')} utilizadores (${args.db})…`);
    const prepared = path.join(workDir, 'prepared.json');
    await child('prepare.mjs', [String(SIZE.bikes), String(SIZE.users), prepared], { ...env, PUBLIC_RESPONSE_CACHE: 'false' });
    const { fixture, counts, seconds: generationSeconds, sql } = JSON.parse(readFileSync(prepared, 'utf8'));

    log('A verificar os planos de consulta e a medir o chão (SQL direto)…');
    const { asRaw, fullTableScans } = await import(cms.dist('src/database/query-plans.js'));
    const plans = {};
    const floors = {};
    for (const [name, captured] of Object.entries(sql)) {
      const statements = [...captured.first, ...captured.steady, ...captured.varied];
      const scans = [];
      for (const statement of statements) {
        for (const table of await fullTableScans(knex, statement)) scans.push({ table, sql: statement.sql });
      }
      plans[name] = scans;
      // What a steady process runs for a URL it has not answered yet. The mixed scenario has no fixed URL.
      const { steady } = captured;
      floors[name] = steady.length ? { ...(await floor(knex, steady, asRaw)), statements: steady.length } : null;
    }

    const chosen = scenarios(fixture).filter((scenario) => !only || only.has(scenario.name));
    const results = chosen.map((scenario) => ({
      name: scenario.name,
      label: scenario.label,
      path: scenario.path,
      results: sql[scenario.name].results,
      floor: floors[scenario.name],
      fullTableScans: plans[scenario.name],
    }));
    const loadEach = async (measure) => {
      for (const [index, scenario] of chosen.entries()) {
        log(`Carga: ${scenario.label}`);
        const headers = authHeaders(scenario, tokens);
        Object.assign(results[index], await measure(scenario, headers));
      }
    };

    log('A arrancar o CMS em modo de produção, com a cache de respostas…');
    Object.assign(server, startServer({ ...serverEnv, PUBLIC_RESPONSE_CACHE: 'true' }));
    await server.listening;
    const base = `http://127.0.0.1:${PORT}`;
    await waitForHttp(`${base}/_health`);
    const tokens = await logInAccounts(base, fixture.accounts);

    if (args.soak) {
      await runSoak({ base, tokens, fixture, counts, started, server });
      return;
    }

    // A process just started answers several times slower for its first seconds (its compiler,
    // its connections' plans): each is first loaded with every scenario's reads, as a server in
    // service has been, so the first scenario loaded is not the one that pays for it.
    const everyRead = publicReads(fixture, tokens);
    const settle = () => {
      log(`A aquecer o CMS: ${SIZE.settleSeconds} s de leituras de todos os cenários…`);
      return load(`${base}/`, {}, SIZE.settleSeconds, everyRead);
    };
    await settle();

    // Tokens outlive the restart below: the secrets are the run's.
    const sessions = { tokens, writers: chosen.some((scenario) => scenario.traffic) ? await logInWriters(base, fixture.writes.accounts) : [] };
    // Each request of a scenario drawn: its own URLs, or for the mixed one, reads and writes.
    const drawOf = (scenario) => (scenario.traffic ? scenario.traffic(sessions) : scenario.varied && (() => ({ path: scenario.varied() })));

    // Warm: the response cache on, each request a URL drawn from the registry; then the one
    // fixed URL, which the cache answers after its first request; and the generic find's.
    await loadEach(async (scenario, headers) => ({
      warm: await load(base + (scenario.path ?? '/'), headers, SIZE.seconds, drawOf(scenario)),
      single: scenario.path ? await load(base + scenario.path, headers, SIZE.seconds) : null,
      stock: scenario.stock ? await load(base + scenario.stock, {}, SIZE.stockSeconds) : null,
    }));
    await server.stop();

    log('A arrancar o CMS sem a cache de respostas…');
    Object.assign(server, startServer({ ...serverEnv, PUBLIC_RESPONSE_CACHE: 'false' }));
    await server.listening;
    await waitForHttp(`${base}/_health`);
    await settle();
    // Cold: every request read from the database, drawn from the registry as above; then one
    // request at a time, which no other waits behind: what a request costs, against its floor.
    await loadEach(async (scenario, headers) => ({
      cold: await load(base + (scenario.path ?? '/'), headers, SIZE.seconds, drawOf(scenario)),
      alone: await load(base + (scenario.path ?? '/'), headers, SIZE.aloneSeconds, drawOf(scenario), 1),
    }));
    server.stop();

    log('A compilar a aplicação web e a medir o bundle…');
    const web = webBundleReport();

    const report = {
      date: new Date().toISOString(),
      db: args.db,
      quick: args.quick,
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version, platform: `${os.type()} ${os.release()}` },
      dataset: { ...counts, generationSeconds },
      connections: CONNECTIONS,
      processes: PROCESSES,
      secondsPerScenario: SIZE.seconds,
      timeoutSeconds: TIMEOUT_SECONDS,
      scenarios: results,
      web,
      totalSeconds: Math.round((Date.now() - started) / 1000),
    };
    const table = markdownTable(report);
    const resultsDir = path.join(root, 'bench', 'results');
    const stem = `${report.date.slice(0, 10)}-${args.db}${PROCESSES > 1 ? `-${PROCESSES}-processes` : ''}${args.quick ? '-quick' : ''}`;
    if (!only) {
      writeFileSync(path.join(resultsDir, `${stem}.json`), `${JSON.stringify(report, null, 2)}\n`);
      writeFileSync(path.join(resultsDir, `${stem}.md`), table);
    }
    if (!args.quick && !only) {
      const readme = path.join(root, 'README.md');
      writeFileSync(readme, withLatestTable(readFileSync(readme, 'utf8'), args.db, table));
    }
    console.log(`\n${table}`);

    const failures = [
      ...results.flatMap((result) => result.fullTableScans.map((scan) => `${result.name}: reads all of ${scan.table} (${scan.sql.slice(0, 120)}…)`)),
      ...(web.withinBudget ? [] : [`first load of / is ${(web.firstLoadGzipBytes / 1024).toFixed(1)} KB of gzipped JS, over ${web.budgetBytes / 1024} KB`]),
    ];
    if (failures.length) {
      console.error(`\nO benchmark falhou:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    server.stop();
    await knex.destroy();
    await drop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Writes bench/results/<date>-<db>-soak.{json,md}, prints the table, fails if memory grows. */
async function runSoak({ base, tokens, fixture, counts, started, server }) {
  const minutes = Number(args['soak-minutes']);
  if (!(minutes > 0)) throw new Error(`--soak-minutes must be a positive number, got ${args['soak-minutes']}`);
  log(`Soak: ${minutes} min, ${CONNECTIONS} ligações, URLs ao acaso…`);
  const result = await soak({ base, fixture, tokens, minutes, connections: CONNECTIONS, memory: server.memory });
  server.stop();
  const report = {
    date: new Date().toISOString(),
    db: args.db,
    quick: args.quick,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    dataset: counts,
    soak: result,
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  const table = soakMarkdown(report);
  const stem = `${report.date.slice(0, 10)}-${args.db}-soak${args.quick ? '-quick' : ''}`;
  writeFileSync(path.join(root, 'bench', 'results', `${stem}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, 'bench', 'results', `${stem}.md`), table);
  console.log(`\n${table}`);
  if (result.verdict.flat === false) {
    console.error('\nO soak falhou: a memória do CMS cresce depois do aquecimento.');
    process.exitCode = 1;
  }
}

await main();
