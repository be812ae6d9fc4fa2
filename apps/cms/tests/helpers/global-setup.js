const path = require('node:path');
const { compileStrapi } = require('@strapi/strapi');

module.exports = async () => {
  await compileStrapi({ appDir: path.resolve(__dirname, '..', '..') });
};
