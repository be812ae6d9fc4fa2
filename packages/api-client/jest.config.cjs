/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  // ky ships ESM only.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?ky[@/])'],
};
