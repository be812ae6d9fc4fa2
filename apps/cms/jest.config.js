/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Compiles the CMS into dist/ once: TypeScript config is only loaded from there.
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  testTimeout: 120_000,
};
