const { rmSync } = require('node:fs');
const path = require('node:path');
const { compileStrapi } = require('@strapi/strapi');

module.exports = async () => {
  const appDir = path.resolve(__dirname, '..', '..');
  // The compiler never deletes outputs, so a removed source file would live on in dist/.
  // The admin panel's build (dist/build) is left alone.
  for (const folder of ['src', 'config', 'database']) {
    rmSync(path.join(appDir, 'dist', folder), { recursive: true, force: true });
  }
  await compileStrapi({ appDir });
};
