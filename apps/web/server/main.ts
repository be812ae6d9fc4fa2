// Runs the built web app in production: `node build/server/main.js` (npm start, Docker).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { renderFirstScreen } from '../src/entry-server';
import { createWebServer } from './app';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The same VITE_* values the build used: the environment wins, then .env files as Vite ranks them.
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  const envFile = path.join(webDir, file);
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

const apiUrl = process.env.VITE_API_URL || 'http://localhost:1337';
const port = Number(process.env.PORT || 5173);

const distDir = path.resolve(webDir, process.env.WEB_DIST_DIR || 'dist');
// The app's server render, built beside the web build (`vite build --ssr`, package.json's build).
const ssrEntry = path.join(distDir, '.ssr', 'entry-server.js');
const ssr = existsSync(ssrEntry) ? ((await import(pathToFileURL(ssrEntry).href)) as { renderFirstScreen: typeof renderFirstScreen }) : null;
if (!ssr) console.warn(`[web] ${ssrEntry} is missing: pages are sent without their first screen.`);

const app = createWebServer({
  distDir,
  apiUrl,
  cmsUrl: process.env.CMS_INTERNAL_URL || undefined,
  siteUrl: process.env.SITE_URL || undefined,
  googleMaps: Boolean(process.env.VITE_GOOGLE_MAPS_API_KEY),
  fontDir: path.join(webDir, 'node_modules', '@fontsource', 'inter', 'files'),
  renderFirstScreen: ssr?.renderFirstScreen,
});

// No hostname: Node listens on every address, IPv4 and IPv6, so localhost and 127.0.0.1 both answer.
const server = serve({ fetch: app.fetch, port }, () => console.log(`Bicla web: http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
