// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';

/** Layer rules of docs/design.md §2: domain imports nothing of ours; data imports domain; server imports domain. */
const layer = (files, groups, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'node_modules', 'data', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // An allow-list, so no framework or Node built-in added later slips through: valibot and src/domain itself.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot$|papaparse$|\\.\\.?/)|/(data|app|server|sw)(/|$)',
              message:
                'src/domain is pure TypeScript: only valibot, papaparse and src/domain, no frameworks, no Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every user-visible text of the app comes from the catalogues: no literal sentence, label or
    // aria-label in src/app. Strings without a capital letter (classes, keys, paths) and CONSTANTS pass.
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'all',
          words: { exclude: ['^[^A-Z]*$', '^[A-Z0-9_]+$', '^[a-z][A-Za-z0-9.,:_-]*$', '^[A-Z][a-z]+[A-Z][A-Za-z]*$'] },
          'jsx-attributes': {
            exclude: [
              'className',
              'style',
              'type',
              'key',
              'id',
              'data-.*',
              'role',
              'href',
              'to',
              'path',
              'name',
              'variant',
              'autoComplete',
              'inputMode',
              'accept',
              'rel',
              'target',
              'method',
              'lang',
            ],
          },
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'translate',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'Error',
              'console\\..*',
              'querySelector(All)?',
              'matchMedia',
              'import',
              'Intl\\..*',
            ],
          },
        },
      ],
    },
  },
  layer(
    ['src/data/**'],
    ['react', 'react-dom', 'hono', 'drizzle-orm', 'pg', '**/app/**', '**/server/**'],
    'src/data imports only src/domain.',
  ),
  layer(
    ['src/server/**'],
    ['react', 'react-dom', 'dexie', 'valtio', 'wouter', '**/data/**', '**/app/**', '**/sw/**'],
    'src/server imports only src/domain.',
  ),
  layer(
    ['src/app/**'],
    ['**/server/**', 'hono', 'drizzle-orm', 'pg', '@electric-sql/pglite'],
    'src/app never imports the server.',
  ),
  layer(['sw/**'], ['react', 'react-dom', '**/app/**', '**/server/**'], 'sw imports only src/data and src/domain.'),
);
