// One command from a fresh clone to a running site: install, build, seed, then serve the CMS
// (admin panel included) and the built web app, with demo data on SQLite by default.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureEnvFiles, ensureInstalled, pnpm, portTaken, root, startService, turbo, waitForHttp } from './lib.mjs';

const CMS_PORT = 1337;
const WEB_PORT = 5173;
const CMS_URL = `http://localhost:${CMS_PORT}`;
const WEB_URL = `http://localhost:${WEB_PORT}`;

const LOCK_FILE = path.join(root, '.start.pid');

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One start at a time: a second one, even while the first still builds, must not rebuild under it. */
function holdStartLock() {
  try {
    writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(LOCK_FILE, 'utf8'));
    if (holder && isRunning(holder)) {
      console.error(`O Bicla já está a arrancar ou a correr noutro terminal (processo ${holder}). Pare-o e volte a correr npm start.`);
      process.exit(1);
    }
    writeFileSync(LOCK_FILE, String(process.pid));
  }
  process.on('exit', () => rmSync(LOCK_FILE, { force: true }));
}

holdStartLock();
for (const port of [CMS_PORT, WEB_PORT]) {
  if (await portTaken(port)) {
    console.error(`A porta ${port} já está ocupada: o Bicla já está a correr noutro terminal, ou outro programa usa essa porta. Pare-o e volte a correr npm start.`);
    process.exit(1);
  }
}

ensureInstalled();
ensureEnvFiles();
console.log('› A compilar (api-client, CMS e painel de administração, web)…');
turbo(['run', 'build']);
console.log('› A carregar os dados de referência e de demonstração…');
pnpm(['--filter', '@bicla/cms', 'seed'], { env: { ...process.env, NODE_ENV: 'development' } });

const children = [
  startService('apps/cms', process.execPath, ['scripts/start.js'], { env: { ...process.env, NODE_ENV: 'development' } }),
  // The web app's production server (apps/web/server): each page's head, sitemap, share cards.
  startService('apps/web', process.execPath, ['build/server/main.js'], { env: { ...process.env, PORT: String(WEB_PORT) } }),
];
// Each service runs in its own process group, stopped as a whole.
const stop = (code = 0) => {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) {
  child.on('exit', (code) => {
    console.error(`Um dos serviços terminou (código ${code}); a parar os restantes.`);
    stop(1);
  });
}

// The demo accounts are defined once, in the seed; read them from the compiled CMS.
const { DEMO_USERS, DEMO_PASSWORD } = createRequire(import.meta.url)(path.join(root, 'apps/cms/dist/src/seed/demo.js'));

await waitForHttp(`${CMS_URL}/_health`);
await waitForHttp(WEB_URL);
console.log(`
  Bicla está a correr:
    Site:                      ${WEB_URL}
    API:                       ${CMS_URL}/api
    Painel de administração:   ${CMS_URL}/admin  (na primeira visita, crie a conta de administrador)

  Contas de demonstração (palavra-passe ${DEMO_PASSWORD}):
${DEMO_USERS.map((user) => `    ${user.email}  (${user.name}, ${user.city})`).join('\n')}
  Ctrl+C para parar.
`);
