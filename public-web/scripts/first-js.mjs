// Prints the JavaScript each route downloads before it can show (entry + the page's chunk and
// their static imports), gzipped, from the build's manifest. Fails when the home route is over budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const HOME_BUDGET_KB = 150;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const pages = Object.keys(manifest).filter((k) => /src\/pages\/.+Page\.tsx$/.test(k));

const rows = pages.map((page) => {
  const files = [...closure([entry, page])].map((k) => manifest[k].file);
  return { page: page.replace(/^.*pages\//, ''), kb: files.reduce((sum, f) => sum + gzipKb(f), 0) };
});
rows.sort((a, b) => a.page.localeCompare(b.page));
for (const { page, kb } of rows) console.log(`${page.padEnd(42)} ${kb.toFixed(1).padStart(6)} kB gzip`);
const home = rows.find((r) => r.page.startsWith('home/'));
console.log(`\nHome route first JS: ${home.kb.toFixed(1)} kB gzip (budget ${HOME_BUDGET_KB} kB)`);
if (home.kb > HOME_BUDGET_KB) process.exit(1);
