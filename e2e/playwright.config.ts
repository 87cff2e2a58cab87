import { defineConfig } from '@playwright/test';
import { API_URL, HOST_URL, chromium, serverEnv } from './ports';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A retry on CI leaves a trace of the second attempt, but a test that passes only then fails the run:
  // flakiness is a failure, not something a quiet machine hides.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    launchOptions: chromium,
    // Recorded on the retry only: a trace films every action (screencast frames), a third of the browser's CPU.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // As a person who asks the system for less motion: dialogs and toasts show at once, no animation frames to paint
    // or wait out (a11y.spec: a sixth less time). partners.spec keeps the motion most people see.
    reducedMotion: 'reduce',
  },
  webServer: [
    {
      // A fresh embedded database for every run.
      command: 'node ../scripts/console.mjs api',
      url: `${API_URL}/health`,
      env: serverEnv,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node ../scripts/console.mjs static',
      url: `${HOST_URL}/config.json`,
      env: serverEnv,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
