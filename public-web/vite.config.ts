import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** The islands' modules (every `*.island.tsx` under src/, lib/islands.tsx): each is an entry the browser loads by itself. */
const islands = readdirSync(fileURLToPath(new URL('./src', import.meta.url)), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.island.tsx'))
  .map((file) => `src/${file.replaceAll('\\', '/')}`);

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
        // The islands' runtime asks for the chunks the server names (src/main.tsx, app/hydrate.tsx): no preload helper.
        modulePreload: false,
        rolldownOptions: {
          // The page (index.html: src/main.tsx, which loads app/hydrate.tsx), each island, and the
          // app as the server renders it (src/app/App.tsx): never loaded by the browser, it is
          // built so that the manifest names each page's stylesheets (docs/public-site.md, Islands).
          input: ['index.html', 'src/app/App.tsx', ...islands],
          // An island's chunk keeps its default export, which the browser imports (app/hydrate.tsx).
          preserveEntrySignatures: 'exports-only',
        },
      },
}));
