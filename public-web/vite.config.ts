import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // The shared rules are compiled from source, so the site always uses the current ones.
      '@institute/shared': fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)),
      // '@/x' is src/x: how one layer imports another (app, features, shared), see docs/architecture.md.
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  // The manifest lets ../scripts/first-load.mjs (npm run size) measure what each route loads first.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
