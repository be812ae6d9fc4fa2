// One command from a fresh clone to a running site: install, build, seed, then serve the CMS
// (admin panel included) and the built web app, with demo data on SQLite by default.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureEnvFiles, ensureInstalled, pnpm, root, startPnpm, waitForHttp } from './lib.mjs';

const CMS_URL = 'http://localhost:1337';
const WEB_URL = 'http://localhost:5173';

ensureInstalled();
ensureEnvFiles();
console.log('› A compilar (api-client, CMS e painel de administração, web)…');
pnpm(['turbo', 'run', 'build']);
console.log('› A carregar os dados de referência e de demonstração…');
pnpm(['--filter', '@bicla/cms', 'seed'], { env: { ...process.env, NODE_ENV: 'development' } });

const children = [
  startPnpm(['--filter', '@bicla/cms', 'start'], { env: { ...process.env, NODE_ENV: 'development' } }),
  startPnpm(['--filter', '@bicla/web', 'preview', '--port', '5173', '--strictPort']),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    if (code) {
      console.error(`Um dos serviços terminou com o código ${code}.`);
      stop();
    }
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
