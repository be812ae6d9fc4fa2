import { defineConfig } from 'tsup';

/** The web server (server/main.ts) as one ESM file; its packages stay in node_modules. */
export default defineConfig({
  entry: ['server/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'build/server',
  clean: true,
});
