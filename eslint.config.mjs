/**
 * The house rules a machine checks (`pnpm lint`, part of `npm test`): TypeScript's recommended rules, the
 * rules of hooks, and the architecture's boundaries as import rules:
 *   - a remote never imports another remote or the host (cross-area links use named routes);
 *   - the host never imports a remote (it loads them at run time);
 *   - the API takes only the contracts from the front-end side;
 *   - the run-time core never imports the UI kit or any UI library (it is on the first page and draws nothing);
 *   - the contracts are pure (no React, no browser core, no server);
 *   - the release store is a Node tool: no app code, no UI;
 *   - the first page (the host's frame: login, logout, 404) imports no UI kit and no Chakra (its budget).
 */
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const remotes = ['master', 'partners', 'certifications', 'organization', 'account'];

/** no-restricted-imports with patterns, each group with its reason. */
const restrict = (...groups) => ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }];

/** What the API never imports from the front-end side. */
const API_FRONT_END = [
  ['@console/core', '@console/ui', '@console/ui/*', '@console/build', '@console/build/*', 'host', 'remote-*', '**/shared/**', '**/host/**', '**/remote-*/**'],
  'The API takes only @console/contracts from the front-end side.',
];

const FIRST_PAGE = 'The first page carries no UI library (its 250 KB budget): load the shell lazily.';

const UI_LIBRARIES = [['react', 'react-dom', 'react-dom/*', 'react-router*', '@chakra-ui/*', '@emotion/*', '@tanstack/react-*', 'react-hook-form'], 'This package draws nothing: no UI library here.'];

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.skew/**', '**/coverage/**', '**/test-results/**', 'api/drizzle/**', 'api/.data/**', 'releases/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly', process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/ui/src/**/*.{ts,tsx}', 'shared/domain/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  ...remotes.map((remote) => ({
    files: [`remote-${remote}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(
        [remotes.filter((other) => other !== remote).flatMap((other) => [`remote-${other}`, `**/remote-${other}/**`]), 'A remote never imports another remote: link with routePath() of @console/contracts.'],
        [['host', 'host/*', '**/host/src/**'], 'A remote never imports the host: it is loaded by it.'],
      ),
    },
  })),
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([['remote-*', '**/remote-*/**'], 'The host never imports a remote: it loads them at run time (config.json).']),
    },
  },
  {
    // The first page (login) and the frame around it: no UI kit, no Chakra. The shell is a lazy chunk.
    files: ['host/src/{App,bootstrap,index}.ts?(x)', 'host/src/{login,frame,logout,not-found,routes}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['remote-*', '**/remote-*/**'], message: 'The host never imports a remote: it loads them at run time (config.json).' },
            { group: ['@chakra-ui/*', '@emotion/*', '**/shell/**'], message: FIRST_PAGE },
            // The kit, except its colour mode: applied before the first paint, a few lines of DOM, no UI library.
            { regex: '^@console/ui(?!/color-mode$)(/.*)?$', message: FIRST_PAGE },
          ],
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(API_FRONT_END, UI_LIBRARIES) },
  },
  {
    // The API's layers point one way: the schema and its client know nothing above them, and the demo set is
    // start-up data that no request's code reaches.
    files: ['api/src/db/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(API_FRONT_END, UI_LIBRARIES, [['**/lib/*', '**/routes/*', '**/auth/*', '**/demo/*'], 'The database layer imports nothing above it.']) },
  },
  {
    files: ['api/src/{lib,routes,auth}/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(API_FRONT_END, UI_LIBRARIES, [['**/demo/*'], 'Demo data is for start-up (bootstrap.ts), not for requests.']) },
  },
  {
    files: ['shared/core/src/**/*.ts'],
    ignores: ['shared/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@console/ui', '@console/ui/*', '**/ui/src/**'], 'The run-time core never imports the UI kit.'],
        [['@console/build', '@console/build/*'], 'Build configuration is not code the core runs.'],
        UI_LIBRARIES,
      ),
    },
  },
  {
    // The core's tests run on the shared test set-up (@console/build/jest/*), which the core itself never imports.
    files: ['shared/core/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([['@console/ui', '@console/ui/*', '**/ui/src/**'], 'The run-time core never imports the UI kit.'], UI_LIBRARIES),
    },
  },
  {
    files: ['shared/releases/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@console/*', 'host', 'remote-*', '**/host/**', '**/remote-*/**', '**/ui/src/**', '**/core/src/**'], 'The release store is a Node tool: it reads builds, it runs none of their code.'],
        UI_LIBRARIES,
      ),
    },
  },
  {
    files: ['shared/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        [['@console/core', '@console/ui', '@console/ui/*', '**/core/src/**', '**/ui/src/**'], 'Contracts are pure: the API uses them too.'],
        [['fastify', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'ky', 'zustand'], 'Contracts are pure: no server, no client, no state.'],
        UI_LIBRARIES,
      ),
    },
  },
);
