import { PRODUCT_TITLE } from '@bicla/api-client/shared';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const API_CLIENT_SOURCE = fileURLToPath(new URL('../../packages/api-client/src/', import.meta.url));

/** The product's name lives in one constant (docs/decisions/d1-name-and-registry-number.md), so index.html takes it from there. */
function productTitle(): Plugin {
  return {
    name: 'bicla:product-title',
    transformIndexHtml: (html) => html.replaceAll('%PRODUCT_TITLE%', PRODUCT_TITLE),
  };
}

export default defineConfig({
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
  preview: { port: 4173, strictPort: true },
});
