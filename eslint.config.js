// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(path.join(import.meta.dirname, 'src/web/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** A light kitchen: imports that would put heavy code in every screen's first load, or skip its on-demand host. */
const LIGHT_KITCHEN = {
  zod: {
    name: 'zod',
    message: "Route search params use src/web/lib/search-params (zod would be in every screen's first load).",
  },
  modals: {
    name: '@mantine/modals',
    importNames: ['modals', 'ModalsProvider'],
    message: 'Use src/web/lib/modals: it loads the dialog host on demand.',
  },
};

/** What the kitchen's first load runs: the shell, the orders screens, the shared lib and components, the root layouts. */
const FIRST_LOAD = [
  'src/web/features/orders/**/*.{ts,tsx}',
  'src/web/features/shell/**/*.{ts,tsx}',
  'src/web/lib/**/*.{ts,tsx}',
  'src/web/components/**/*.{ts,tsx}',
  'src/web/routes/__root.tsx',
  'src/web/routes/_app.tsx',
];
/** A contract area's zod schemas, as values (their types are free). */
const NO_SCHEMAS = {
  group: ['**/contract/**/schemas'],
  allowTypeImports: true,
  message:
    "Import the area's routes.ts (routes, constants) here; a schemas module brings zod into the kitchen's first load.",
};

/** Imports that would cross the line between the two sides: both sides meet only in src/contract. */
const patterns = (forbidden, why) => forbidden.map((group) => ({ group: [group], message: why }));
const boundary = (forbidden, why) => ({ 'no-restricted-imports': ['error', { patterns: patterns(forbidden, why) }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'src/web/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '.tmp/**',
      '.tmp*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web never imports the server: share code through src/contract.' },
          ],
          paths: [LIGHT_KITCHEN.modals],
        },
      ],
    },
  },
  // What every screen's first load runs stays light.
  {
    files: ['src/web/routes/**/*.{ts,tsx}', 'src/web/lib/list-*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web never imports the server: share code through src/contract.' },
          ],
          paths: [LIGHT_KITCHEN.modals, LIGHT_KITCHEN.zod],
        },
      ],
    },
  },
  // The kitchen's first load never pulls zod: what it runs imports routes and constants, and a schemas module's types only.
  {
    files: FIRST_LOAD,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The web never imports the server: share code through src/contract.' },
            NO_SCHEMAS,
          ],
          paths: [LIGHT_KITCHEN.modals, LIGHT_KITCHEN.zod],
        },
      ],
    },
  },
  {
    files: ['src/web/lib/modals.ts', 'src/web/components/ModalsProvider.tsx'],
    rules: boundary(['**/server/**'], 'The web never imports the server: share code through src/contract.'),
  },
  // The web's imports go one way, routes → features → components/lib (and the contract), never across
  // features and never in a cycle. Shared queries live in src/web/lib/queries/.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/web/components',
              from: ['./src/web/features', './src/web/routes'],
              message: 'Shared blocks do not depend on features or routes.',
            },
            {
              target: './src/web/lib',
              from: ['./src/web/features', './src/web/routes', './src/web/components'],
              message: 'lib is the bottom layer: no features, routes or components.',
            },
            {
              target: './src/web/features',
              from: './src/web/routes',
              message: 'Features do not import routes; routes import features.',
            },
            // One zone per feature folder (read when lint starts, so new features are covered too).
            ...webFeatures.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message:
                'No imports across features: move what several screens share to src/web/lib/queries (queries) or src/web/components (blocks).',
            })),
          ],
        },
      ],
    },
  },
  // No import cycles in the server and the contract either (the web's rule is above).
  {
    files: ['src/server/**/*.ts', 'src/contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...patterns(
              ['**/web/**', 'react', 'react-dom', '@mantine/*'],
              'The server never imports the web: share code through src/contract.',
            ),
            ...patterns(
              ['vite', 'vite/*', '**/vite.config*', '**/vitest.config*', '**/tools/**'],
              'The server never loads the web build (Vite, its config, the build plugins): run it as a process of its own.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: boundary(
      ['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'],
      'The contract is shared by both sides and depends on neither.',
    ),
  },
  // Each browser-test worker has its own server: a test that takes `test` from Playwright itself would run against none.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                'Import test and expect from tests/e2e/support.ts: its `server` fixture gives each worker its own server.',
            },
          ],
        },
      ],
    },
  },
);
