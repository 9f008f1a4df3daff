// Prints the JavaScript each route or screen of a Vite app downloads before it can show: the
// entry with its static imports, plus the page's chunk with its static imports; gzip -9 sizes,
// from the build's manifest (dist/.vite/manifest.json of the folder it runs in). Each app's
// `npm run size` calls it with its own pages:
//   --pages REGEX        manifest keys of the pages to measure (required)
//   --label REGEX        the part of a key left out of its label (default: ^src/)
//   --raw                also the sizes before gzip, the entry alone and all JavaScript
//   --budget PAGE=KB     fails when the page whose label starts with PAGE is over KB kB gzip
//   --chunks PAGE=TITLE  lists the chunks of that page's first load under 'First load of TITLE'
//   --also REGEX         manifest keys every page loads first besides the entry's static imports
//                        (code the entry imports itself once the page is painted)
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string' },
    label: { type: 'string', default: '^src/' },
    raw: { type: 'boolean', default: false },
    budget: { type: 'string' },
    chunks: { type: 'string' },
    also: { type: 'string' },
  },
});
if (!args.pages) throw new Error('first-load: --pages REGEX is required');

const dist = resolve('dist');
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
const fmt = ({ raw, gzip }) =>
  args.raw ? `${raw.toFixed(1).padStart(7)} kB  ${gzip.toFixed(1).padStart(6)} kB gzip` : `${gzip.toFixed(1).padStart(6)} kB gzip`;
const row = (label, kb) => console.log(`${label.padEnd(42)} ${fmt(kb)}`);
/** A page's label and where it goes: 'PAGE=VALUE' split at its '='. */
const split = (option) => option.split(/=(.*)/s, 2);

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const pattern = new RegExp(args.pages);
const pages = Object.keys(manifest)
  .filter((k) => pattern.test(k))
  .map((key) => ({ key, label: key.replace(new RegExp(args.label), '') }))
  .sort((a, b) => a.label.localeCompare(b.label));
const also = args.also ? Object.keys(manifest).filter((k) => new RegExp(args.also).test(k)) : [];
const firstLoad = (page) => [...closure([entry, ...also, page.key])].map((k) => manifest[k].file);

if (args.raw) row('entry (every screen)', sum([...closure([entry, ...also])].map((k) => manifest[k].file)));
const rows = pages.map((page) => ({ ...page, kb: sum(firstLoad(page)) }));
for (const { label, kb } of rows) row(label, kb);
if (args.raw)
  row(
    'all JavaScript',
    sum([
      ...new Set(
        Object.values(manifest)
          .filter((c) => c.file.endsWith('.js'))
          .map((c) => c.file),
      ),
    ]),
  );

if (args.chunks) {
  const [prefix, title] = split(args.chunks);
  console.log(`\nFirst load of ${title}:`);
  for (const file of firstLoad(pages.find((p) => p.label.startsWith(prefix)))) console.log(`  ${file.padEnd(40)} ${fmt(size(file))}`);
}

if (args.budget) {
  const [prefix, budget] = split(args.budget);
  const page = rows.find((r) => r.label.startsWith(prefix));
  const name = prefix.replace(/\/$/, '');
  console.log(`\n${name.charAt(0).toUpperCase()}${name.slice(1)} route first JS: ${page.kb.gzip.toFixed(1)} kB gzip (budget ${budget} kB)`);
  if (page.kb.gzip > Number(budget)) process.exit(1);
}
