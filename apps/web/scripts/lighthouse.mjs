// Lighthouse on a seeded site, as a phone sees it (Lighthouse's mobile emulation and slow-4G
// throttling applied in the browser, its CPU slowdown fitted to a slow host as below): the home
// page, a stolen bike and a classified, each held to the budgets below.
// Starts the browser journeys' seeded CMS (e2e/start-cms.mjs, ports 1338/1339) and the web server
// on the e2e build (.e2e-dist, port 4174), so run it under the e2e lock:
//   flock /tmp/bicla-e2e.lock node scripts/lighthouse.mjs [--out <dir>]
// Drives Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default); never a downloaded browser.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { waitForHttp } from '../../../scripts/lib.mjs';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CMS_PORT = 1338;
const WEB_PORT = 4174;
const cmsUrl = `http://localhost:${CMS_PORT}`;
const webUrl = `http://localhost:${WEB_PORT}`;

/** Scores (0–100) each page must reach, and the most layout shift it may have. */
const BUDGETS = { performance: 90, seo: 95, accessibility: 100, 'best-practices': 95 };
const REPORTED = Object.keys(BUDGETS);
const MAX_CLS = 0.1;
/**
 * Lighthouse slows the CPU four times to stand for a mid-range phone on a host of its target
 * speed: the top of its "high-end desktop" class, benchmark index 2,000 (its docs,
 * "CPU Throttling"). On a slower host it lowers the slowdown in proportion, as those docs advise,
 * so the phone stands for the same one; never more than the four times.
 */
const TARGET_BENCHMARK_INDEX = 2000;
/**
 * The throttling is applied by the browser ('devtools'), not simulated from a fast load: the
 * simulation multiplies each main-thread task's duration by the slowdown, waits included, and on
 * two cores shared with the browser's compositor and Lighthouse's own filmstrip the page's thread
 * waits for a core about half of each task's time. Applied, the page's work is slowed four
 * times and a wait for a core counts once (docs/architecture.md, "Performance budgets").
 */
const THROTTLING_METHOD = 'devtools';
const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/**
 * Measured runs a page: one run swings by many points, so the performance budget holds on the
 * median of five runs' scores (as Lighthouse's docs on variability advise), and the report kept
 * is Lighthouse's median run.
 */
const RUNS = 5;

const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(webDir, 'lighthouse-reports') } } });
const outDir = path.resolve(values.out);
mkdirSync(outDir, { recursive: true });

const children = [];
const startChild = (args, env) => {
  const child = spawn(process.execPath, args, { cwd: webDir, env: { ...process.env, ...env }, stdio: 'inherit', detached: true });
  children.push(child);
  return child;
};
let chrome;
const stopChildren = () => {
  // An interrupted run leaves no browser behind either.
  if (chrome?.pid) {
    try {
      process.kill(chrome.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('exit', stopChildren);
process.on('SIGINT', () => process.exit(130));

// The app and its server render, as the e2e build (playwright.config.ts) makes them.
for (const args of [['--outDir', '.e2e-dist', '--emptyOutDir'], ['--ssr', 'src/entry-server.tsx', '--outDir', '.e2e-dist/.ssr']]) {
  const build = spawnSync(path.join(webDir, 'node_modules', '.bin', 'vite'), ['build', ...args], {
    cwd: webDir,
    env: { ...process.env, VITE_API_URL: cmsUrl },
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
spawnSync(path.join(webDir, 'node_modules', '.bin', 'tsup'), [], { cwd: webDir, stdio: 'inherit' });

startChild(['e2e/start-cms.mjs'], { E2E_CMS_PORT: String(CMS_PORT), E2E_WEB_URL: webUrl });
await waitForHttp(`${cmsUrl}/_health`, 180_000);
startChild(['build/server/main.js'], { VITE_API_URL: cmsUrl, WEB_DIST_DIR: '.e2e-dist', PORT: String(WEB_PORT) });
await waitForHttp(webUrl, 180_000);

const first = async (url) => (await (await fetch(`${cmsUrl}/api/${url}`)).json()).data[0];
const stolen = await first('bikes/stolen?limit=1');
const classified = await first('classifieds');
const pages = [
  ['home', '/'],
  ['stolen-bike', `/stolen-bikes/${stolen.slug}`],
  ['classified', `/classified/${classified.slug}`],
];

chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const failures = [];
const summary = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  // One unmeasured visit a page first: the server compresses each asset on its first request, and
  // Lighthouse measures the host's speed (its benchmark index) on each.
  const hostIndexes = [];
  for (const [, pagePath] of pages) {
    const warmUp = await lighthouse(`${webUrl}${pagePath}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
    hostIndexes.push(Math.round(warmUp.lhr.environment.benchmarkIndex));
  }
  const hostIndex = median(hostIndexes);
  const cpuSlowdown = Math.round(DEFAULT_CPU_SLOWDOWN * Math.min(1, hostIndex / TARGET_BENCHMARK_INDEX) * 10) / 10;
  summary.push(`host benchmark index ${hostIndexes.join(', ')} (median ${hostIndex}): CPU slowed ${cpuSlowdown} times`);
  const config = { extends: 'lighthouse:default', settings: { throttlingMethod: THROTTLING_METHOD, throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } };

  for (const [name, pagePath] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(await lighthouse(`${webUrl}${pagePath}`, { port: chrome.port, logLevel: 'error', output: ['html', 'json'], onlyCategories: REPORTED }, config));
    }
    // Lighthouse's own pick: the run closest to the median first paint and time to interactive.
    const medianRun = computeMedianRun(runs.map((run) => run.lhr));
    const result = runs.find((run) => run.lhr === medianRun);
    const performanceOfRuns = runs.map((run) => Math.round((run.lhr.categories.performance.score ?? 0) * 100));
    const [html, json] = result.report;
    writeFileSync(path.join(outDir, `${name}.html`), html);
    writeFileSync(path.join(outDir, `${name}.json`), json);
    const { categories, audits } = result.lhr;
    const scores = Object.fromEntries(REPORTED.map((id) => [id, Math.round((categories[id].score ?? 0) * 100)]));
    const cls = audits['cumulative-layout-shift'].numericValue;
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'].map(
      (id) => `${audits[id].title}: ${audits[id].displayValue}`,
    );
    summary.push(
      `${name} (${pagePath}), performance of ${RUNS} runs ${performanceOfRuns.join(', ')} (median ${median(performanceOfRuns)}); Lighthouse's median run: ` +
        `${Object.entries(scores).map(([id, score]) => `${id} ${score}`).join(', ')}, CLS ${cls.toFixed(3)}; ${metrics.join('; ')}`,
    );
    // Performance swings from run to run: it holds on the median score. Lighthouse's median run is
    // the one closest to the median first paint and time to interactive, so its score carries that
    // one run's blocking time: on a busy host it was the lowest of five (86 of 86 to 96). The rest
    // hold on every run.
    const medianPerformance = median(performanceOfRuns);
    if (medianPerformance < BUDGETS.performance) failures.push(`${name}: median performance ${medianPerformance} < ${BUDGETS.performance}`);
    for (const [index, { lhr }] of runs.entries()) {
      const run = `${name} (run ${index + 1})`;
      for (const [id, minimum] of Object.entries(BUDGETS)) {
        if (id === 'performance') continue;
        const score = Math.round((lhr.categories[id].score ?? 0) * 100);
        if (score < minimum) failures.push(`${run}: ${id} ${score} < ${minimum}`);
      }
      const shift = lhr.audits['cumulative-layout-shift'].numericValue;
      if (shift >= MAX_CLS) failures.push(`${run}: CLS ${shift.toFixed(3)} ≥ ${MAX_CLS}`);
    }
  }
} finally {
  await chrome.kill();
}

console.log(`\nLighthouse (mobile), reports in ${outDir}:\n  ${summary.join('\n  ')}`);
if (failures.length) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All pages within budget.');
process.exit(0);
