import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: [
      // The shared rules are compiled from source, so the site always uses the current ones; each
      // language's catalogue is its own entry point, so a page loads only its own (src/app/start.tsx).
      {
        find: /^@institute\/shared\/catalogue\/(en|ne)$/,
        replacement: fileURLToPath(new URL('../libs/shared/src/i18n/catalogue/$1.ts', import.meta.url)),
      },
      { find: /^@institute\/shared$/, replacement: fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)) },
      // '@/x' is src/x: how one layer imports another (app, features, shared), see docs/architecture.md.
      { find: /^@\//, replacement: `${fileURLToPath(new URL('./src', import.meta.url))}/` },
    ],
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // The server renderer (src/entry-server.tsx) is one self-contained CommonJS file that the API
  // process loads (docs/public-site.md, Server rendering); it sits beside the browser build, not in it.
  ssr: { noExternal: true },
  // React's production server renderer, whatever NODE_ENV the API process runs with.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false } },
      }
    : // The manifest lets the server link each page's chunk and stylesheets, and ../scripts/first-load.mjs
      // (npm run size) measure what each route loads first.
      {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          output: {
            // What two or more chunks share (React, the router, the site's own components and
            // helpers) is one chunk rather than a dozen small ones, each a request before the
            // page runs; what only one page uses stays in that page's chunk.
            // Vite's small helper for dynamic imports, which the entry needs, is a chunk of its own:
            // in the shared one, the entry would load all of it before the page is painted (src/main.tsx).
            codeSplitting: {
              groups: [
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
                { name: 'shared', test: /./, minShareCount: 2 },
              ],
            },
          },
        },
      },
}));
