/**
 * API tests: node environment, TypeScript through @swc/jest (CommonJS). Files under test/ run against a
 * fresh database each (in-memory PGlite, or a new database on DATABASE_URL's server); unit tests sit
 * next to their module under src/.
 *
 * Some packages go through the transform as well: the ESM-only ones, which Node 20 loads natively but Jest's own
 * require cannot — cookie 2 (required by fastify's inject), openid-client with oauth4webapi and jose (the social
 * sign-in), oidc-provider (the tests' OpenID Connect server) — and PGlite, whose CommonJS build reaches node
 * builtins with import(), which Jest only allows with --experimental-vm-modules.
 */
const ESM = ['cookie', '@electric-sql/pglite', 'openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];
/** Its folder under node_modules/.pnpm ('@scope+name@version'), as a pattern. */
const pnpmName = (name) => name.replace('/', '\\+');
const swc = [
  require.resolve('@swc/jest'),
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // The demo database, made once per run and loaded by every file that wants it (test/global-setup.ts).
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  transform: { '^.+\\.ts$': swc, '^.+\\.c?js$': swc },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${ESM.map((name) => `${pnpmName(name)}@`).join('|')})|${ESM.map((name) => `${name}/`).join('|')})`],
  // A time-out only tells a hung test from a slow one. Every file starts its own database in a beforeAll
  // (which this time-out bounds too): PGlite's start, the migrations and the demo set are some 10 s of one
  // quiet core. At 4 workers on 2 cores a worker gets half a core, and with the load script beside them
  // (scripts/busy.mjs) a quarter or less: 30 s was a quiet machine's budget.
  testTimeout: 120_000,
};
