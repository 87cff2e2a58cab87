/**
 * '@console/ui/testing', for tests only: the render and API-mock helpers (harness.tsx) and the generic screen suite
 * built on them (suite.tsx). Two modules, so the suite imports the helpers without importing itself back.
 */
export * from './harness';
export { describeResourceScreen, sampleRow, type ResourceScreenSuite } from './suite';
