import { PRODUCT_TITLE } from '@bicla/api-client/shared';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { nginxInclude, securityHeaders } from './security-headers.js';

const API_CLIENT_SOURCE = fileURLToPath(new URL('../../packages/api-client/src/', import.meta.url));

/** The product's name lives in one constant (docs/decisions/d1-name-and-registry-number.md), so index.html takes it from there. */
function productTitle(): Plugin {
  return {
    name: 'bicla:product-title',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_TITLE%', PRODUCT_TITLE),
  };
}

/** Where the Docker image takes nginx's copy of the headers from (Dockerfile, nginx.conf). */
const NGINX_HEADERS = fileURLToPath(new URL('./build/nginx/security-headers.conf', import.meta.url));

/** Writes the headers the preview server sends as an nginx include, so the two never differ. */
function nginxSecurityHeaders(headers: Record<string, string>): Plugin {
  return {
    name: 'bicla:nginx-security-headers',
    apply: 'build',
    closeBundle() {
      mkdirSync(dirname(NGINX_HEADERS), { recursive: true });
      writeFileSync(NGINX_HEADERS, nginxInclude(headers));
    },
  };
}

export default defineConfig(({ mode }) => {
  // The same VITE_* values the build inlines (files, then the environment, which wins).
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const headers = securityHeaders({
    apiUrl: env.VITE_API_URL || 'http://localhost:1337',
    googleMaps: Boolean(env.VITE_GOOGLE_MAPS_API_KEY),
  });
  return {
    plugins: [
      // Must come before the React plugin: it splits route files before they are compiled.
      tanstackRouter({
        target: 'react',
        routesDirectory: './src/routes',
        generatedRouteTree: './src/route-tree.gen.ts',
        autoCodeSplitting: true,
      }),
      react(),
      productTitle(),
      nginxSecurityHeaders(headers),
    ],
    resolve: {
      alias: [
        // Vite resolves `moment` to its ESM build; its locales must register on that same instance.
        { find: /^moment\/locale\/(.*)$/, replacement: 'moment/dist/locale/$1' },
        // react-slick's polyfill, for a ResizeObserver every browser the build targets has.
        {
          find: /^resize-observer-polyfill$/,
          replacement: fileURLToPath(new URL('./src/lib/native-resize-observer.ts', import.meta.url)),
        },
        // The api-client's built bundle holds all its shared code in one module, so every page would
        // carry yup and every form's schema. From its source (as Jest reads it), each chunk keeps
        // only the modules it uses.
        { find: /^@bicla\/api-client$/, replacement: `${API_CLIENT_SOURCE}index.ts` },
        { find: /^@bicla\/api-client\/shared$/, replacement: `${API_CLIENT_SOURCE}shared.ts` },
      ],
    },
    build: {
      // dist/.vite/manifest.json maps each chunk to its imports: bench/web-bundle.mjs reads the first load from it.
      manifest: true,
      rolldownOptions: {
        // The api-client's modules only declare values (schemas, fetchers, types): one that a chunk
        // does not use can be left out.
        treeshake: { moduleSideEffects: [{ test: /\/packages\/api-client\/src\//, sideEffects: false }] },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true, headers },
  };
});
