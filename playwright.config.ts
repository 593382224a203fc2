import { defineConfig, devices } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USERNAME, E2E_BASE_URL, E2E_PORT } from './e2e/support/credentials';

// Debian's Chromium (npx playwright install is not available here).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Journeys that only look at pages (layout, language, fonts, screenshots, client-side checks): what they show
 * does not depend on which database the server runs on, so CI's second pass on PostgreSQL
 * (E2E_DATABASE_ONLY=1) leaves them out. A new journey runs on both databases unless it is listed here.
 */
const PAGE_ONLY_JOURNEYS = [
  // axe reads the pages' markup; the data it stores first only gives the pages something to show.
  'accessibility.spec.ts',
  'analysis-home-budget.spec.ts',
  'analysis-screenshots.spec.ts',
  'house-bengali-font.spec.ts',
  'house-terms.spec.ts',
  'long-words-phone.spec.ts',
  'navigation-screenshots.spec.ts',
  'navigation.spec.ts',
];

/**
 * Journeys that read figures counted over the whole database (the dashboard's totals, the agreement of
 * corrections): another worker's analyses would move them, so they run after all the others, one at a time.
 */
const ALONE_JOURNEYS = [
  'admin-dashboard.spec.ts',
  'admin-dashboard-loading.spec.ts',
  'admin-dashboard-moderator.spec.ts',
  'corrections.spec.ts',
];

const skipped = process.env.E2E_DATABASE_ONLY ? PAGE_ONLY_JOURNEYS : [];
const globs = (files: string[]) => files.map((file) => `**/${file}`);
const desktop = { ...devices['Desktop Chrome'], launchOptions };

export default defineConfig({
  testDir: 'e2e',
  // E2E_OUTPUT_DIR keeps side-by-side runs from wiping each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/e2e',
  fullyParallel: false,
  // Two workers share the one server; the journeys in ALONE_JOURNEYS wait for them (project "alone").
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: globs([...skipped, ...ALONE_JOURNEYS]) },
    {
      name: 'alone',
      use: desktop,
      testMatch: globs(ALONE_JOURNEYS),
      testIgnore: globs(skipped),
      dependencies: ['desktop'],
      workers: 1,
    },
  ],
  webServer: {
    command: 'bash e2e/support/start-server.sh',
    url: `${E2E_BASE_URL}/api/health/`,
    timeout: 240_000,
    // Never reuse: a server left by another run may have other admin credentials or an older build.
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(E2E_PORT),
      SHOBDO_ADMIN_USERNAME: ADMIN_USERNAME,
      SHOBDO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      SHOBDO_AUTH_RATE_LIMIT: '100000',
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    },
  },
});
