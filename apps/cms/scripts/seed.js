// Seeds the compiled CMS (run `strapi build` first). Safe to run again: it only adds what is missing.
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');

async function main() {
  const appDir = path.resolve(__dirname, '..');
  const distDir = path.join(appDir, 'dist');
  const strapi = await createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false }).load();
  try {
    const { seed } = require(path.join(distDir, 'src', 'seed'));
    await seed(strapi);
    strapi.log.info('Seed finished.');
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
