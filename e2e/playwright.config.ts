import { defineConfig } from '@playwright/test';
import { API_URL, HOST_URL, chromium, e2ePorts } from './ports';

const env = {
  ...e2ePorts,
  CORS_ORIGINS: HOST_URL,
  // Each test signs in for real; allow that many code requests for the demo admin.
  RATE_LIMIT_CODE_PER_EMAIL: '100',
  RATE_LIMIT_SIGNIN_PER_ADDRESS: '1000',
  RATE_LIMIT_FAILURES_PER_EMAIL_ADDRESS: '1000',
};

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: HOST_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // A fresh embedded database for every run.
      command: 'node ../scripts/console.mjs api',
      url: `${API_URL}/health`,
      env,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node ../scripts/console.mjs static',
      url: `${HOST_URL}/config.json`,
      env,
      timeout: 60_000,
      reuseExistingServer: false,
    },
  ],
});
