/** Store, pointer and guard tests: node environment, TypeScript through @swc/jest (CommonJS), temp folders only. */
const swc = [
  require.resolve('@swc/jest'),
  { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
];

module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': swc },
  // The S3 store's tests talk to a local S3 server over HTTP: a busy machine's time, not a quiet one's.
  testTimeout: 60_000,
};
