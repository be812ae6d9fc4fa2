// The layout rules of docs/architecture.md, enforced: no import cycles, imports only downwards in
// the web app (routes → features → components/lib → api-client), one feature reaching another
// only through its public entry, and React's rules of hooks.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

const WEB_SRC = 'apps/web/src';
const FEATURES = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Each feature may import another feature only through that feature's index.ts. */
const featureZones = FEATURES.map((feature) => ({
  target: `./${WEB_SRC}/features/${feature}`,
  from: `./${WEB_SRC}/features`,
  except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
  message: 'Import another feature through its index.ts, or move the shared code down to components/ or lib/.',
}));

/** Imports go down only: components and lib never reach up into features or routes. */
const layerZones = [
  {
    target: [`./${WEB_SRC}/features`, `./${WEB_SRC}/components`, `./${WEB_SRC}/lib`],
    from: `./${WEB_SRC}/routes`,
    message: 'Routes are the top layer: nothing imports them.',
  },
  {
    target: [`./${WEB_SRC}/components`, `./${WEB_SRC}/lib`],
    from: `./${WEB_SRC}/features`,
    message: 'components/ and lib/ sit below features/: pass what they need as props, or move the code down.',
  },
  {
    target: `./${WEB_SRC}/lib`,
    from: `./${WEB_SRC}/components`,
    message: 'lib/ holds no UI: it may not import components/.',
  },
  {
    target: './packages/api-client/src',
    from: './apps',
    message: 'The api-client is the bottom layer: it imports no app.',
  },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/coverage/',
      '**/.tmp/',
      '**/.strapi/',
      '**/.cache/',
      'apps/web/src/route-tree.gen.ts',
      'apps/web/e2e/screenshots/',
      'apps/web/test-results/',
      'apps/web/playwright-report/',
      'apps/cms/types/generated/',
      'apps/cms/public/',
      '**/.e2e-dist/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows only the files it can parse: TypeScript's too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Served as they are, as classic scripts (public/app-start.js starts the app).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // A page's first Intl object loads ICU's data: a format is built on its first use
    // (lib/lazy-format.ts), never as its module loads (docs/architecture.md, "Performance budgets").
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ":matches(Program > VariableDeclaration, Program > ExportNamedDeclaration > VariableDeclaration) > VariableDeclarator > NewExpression[callee.object.name='Intl']",
          message: 'Build the format on its first use with lazyFormat (lib/lazy-format.ts), not as the module loads.',
        },
      ],
    },
  },
  {
    // jest.mock factories run before the file's imports, so they load their helpers with require.
    files: ['apps/web/tests/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS: .cjs anywhere, and plain .js in the CMS package, which has no "type": "module".
    files: ['**/*.cjs', 'apps/cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The CMS is linted for cycles and the shared recommendations; unused names join with its
    // strict-mode pass (docs/architecture.md, "Lint").
    files: ['apps/cms/**'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
);
