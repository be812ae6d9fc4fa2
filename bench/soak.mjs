// `pnpm bench --soak`: long varied traffic against one CMS process, sampling its memory, to show
// that nothing grows without bound (every in-process cache is bounded; see README, "Benchmark").
import autocannon from 'autocannon';
import { publicReads } from './scenarios.mjs';

const SAMPLE_EVERY_MS = 10_000;
/** The first minute (or sixth of a short run) fills the caches and the JIT: not a leak. */
const warmUpMs = (durationMs) => Math.min(60_000, durationMs / 6);
/** Growth of the last third over the first third after warm-up that still counts as flat. */
const FLAT_THRESHOLD = 0.1;

const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Compares the last third of the samples after warm-up with the first third. */
export function memoryVerdict(samples, durationMs) {
  const settled = samples.filter((sample) => sample.atMs >= warmUpMs(durationMs));
  const third = Math.floor(settled.length / 3);
  if (third < 1) return { flat: null, reason: 'too few samples after warm-up' };
  const first = settled.slice(0, third);
  const last = settled.slice(-third);
  const growth = (key) => mean(last.map((sample) => sample[key])) / mean(first.map((sample) => sample[key])) - 1;
  const rssGrowth = growth('rss');
  const heapGrowth = growth('heapUsed');
  return {
    flat: rssGrowth <= FLAT_THRESHOLD && heapGrowth <= FLAT_THRESHOLD,
    threshold: FLAT_THRESHOLD,
    rssGrowth: Math.round(rssGrowth * 1000) / 1000,
    heapGrowth: Math.round(heapGrowth * 1000) / 1000,
    warmUpSeconds: warmUpMs(durationMs) / 1000,
  };
}

/**
 * Loads the CMS at `base` for `minutes` at `connections`, every request a fresh draw, and asks
 * the CMS process (`server.memory()`) for its memory every 10 s.
 */
export async function soak({ base, fixture, tokens, minutes, connections, memory }) {
  const draw = publicReads(fixture, tokens);
  const durationMs = minutes * 60_000;
  const started = Date.now();
  const memorySamples = [];
  const sample = async () => {
    const usage = await memory();
    memorySamples.push({ atMs: Date.now() - started, rss: usage.rss, heapUsed: usage.heapUsed, heapTotal: usage.heapTotal });
  };
  await sample();
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  const statuses = {};
  const run = autocannon({
    url: base,
    connections,
    duration: durationMs / 1000,
    requests: [
      {
        setupRequest: (request) => {
          const { path, headers } = draw();
          return { ...request, path, headers: { ...request.headers, ...headers } };
        },
      },
    ],
  });
  run.on('response', (_client, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
  const result = await run;
  clearInterval(timer);
  await sample();
  const verdict = memoryVerdict(memorySamples, durationMs);
  return {
    minutes,
    connections,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / (durationMs / 1000)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    memory: memorySamples.map((entry) => ({ seconds: Math.round(entry.atMs / 1000), rssMB: mb(entry.rss), heapUsedMB: mb(entry.heapUsed) })),
    verdict,
  };
}

export function soakMarkdown(report) {
  const { soak: run } = report;
  const verdict = run.verdict.flat === null
    ? `Memory: ${run.verdict.reason}.`
    : `Memory ${run.verdict.flat ? 'stays flat' : 'GROWS'} after a ${run.verdict.warmUpSeconds} s warm-up: the last third vs the first third, RSS ${(run.verdict.rssGrowth * 100).toFixed(1)}%, heap ${(run.verdict.heapGrowth * 100).toFixed(1)}% (threshold ${run.verdict.threshold * 100}%).`;
  const rows = run.memory.map((entry) => `| ${entry.seconds} | ${entry.rssMB} | ${entry.heapUsedMB} |`).join('\n');
  return `**Soak**, ${report.db}, ${report.dataset.bikes.toLocaleString('en')} bikes; ${run.minutes} min at ${run.connections} connections, every URL drawn at random; ${report.date.slice(0, 10)}, Node ${report.machine.node}.

${run.requests.toLocaleString('en')} requests, ${run.perSecond} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms; statuses ${JSON.stringify(run.statuses)}, ${run.errors} errors.

${verdict}

| s | RSS MB | heap used MB (after GC) |
|---:|---:|---:|
${rows}
`;
}
