// The compiled CMS in a process of its own, as `strapi start` runs it: Node's own handling of
// unhandled rejections applies, so a test sees whether the process survives a fault.
// Environment: what tests/helpers/cms-process.ts passes. Sends { port, jwt } once listening.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(__dirname, '..', '..');
  const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist'), autoReload: false, serveAdminPanel: false });
  await strapi.start();
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  // A second process on the same database finds the user the first one made.
  const existing = await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'processo@exemplo.pt' } });
  const user = existing ?? await strapi.plugin('users-permissions').service('user').add({
    username: 'processo@exemplo.pt',
    email: 'processo@exemplo.pt',
    name: 'Utilizador Processo',
    password: 'Segredo123!',
    provider: 'local',
    confirmed: true,
    blocked: false,
    role: role.id,
  });
  process.send({ port: strapi.server.httpServer.address().port, jwt: strapi.plugin('users-permissions').service('jwt').issue({ id: user.id }) });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
