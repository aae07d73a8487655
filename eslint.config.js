import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * The one-way imports of ARCHITECTURE.md §2, as lint errors:
 * screens → features → api / lib / platform → design-system; statecharts and contracts pure; the server and
 * the browser never import each other; a feature never imports another feature; a server module reaches
 * another only through its public entry (`index.ts` or `<name>.service.ts`).
 */
const boundaries = [
  {
    target: './src/design-system',
    from: [
      './src/app',
      './src/screens',
      './src/features',
      './src/api',
      './src/lib',
      './src/platform',
      './src/i18n',
      './statecharts',
      './mocks',
    ],
    message: 'The design system is presentational: it imports nothing from the app (ARCHITECTURE.md §2).',
  },
  {
    target: ['./src/features', './src/api', './src/lib', './src/platform', './src/i18n'],
    from: ['./src/screens', './src/app'],
    message: 'Imports go one way: screens and the app compose features, not the other way round.',
  },
  { target: './src/screens', from: './src/app', message: 'Screens do not import the app shell or router.' },
  ...folders('./src/features').map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move the shared piece down into design-system, api or lib.',
  })),
  {
    target: './statecharts',
    from: ['./src', './server', './mocks'],
    message: 'Statecharts are pure: side effects are provided by the app (machine.provide).',
  },
  {
    target: './contracts',
    from: ['./src', './server', './statecharts', './mocks'],
    message: 'Contracts import only zod.',
  },
  {
    target: './server',
    from: ['./src', './mocks'],
    message: 'The server never imports browser code (statecharts are pure and shared: ADR 0009).',
  },
  {
    target: ['./src', './statecharts', './mocks'],
    from: './server',
    message: 'Browser code never imports the server.',
  },
  ...folders('./server/modules').map((module) => ({
    target: `./server/modules/${module}`,
    from: './server/modules',
    except: [
      `./${module}`,
      ...folders('./server/modules')
        .filter((other) => other !== module)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/${other}.service.ts`]),
    ],
    message: 'A server module reaches another only through its index.ts or <module>.service.ts.',
  })),
];

export default defineConfig([
  globalIgnores([
    'dist',
    'storybook-static',
    'coverage',
    'test-results',
    'playwright-report',
    'data',
    'scratch',
    '.storybook/public',
    'server/db/migrations',
    'node_modules',
  ]),
  {
    files: ['**/*.{ts,tsx,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always'],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*.{ts,tsx}',
      'mocks/**/*.ts',
      'tests/unit/**/*.{ts,tsx}',
    ],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Type-aware rules where a forgotten await is a real bug: the server, the browser app and the machines.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'statecharts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Command-line scripts and benchmarks talk to their user on the console.
    files: ['scripts/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  ...storybook.configs['flat/recommended'],
  {
    // ReDoS: no regular expression whose matching time grows faster than its input (issue 20: one import cell
    // froze the server for minutes). tests/security/redos.test.ts checks the same over every source file.
    files: ['server/**/*.ts', 'contracts/**/*.ts', 'src/**/*.{ts,tsx}', 'statecharts/**/*.ts', 'scripts/**/*.ts'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
]);
