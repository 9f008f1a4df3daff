import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@institute/shared': fileURLToPath(new URL('../libs/shared/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true },
});
