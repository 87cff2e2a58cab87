/**
 * Jest configuration shared by every front-end package: TypeScript and JSX through @swc/jest,
 * a jsdom that also has Node's fetch (ky needs it), and Testing Library's matchers.
 *   module.exports = require('@console/build/jest-preset');
 */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // A time-out here only tells a hung test from a slow one: nothing passes sooner for a shorter one. A screen
  // test is CPU work in jsdom (the slowest, typing into long forms, take seconds of one quiet core); on the 2
  // cores of CI it shares the machine with another package's tests, and in the load test (scripts/busy.mjs)
  // with the API's load script too: a third of a core or less, so 4× as long and more. 15 s was a quiet
  // machine's budget (a test past it ran on and acted on the next test's screen: one time-out, many failures).
  testTimeout: 60_000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  // ky is ESM-only: let it through the transform (pnpm keeps it under node_modules/.pnpm/ky@x).
  transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/ky@|ky/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
  moduleNameMapper: { '\\.css$': path.join(__dirname, 'style-stub.cjs') },
};
