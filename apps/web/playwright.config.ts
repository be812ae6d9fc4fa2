import { defineConfig } from '@playwright/test';

const CMS_PORT = 1338;
const WEB_PORT = 4174;
const webUrl = `http://localhost:${WEB_PORT}`;

/**
 * Journeys run against the real CMS (seeded SQLite) and the built web app, in Debian's
 * Chromium: browsers are never downloaded on these machines.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: webUrl,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    {
      command: 'node e2e/start-cms.mjs',
      url: `http://localhost:${CMS_PORT}/_health`,
      env: { E2E_CMS_PORT: String(CMS_PORT), E2E_WEB_URL: webUrl },
      timeout: 180_000,
      reuseExistingServer: false,
    },
    {
      // Built with this run's CMS address baked in, into its own folder, and served by the
      // production server (server/main.ts), as npm start and Docker serve it.
      command: 'vite build --outDir .e2e-dist --emptyOutDir && vite build --ssr src/entry-server.tsx --outDir .e2e-dist/.ssr && tsup && node build/server/main.js',
      url: webUrl,
      env: { VITE_API_URL: `http://localhost:${CMS_PORT}`, WEB_DIST_DIR: '.e2e-dist', PORT: String(WEB_PORT) },
      timeout: 180_000,
      reuseExistingServer: false,
    },
  ],
});
