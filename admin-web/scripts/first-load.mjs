// Prints the JavaScript each back-office screen downloads before it can show: the entry with its
// static imports, plus the screen's lazy chunk (a resource folder's screens.tsx, the dashboard,
// site configuration) with its static imports; gzip -9 sizes, from the build's manifest.
// `node scripts/first-load.mjs --chunks` also lists the chunks of the dashboard's first load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const size = (file) => {
  const raw = readFileSync(join(dist, file));
  return { raw: raw.length / 1024, gzip: gzipSync(raw, { level: 9 }).length / 1024 };
};
const sum = (files) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const screens = Object.keys(manifest).filter((k) => /src\/(.+\/screens\.tsx|dashboard\/Dashboard\.tsx|site-configuration\/SiteConfiguration\.tsx)$/.test(k));
const fmt = ({ raw, gzip }) => `${raw.toFixed(1).padStart(7)} kB  ${gzip.toFixed(1).padStart(6)} kB gzip`;

const entryFiles = [...closure([entry])].map((k) => manifest[k].file);
console.log(`${'entry (every screen)'.padEnd(40)} ${fmt(sum(entryFiles))}`);
for (const screen of screens.sort()) {
  const files = [...closure([entry, screen])].map((k) => manifest[k].file);
  console.log(`${screen.replace(/^src\//, '').padEnd(40)} ${fmt(sum(files))}`);
}
const all = Object.values(manifest).filter((c) => c.file.endsWith('.js')).map((c) => c.file);
console.log(`${'all JavaScript'.padEnd(40)} ${fmt(sum([...new Set(all)]))}`);
if (process.argv.includes('--chunks')) {
  const dashboard = screens.find((k) => k.includes('dashboard/'));
  console.log('\nFirst load of /admin:');
  for (const k of closure([entry, dashboard])) console.log(`  ${manifest[k].file.padEnd(40)} ${fmt(size(manifest[k].file))}`);
}
