/**
 * Every package's unit tests in one run (`npm test`): one scheduler hands the files of all packages to two workers,
 * longest first, so no core waits while another package's lane finishes (`pnpm -r` ran one package per lane, in
 * dependency order). Each package keeps its own jest.config.cjs and `test` script, used here as they are.
 * The API is not here: its suite runs apart, on each database (scripts/console.mjs).
 */
module.exports = {
  // A global option, which a project's config cannot set: the front end's (the preset explains it).
  testTimeout: require('./shared/build/jest/preset.cjs').testTimeout,
  // The longest files first, from measured times where the machine has none (a fresh CI machine).
  testSequencer: require.resolve('./shared/build/jest/sequencer.cjs'),
  projects: [
    '<rootDir>/shared/core',
    '<rootDir>/shared/contracts',
    '<rootDir>/shared/ui',
    '<rootDir>/shared/releases',
    '<rootDir>/host',
    '<rootDir>/remote-master',
    '<rootDir>/remote-partners',
    '<rootDir>/remote-certifications',
    '<rootDir>/remote-organization',
    '<rootDir>/remote-account',
  ],
};
