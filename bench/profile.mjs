// Summarises the V8 CPU profiles (`node --cpu-prof`) in a directory: where the app's CPU goes,
// by package (node_modules/<name>, node: internals, the app's own dist/) and by function (self time).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function owner(url) {
  if (!url) return '(native / GC)';
  if (url.startsWith('node:')) return 'node internals';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('/api/dist/')) return 'app (api/dist)';
  if (url.includes('/libs/shared/')) return '@institute/shared';
  return url;
}

export function summariseProfiles(dir, top = 15) {
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const p = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const byId = new Map(p.nodes.map((n) => [n.id, n]));
    const self = new Map();
    const dt = p.timeDeltas;
    for (let i = 0; i < p.samples.length; i++) self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (dt[i] ?? 0));
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const idle = [...self]
      .filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName))
      .reduce((a, [, t]) => a + t, 0);
    const pkgs = new Map();
    const fns = new Map();
    for (const [id, t] of self) {
      const { functionName, url, lineNumber } = byId.get(id).callFrame;
      if (['(idle)', '(program)'].includes(functionName)) continue;
      const pkg = functionName === '(garbage collector)' ? '(garbage collector)' : owner(url);
      pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
      const key = `${functionName || '(anonymous)'} ${url ? url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/api\/dist\//, 'dist/') + ':' + (lineNumber + 1) : ''}`;
      fns.set(key, (fns.get(key) ?? 0) + t);
    }
    // Inclusive: the share of samples with a package anywhere on the stack (its callees included).
    const parent = new Map();
    for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const inclusive = new Map();
    for (const [id, t] of self) {
      if (['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName)) continue;
      const seen = new Set();
      for (let at = id; at !== undefined; at = parent.get(at)) {
        const url = byId.get(at).callFrame.url;
        if (url && !url.startsWith('node:')) seen.add(owner(url));
      }
      for (const pkg of seen) inclusive.set(pkg, (inclusive.get(pkg) ?? 0) + t);
    }
    const busy = total - idle;
    console.log(`\n${file}: ${(busy / 1000).toFixed(0)} ms busy of ${(total / 1000).toFixed(0)} ms sampled`);
    const show = (map) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .forEach(([k, t]) => console.log(`  ${((100 * t) / busy).toFixed(1).padStart(5)} %  ${k}`));
    console.log(' by package:');
    show(pkgs);
    console.log(' by package, inclusive (the package or what it calls):');
    show(inclusive);
    console.log(' by function (self time):');
    show(fns);
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) summariseProfiles(process.argv[2] ?? '.');
