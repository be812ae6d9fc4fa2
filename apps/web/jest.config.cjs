/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: '<rootDir>/tests/jsdom-environment.cjs',
  roots: ['<rootDir>/tests', '<rootDir>/src'],
  // Test files share nothing, so they run on every core (Jest's default leaves one idle).
  maxWorkers: '100%',
  // A test renders the whole app and waits on lazy screens (jest.setup.ts), which is slow on a busy CI machine.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // ky ships ESM only; pnpm nests it as node_modules/.pnpm/ky@x/node_modules/ky.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/ky@[^/]+/node_modules/)?ky/)'],
  moduleNameMapper: {
    // src/lib/env.ts reads import.meta.env, which only Vite understands (imported as ./env,
    // ../lib/env, ../src/lib/env...).
    '^(\\.{1,2}/)+(src/)?(lib/)?env$': '<rootDir>/tests/env-stub.ts',
    // The api-client's CommonJS build wraps ky's default export in a way Jest's ESM-to-CJS
    // transform does not match; its TypeScript source imports ky cleanly.
    '^@bicla/api-client$': '<rootDir>/../../packages/api-client/src/index.ts',
    '^@bicla/api-client/shared$': '<rootDir>/../../packages/api-client/src/shared.ts',
    '\\.(css|less|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|gif|webp|woff2?)$': '<rootDir>/tests/file-stub.cjs',
  },
};
