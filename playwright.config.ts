import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8788);
// Another port (E2E_PORT) and build (E2E_STATIC_DIR) let two runs share a machine without sharing a server.
const SUFFIX = process.env.E2E_PORT ? `-${PORT}` : '';
const STATIC_DIR = process.env.E2E_STATIC_DIR ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  // A real SMTP server catching the server's mail (codes, magic links); pages/mailbox.ts reads what it caught.
  globalSetup: './e2e/global-setup.ts',
  outputDir: `test-results${SUFFIX}`,
  // Two cores: journeys with two browser contexts each run one at a time.
  workers: 1,
  // In CI a failed journey runs once more; one that passes then is reported as flaky by name
  // (scripts/summarize-tests.mjs), so it is seen and fixed, not hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: `test-reports/e2e${SUFFIX}.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Service workers need a secure context; localhost is one.
    serviceWorkers: 'allow',
    // A trace films every action (screencast frames through the compositor): a quarter of the run's time. It is
    // recorded when a failed journey runs again (CI), or when asked for (--trace on).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-gpu',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // A fresh embedded database per run, no demo data: the journeys create what they need.
    command: `rm -rf .e2e-data${SUFFIX} && node --import tsx sync-server/src/index.ts`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: `.e2e-data${SUFFIX}`,
      DEMO_DATA: '0',
      STATIC_DIR,
      LOG_LEVEL: 'silent',
      SMTP_URL: `smtp://127.0.0.1:${PORT + 100}`,
      MAIL_FROM: 'HireSync <no-reply@hiresync.test>',
      // No SMS provider in tests: texts go to this outbox (the log transport), where pages/mailbox.ts reads them.
      OUTBOX_DIR: `.e2e-outbox${SUFFIX}`,
      // Code sends are throttled per client address; each journey poses as its own client (pages/client-address.ts).
      TRUST_PROXY: '1',
      // The support journeys' agent (pages/support-pages.ts): this address is an agent once it has an account.
      SUPPORT_AGENT_EMAILS: `support-agent-${PORT}@example.com`,
    },
  },
});
