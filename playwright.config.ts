import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT || 3100);
/** The local OAuth server standing in for Google (tests never reach the real one). */
export const OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT || 3190);
const oauth = `http://127.0.0.1:${OAUTH_PORT}`;
const baseURL = `http://localhost:${port}`;
// Playwright's own browser download does not work on these machines: use the system Chromium.
const executablePath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // A minute a test: the same walk takes 2–4 times longer on a loaded shared CI machine than here
  // (three axe runs on the wizard went past 30 s there). A test that hangs still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // A Ukrainian browser unless a test says otherwise (the default en-US would pick English).
    locale: 'uk-UA',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'mobile', use: { viewport: { width: 375, height: 812 }, hasTouch: true } },
  ],
  webServer: [
    {
      command: `node tests/support/fake-oauth-server.mjs ${OAUTH_PORT}`,
      port: OAUTH_PORT,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
    command: 'npx tsx --conditions=react-server scripts/start.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      APP_URL: baseURL,
      PGLITE_DATA_DIR: `${process.env.E2E_DATA_DIR || '.data/e2e'}/pglite`,
      STORAGE_DIR: `${process.env.E2E_DATA_DIR || '.data/e2e'}/storage`,
      LOG_LEVEL: 'warn',
      // Background jobs (the deposit's hold, the extras taken from it) picked up within a second,
      // so the tests wait for them a second rather than the default ten.
      JOBS_POLL_MS: '1000',
      // Every test browser shares one address (loopback): give it the budget of a busy NAT.
      RATE_LIMIT_ADDRESS_MULTIPLIER: '100',
      // Gives one screen an unknown guard so the suite can reach the "Unknown middleware" page
      // (a screen no other end-to-end test opens: the booking page and /cabinet/payments are tested now).
      E2E_GUARD_OVERRIDES: 'password-change=mystery',
      GOOGLE_CLIENT_ID: 'kermo-test',
      GOOGLE_CLIENT_SECRET: 'kermo-secret',
      GOOGLE_AUTHORIZE_URL: `${oauth}/authorize`,
      GOOGLE_TOKEN_URL: `${oauth}/token`,
      GOOGLE_USERINFO_URL: `${oauth}/userinfo`,
    },
    },
  ],
});
