/**
 * Jest configuration shared by every front-end package: TypeScript and JSX through @swc/jest,
 * a jsdom that also has Node's fetch (ky needs it), and Testing Library's matchers.
 *   module.exports = require('@console/build/jest-preset');
 */
const path = require('node:path');

module.exports = {
  testEnvironment: path.join(__dirname, 'environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  // A screen test types into forms in jsdom: a few seconds on 2 busy cores, so 5 s is too close.
  testTimeout: 15_000,
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
