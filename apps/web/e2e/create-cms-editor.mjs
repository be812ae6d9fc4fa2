// Creates the journeys' CMS editor in the seeded database, before the CMS starts. This does what
// `strapi admin:create-user` does, with two differences: the user gets the Editor role rather than
// Super Admin, and the compiled CMS is loaded as it is, where that command first recompiles the
// TypeScript sources into dist/ (which would test, and leave behind, whatever the sources hold).
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_EDITOR } from './support/services.mjs';

const cmsDir = process.cwd();
const { createStrapi } = createRequire(path.join(cmsDir, 'package.json'))('@strapi/strapi');

const strapi = await createStrapi({ appDir: cmsDir, distDir: path.join(cmsDir, 'dist'), autoReload: false, serveAdminPanel: false }).load();
try {
  const editorRole = await strapi.admin.services.role.findOne({ code: 'strapi-editor' });
  if (!editorRole) throw new Error('the Editor role is missing');
  await strapi.admin.services.user.create({
    ...CMS_EDITOR,
    isActive: true,
    roles: [editorRole.id],
    registrationToken: null,
  });
  strapi.log.info(`CMS editor ${CMS_EDITOR.email} created.`);
} finally {
  await strapi.destroy();
}
process.exit(0);
