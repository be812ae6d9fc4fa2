const path = require('node:path');
const { compileStrapi } = require('@strapi/strapi');
const { cleanDist } = require('../../scripts/clean-dist');

module.exports = async () => {
  const appDir = path.resolve(__dirname, '..', '..');
  cleanDist(appDir);
  await compileStrapi({ appDir });
};
