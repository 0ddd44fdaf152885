// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Imports that would cross the line between the two sides: both sides meet only in src/contract. */
const boundary = (forbidden, why) => ({
  'no-restricted-imports': ['error', { patterns: forbidden.map((group) => ({ group: [group], message: why })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/web/routeTree.gen.ts', 'test-results/**', 'playwright-report/**', 'data/**', '.tmp/**', '.tmp*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary(['**/server/**'], 'The web never imports the server: share code through src/contract.'),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: boundary(['**/web/**', 'react', 'react-dom', '@mantine/*'], 'The server never imports the web: share code through src/contract.'),
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: boundary(['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], 'The contract is shared by both sides and depends on neither.'),
  },
);
