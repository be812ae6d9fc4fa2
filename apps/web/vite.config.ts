import { PRODUCT_TITLE } from '@bicla/api-client/shared';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './security-headers.js';

const API_CLIENT_SOURCE = fileURLToPath(new URL('../../packages/api-client/src/', import.meta.url));

/** The product's name lives in one constant (docs/decisions/d1-name-and-registry-number.md), so index.html takes it from there. */
function productTitle(): Plugin {
  return {
    name: 'bicla:product-title',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_TITLE%', PRODUCT_TITLE),
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
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
    // The server render's bundle holds its packages, in the build's mode whatever NODE_ENV the web
    // server runs with: it runs wherever the build is, and moment's ESM locales (aliased above) resolve.
    ssr: { noExternal: true },
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode) } : {},
    // The server render's bundle (`vite build --ssr`, into <outDir>/.ssr) needs no copy of public/.
    publicDir: isSsrBuild ? false : 'public',
    build: {
      // dist/.vite/manifest.json maps each chunk to its imports: bench/web-bundle.mjs reads the first load from it.
      manifest: !isSsrBuild,
      // The one first-load chunk (below) is larger than Vite's default warning; its budget is bench/web-bundle.mjs's.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // The api-client's modules only declare values (schemas, fetchers, types): one that a chunk
        // does not use can be left out.
        treeshake: { moduleSideEffects: [{ test: /\/packages\/api-client\/src\//, sideEffects: false }] },
        output: {
          // Everything index.html loads goes out as one chunk: a phone on HTTP/1.1 fetches six files
          // at a time, and forty small ones cost it round trip after round trip
          // (docs/architecture.md, "Performance budgets"). Route chunks stay split.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true, headers },
  };
});
