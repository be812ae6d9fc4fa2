#!/usr/bin/env node
/**
 * The web app's first-load budget (docs/architecture.md, "Performance budgets"): the JavaScript a
 * browser fetches to render `/`, gzipped, must stay within 250 KB.
 *
 * The first load is read from Vite's build manifest, so no browser is needed:
 *   - the entry chunk that index.html loads, with its static imports, transitively;
 *   - the `/` route's split chunks that the router loads before it renders the page (TanStack
 *     Router's `autoCodeSplitting` puts `component` in a chunk of its own, and the router fetches
 *     `component` and `pendingComponent` for every route it renders), with their static imports.
 * Chunks that load only later are outside it: the home lists as the visitor nears them, the
 * footer's newsletter form once the browser is idle, the header's menus on first use, the error
 * and not-found components.
 *
 *   node bench/web-bundle.mjs             builds apps/web, prints the table, exits 1 over budget
 *   node bench/web-bundle.mjs --no-build  reuses apps/web/dist
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pnpm, root as REPO_ROOT } from '../scripts/lib.mjs';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const DIST_DIR = path.join(WEB_DIR, 'dist');
const MANIFEST_PATH = path.join(DIST_DIR, '.vite/manifest.json');
const API_CLIENT_DIST = path.join(REPO_ROOT, 'packages/api-client/dist');

const BUDGET_BYTES = 250 * 1024;
const LARGEST_CHUNKS_SHOWN = 10;

/** The file route that renders `/`, as the manifest names its source. */
const HOME_ROUTE_SOURCE = 'src/routes/index.tsx';
/** The route properties the router fetches before rendering a route (router-core's loadComponents). */
const RENDER_SPLITS = ['component', 'pendingComponent'];

/** The production build, with its manifest, into apps/web/dist. */
function buildWeb() {
  // vite.config.ts reads the product's name from the shared package, which must be built first.
  if (!existsSync(API_CLIENT_DIST)) {
    pnpm(['--filter', '@bicla/api-client', 'build'], { stdio: 'pipe' });
  }
  run(process.execPath, [path.join(WEB_DIR, 'node_modules/vite/bin/vite.js'), 'build', '--manifest'], WEB_DIR);
}

function run(command, args, cwd) {
  try {
    execFileSync(command, args, { cwd, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`;
    throw new Error(`${path.basename(args[0])} ${args.slice(1).join(' ')} failed in ${cwd}:\n${output}`, { cause: error });
  }
}

function readManifest() {
  if (!existsSync(MANIFEST_PATH)) {
    throw new Error(`${path.relative(REPO_ROOT, MANIFEST_PATH)} is missing: build apps/web with its manifest (drop --no-build)`);
  }
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8'));
}

/** The manifest keys of the home route's chunks that load before it renders. */
function homeRouteRenderKeys(manifest) {
  const keys = Object.keys(manifest).filter((key) => {
    const [source, query = ''] = key.split('?');
    if (source !== HOME_ROUTE_SOURCE) return false;
    // A split chunk may group several properties, e.g. `tsr-split=component---pendingComponent`.
    const groups = new URLSearchParams(query).get('tsr-split')?.split('---') ?? [];
    return groups.some((group) => RENDER_SPLITS.includes(group));
  });
  if (keys.length === 0) throw new Error(`the manifest has no split component chunk for ${HOME_ROUTE_SOURCE}`);
  return keys;
}

/** Every chunk the given ones import statically, transitively, themselves included. */
function withStaticImports(manifest, roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function firstLoadFileNames(manifest) {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length !== 1) throw new Error(`expected one entry in the manifest, found: ${entryKeys.join(', ') || 'none'}`);
  const keys = withStaticImports(manifest, [...entryKeys, ...homeRouteRenderKeys(manifest)]);
  return new Set([...keys].map((key) => manifest[key].file).filter(isJavaScript));
}

function isJavaScript(file) {
  return file.endsWith('.js');
}

function measure(file) {
  const contents = readFileSync(path.join(DIST_DIR, file));
  return { file, rawBytes: contents.length, gzipBytes: gzipSync(contents, { level: 9 }).length };
}

const byGzipSize = (a, b) => b.gzipBytes - a.gzipBytes;

/**
 * Builds apps/web (unless `build` is false) and measures its first load of `/`.
 * Sizes are in bytes; files are relative to apps/web/dist.
 */
export function webBundleReport({ build = true } = {}) {
  if (build) buildWeb();
  const manifest = readManifest();
  const firstLoad = firstLoadFileNames(manifest);
  const chunks = [...new Set(Object.values(manifest).map((chunk) => chunk.file).filter(isJavaScript))]
    .map(measure)
    .sort(byGzipSize);
  const firstLoadFiles = chunks.filter((chunk) => firstLoad.has(chunk.file));
  const firstLoadGzipBytes = firstLoadFiles.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  return {
    firstLoadGzipBytes,
    budgetBytes: BUDGET_BYTES,
    withinBudget: firstLoadGzipBytes <= BUDGET_BYTES,
    firstLoadFiles,
    largestChunks: chunks
      .slice(0, LARGEST_CHUNKS_SHOWN)
      .map((chunk) => ({ ...chunk, inFirstLoad: firstLoad.has(chunk.file) })),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function printReport(report) {
  const rows = report.largestChunks.map((chunk) => [
    chunk.file,
    kb(chunk.rawBytes),
    kb(chunk.gzipBytes),
    chunk.inFirstLoad ? 'yes' : 'no',
  ]);
  const header = ['largest chunks', 'raw KB', 'gzip KB', 'first load'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log();
  const verdict = report.withinBudget ? 'within budget' : 'OVER BUDGET';
  console.log(
    `first load of /: ${kb(report.firstLoadGzipBytes)} KB gzipped JS in ${report.firstLoadFiles.length} files` +
      ` (budget ${kb(report.budgetBytes)} KB): ${verdict}`,
  );
}

const runDirectly = process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const report = webBundleReport({ build: !process.argv.includes('--no-build') });
  printReport(report);
  process.exitCode = report.withinBudget ? 0 : 1;
}
