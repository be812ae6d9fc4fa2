// The newcomer's path, proved before anything else: in this clone, with any global pnpm hidden
// (a stub that exits 127, first on PATH) and a fresh HOME, `npm start` must bring up the site,
// the API and the admin panel with demo data. Then it stops what it started and checks that
// nothing is left listening. Only the pnpm store is shared, so the run costs the build, not the
// download.
import { spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { portTaken, root } from '../scripts/lib.mjs';

const SITE = 'http://localhost:5173';
const API = 'http://localhost:1337';
const PORTS = [1337, 5173];
const START_TIMEOUT_MS = 20 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (message) => {
  throw new Error(`newcomer: ${message}`);
};

for (const port of PORTS) if (await portTaken(port)) fail(`port ${port} is taken before the start`);

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bicla-newcomer-'));
const home = path.join(scratch, 'home');
const stubs = path.join(scratch, 'bin');
mkdirSync(home);
mkdirSync(stubs);
writeFileSync(path.join(stubs, 'pnpm'), '#!/bin/sh\necho "pnpm: not installed" >&2\nexit 127\n');
chmodSync(path.join(stubs, 'pnpm'), 0o755);
// The machine's npm settings (e.g. where Node's headers are for native builds) are not a tool.
const machineNpmrc = path.join(os.homedir(), '.npmrc');
if (existsSync(machineNpmrc)) copyFileSync(machineNpmrc, path.join(home, '.npmrc'));

const env = {
  ...process.env,
  HOME: home,
  PATH: `${stubs}${path.delimiter}${process.env.PATH}`,
  // pnpm's store lives under XDG_DATA_HOME: the real one, so packages are not downloaded again.
  XDG_DATA_HOME: process.env.XDG_DATA_HOME ?? path.join(os.homedir(), '.local', 'share'),
};
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
// Its own process group, so the whole tree it starts can be stopped by that id.
const start = spawn('npm', ['start'], { cwd: root, env, stdio: 'inherit', detached: true });
let exitCode = null;
start.on('exit', (code) => (exitCode = code ?? -1));

async function answers(url, init) {
  try {
    const response = await fetch(url, init);
    return response.ok ? response : null;
  } catch {
    return null;
  }
}

async function check() {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (exitCode !== null) fail(`npm start exited with ${exitCode} before the site answered`);
    if (Date.now() > deadline) fail(`the site did not answer within ${START_TIMEOUT_MS / 60_000} minutes`);
    const ready = await Promise.all([answers(SITE), answers(`${API}/api/cities?pagination[pageSize]=1`), answers(`${API}/admin`)]);
    if (ready.every(Boolean)) break;
    await sleep(2000);
  }
  console.log(`newcomer: the site, the API and the admin panel answer after ${seconds()} s`);

  const login = await answers(`${API}/api/auth/local`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'ana.silva@bicla.pt', password: 'Bicla2026!' }),
  });
  if (!login) fail('the demo account cannot sign in');
  const { jwt } = await login.json();
  const me = await answers(`${API}/api/users/me`, { headers: { Authorization: `Bearer ${jwt}` } });
  if ((await me?.json())?.email !== 'ana.silva@bicla.pt') fail('/api/users/me does not answer for the demo account');

  for (const site of [SITE, 'http://127.0.0.1:5173']) {
    const html = await (await answers(site))?.text();
    if (!html?.includes('<div id="root"') || !html.includes('Bicla')) fail(`${site} does not serve the app's HTML`);
    const preflight = await fetch(`${API}/api/cities`, {
      method: 'OPTIONS',
      headers: { Origin: site, 'Access-Control-Request-Method': 'GET' },
    });
    if (preflight.headers.get('access-control-allow-origin') !== site) fail(`the API refuses the web app at ${site}`);
  }
  console.log('newcomer: a demo account signs in, and the home page is served at both loopback addresses');
}

async function stop() {
  try {
    process.kill(-start.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const taken = await Promise.all(PORTS.map(portTaken));
    if (exitCode !== null && !taken.some(Boolean)) return;
    await sleep(500);
  }
  const left = [];
  for (const port of PORTS) if (await portTaken(port)) left.push(port);
  fail(`after stopping, ${left.length ? `ports ${left.join(', ')} still listen` : 'npm start is still running'}`);
}

try {
  await check();
} finally {
  await stop();
  rmSync(scratch, { recursive: true, force: true });
}
console.log('newcomer: stopped; nothing is left listening');
