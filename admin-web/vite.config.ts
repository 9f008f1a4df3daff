import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: [
      // The shared rules compiled from source, as the public site does; the Nepali catalogue is its
      // own entry point there, and the back office's Nepali texts take its words (src/i18n/product.ts).
      {
        find: /^@institute\/shared\/catalogue\/(en|ne)$/,
        replacement: fileURLToPath(new URL('../libs/shared/src/i18n/catalogue/$1.ts', import.meta.url)),
      },
      { find: /^@institute\/shared$/, replacement: fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)) },
    ],
  },
  // Everything outside /admin (the API, uploads, and the public site with its /auth sign-in page)
  // comes from the API on :3000, as in production where one origin serves all three.
  server: { proxy: { '^/(?!admin(/|$))': 'http://localhost:3000' } },
  // The manifest lets ../scripts/first-load.mjs (npm run size) measure what each screen loads first.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The vendor chunk below is ~780 kB minified (~240 kB gzip) by design.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // One vendor chunk with the libraries every page needs (React, react-admin's core and
          // layout, MUI, react-router, react-query): it changes only when a dependency does, so
          // a new app release does not make browsers fetch it again. Library code that only some
          // screens use ('$initial' excludes it) stays with those screens' lazy chunks.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
