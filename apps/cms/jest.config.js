/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  // Compiles the CMS into dist/ once: TypeScript config is only loaded from there.
  globalSetup: '<rootDir>/tests/helpers/global-setup.js',
  testTimeout: 120_000,
  // Each test file boots its own CMS on its own database and folder, so files run side by side
  // on every core (Jest's default leaves one idle, which on two cores means one at a time).
  maxWorkers: '100%',
};
