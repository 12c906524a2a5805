import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';

/** `E2E_PORT` moves our server, to run some specs beside another run (most specs expect 9000). */
const PORT = Number(process.env.E2E_PORT ?? 9000);
/**
 * A server started elsewhere to test instead of ours (nginx, from
 * scripts/nginxCheck.mjs); none of our servers start then.
 */
const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL;

/**
 * End-to-end tests run in Debian's Chromium against the production build
 * served exactly as `npm run serve` serves it. Build first (`npm run build`).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test (kept only for failures) made the browser tests a quarter to a
    // third slower on two cores (33 tests: 135-150 s against 99-110 s). npm test and CI record none;
    // a run by hand keeps the failures' traces, and `--trace on` records one for any test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: EXTERNAL_BASE_URL
    ? []
    : [
        {
          command: `node scripts/serve.mjs --port ${PORT}`,
          url: `http://127.0.0.1:${PORT}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
        },
        {
          // The API server and OAuth provider the tool pages talk to (tests/e2e/tools.spec.ts).
          command: 'node tests/e2e/stubs/toolServers.mjs',
          url: 'http://127.0.0.1:3002/__log',
          reuseExistingServer: !process.env.CI,
          timeout: 10_000,
        },
        {
          // The media fixtures the video players play (tests/e2e/video.spec.ts).
          command: 'node tests/e2e/stubs/mediaServer.mjs',
          url: 'http://127.0.0.1:3004/__log',
          reuseExistingServer: !process.env.CI,
          timeout: 10_000,
        },
      ],
});
