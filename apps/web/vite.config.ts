import { PRODUCT_TITLE } from '@bicla/api-client/shared';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The product's name lives in one constant (decision D1), so index.html takes it from there. */
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
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
});
