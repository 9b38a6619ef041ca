import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL as BASE_URL, E2E_DATA_DIR, E2E_PORT as PORT, E2E_PUBLIC_URL } from './e2e/support/server';
import { CRYPTO_PROVIDER_URL, PRICE_PROVIDER_URL } from './e2e/support/price-provider';
import { ENABLE_BANKING_FAKE_URL } from './e2e/support/enable-banking';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // A fake price provider on 127.0.0.1 for the investment screens: no test reaches the internet.
  globalSetup: './e2e/support/price-provider.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Every run starts from an empty database and outbox.
    // exec: the server replaces the shell, so stopping the web server stops the process holding the port.
    command: `node tools/build-server-if-changed.mjs && rm -rf ${E2E_DATA_DIR} && exec node packages/server/dist/main.mjs`,
    url: `${BASE_URL}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      // Passkeys answer only this origin (e2e/support/server.ts says why it is not BASE_URL).
      PUBLIC_URL: E2E_PUBLIC_URL,
      RATE_LIMIT_AUTH: '1000',
      LOG_LEVEL: 'warn',
      // Every answer the browser gets is checked against its contract schema.
      VALIDATE_RESPONSES: '1',
      PRICE_PROVIDER_CRYPTO_URL: CRYPTO_PROVIDER_URL,
      PRICE_PROVIDER_COMMODITY_URL: PRICE_PROVIDER_URL,
      PRICE_PROVIDER_TIMEOUT_MS: '3000',
      // The fake Enable Banking API that e2e/connections-enable-banking.spec.ts starts.
      ENABLE_BANKING_API_URL: ENABLE_BANKING_FAKE_URL,
      // A build of the web in another folder (vite build --outDir), so parallel runs do not share one.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
