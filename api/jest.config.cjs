/**
 * API tests: node environment, TypeScript through @swc/jest (CommonJS). Files under test/ run against a
 * fresh database each (in-memory PGlite, or a new database on DATABASE_URL's server); unit tests sit
 * next to their module under src/.
 *
 * Two packages go through the transform as well: cookie 2 (ESM-only, required by fastify's inject,
 * which Node 20 loads natively but Jest's own require cannot), and PGlite, whose CommonJS build reaches
 * node builtins with import(), which Jest only allows with --experimental-vm-modules.
 */
const swc = [
  require.resolve('@swc/jest'),
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': swc, '^.+\\.c?js$': swc },
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(cookie@|@electric-sql\\+pglite@)|cookie/|@electric-sql/pglite/)'],
  testTimeout: 30_000,
};
