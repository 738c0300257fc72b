import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// The browser tests run the built product exactly as `npm start` serves it, on a fresh database.
const PORT = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'inai-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-quic'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // Off: recording a trace (its screenshots above all) doubled the CPU the browser tests use on
    // two cores, and CI shows only what the run prints. To look into a failure, run again with
    // `npx playwright test <spec> --trace retain-on-failure` (decision 0026).
    trace: 'off',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // The app registers a service worker (decision 0050). Specs answer some requests themselves
    // (page.route), which a worker would answer first, and a worker per test would install the
    // app's files in every fresh context: only the specs about the installed app allow one.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: 'node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DEMO_DATA: '0',
      // As behind a load balancer: each test sends its own X-Forwarded-For (e2e/fixtures.ts),
      // so per-address rate limits work as in production without tests tripping each other.
      TRUST_PROXY: '1',
      // A UPI payee, so the purchase panel also offers its QR code (e2e/payments.spec.ts).
      UPI_PAYEE_VPA: 'inaimatrimony@okaxis',
      // A GSTIN (valid in form, of the Tamil Nadu address), so receipts are tax invoices (e2e/small-walls.spec.ts).
      GSTIN: '33AABCI1234A1ZI',
      // Specs add members all through a run: a floor no run reaches keeps the home and about
      // pages on their sentence without numbers. The figures are shown by servers of their own
      // (e2e/public-figures-helpers.ts).
      PUBLIC_FIGURES_FLOOR: '1000000000',
      // An unanswered call rings out in 10 s, not 45 (e2e/calls.spec.ts; read only under NODE_ENV=test).
      CALL_RING_MS: '10000',
    },
  },
});
