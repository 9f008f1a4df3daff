/// <reference types="node" />
/**
 * The site's layers (docs/architecture.md, The public site): src/app on top, src/features/<feature>
 * in the middle, the shared src/components, src/lib and src/styles at the bottom. Code imports only
 * downwards, a feature never imports another feature, and no module imports itself round a cycle.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = __dirname;

type Graph = Record<string, string[]>;

/** Every module of src (paths relative to src, '/'-separated) with the src modules it imports. */
function importGraph(): Graph {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(tsx?|css)$/.test(name)) files.push(path);
    }
  };
  walk(SRC);
  const graph: Graph = {};
  for (const file of files) {
    const text = file.endsWith('.css') ? '' : readFileSync(file, 'utf8');
    const specifiers = [
      ...text.matchAll(/(?:^|\s)(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
    ].map((m) => m[1] ?? m[2]);
    graph[name(file)] = specifiers.map((s) => target(file, s)).filter((t): t is string => t !== null);
  }
  return graph;
}

const name = (file: string) => relative(SRC, file).split('\\').join('/');

/** The src module an import names, or null for a package. */
function target(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return name(candidate);
  }
  throw new Error(`${name(from)} imports '${specifier}', which is not a file`);
}

/** 'app', 'features/<name>' or 'shared' (components, lib, styles); main.tsx mounts the app and counts as app. */
function layer(module: string): string {
  if (module.startsWith('features/')) return module.split('/').slice(0, 2).join('/');
  if (module.startsWith('app/') || module === 'main.tsx') return 'app';
  return 'shared';
}

/** The imports that break the layering, as 'from -> to'. */
function layerViolations(graph: Graph): string[] {
  const allowed = (from: string, to: string) => {
    const a = layer(from);
    const b = layer(to);
    if (a === b || b === 'shared') return true;
    return a === 'app' && b.startsWith('features/');
  };
  return Object.entries(graph).flatMap(([from, targets]) => targets.filter((to) => !allowed(from, to)).map((to) => `${from} -> ${to}`));
}

/** One import cycle as the list of its modules (the first repeated at the end), or null. */
function findCycle(graph: Graph): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (module: string): string[] | null => {
    if (state.get(module) === 'done') return null;
    if (state.get(module) === 'open') return [...path.slice(path.indexOf(module)), module];
    state.set(module, 'open');
    path.push(module);
    for (const next of graph[module] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(module, 'done');
    return null;
  };
  for (const module of Object.keys(graph)) {
    const cycle = visit(module);
    if (cycle) return cycle;
  }
  return null;
}

describe('the layering checks', () => {
  it('catch a feature importing another feature, a feature or shared module importing app, and shared code importing a feature', () => {
    expect(
      layerViolations({
        'features/news/components/NewsCard.tsx': ['features/programs/api/get-programs.ts', 'components/Icon.tsx'],
        'features/team/components/TeamList.tsx': ['app/layout/Layout.tsx'],
        'components/CardSection.tsx': ['features/team/components/TeamCard.tsx'],
        'lib/meta.ts': ['app/query-client.ts'],
        'app/routes/HomePage.tsx': ['features/news/components/NewsSection.tsx', 'lib/meta.ts'],
      }),
    ).toEqual([
      'features/news/components/NewsCard.tsx -> features/programs/api/get-programs.ts',
      'features/team/components/TeamList.tsx -> app/layout/Layout.tsx',
      'components/CardSection.tsx -> features/team/components/TeamCard.tsx',
      'lib/meta.ts -> app/query-client.ts',
    ]);
  });

  it('catch a cycle, however long', () => {
    expect(findCycle({ 'lib/a.ts': ['lib/b.ts'], 'lib/b.ts': ['lib/c.ts'], 'lib/c.ts': ['lib/a.ts'] })).toEqual([
      'lib/a.ts',
      'lib/b.ts',
      'lib/c.ts',
      'lib/a.ts',
    ]);
    expect(findCycle({ 'lib/a.ts': ['lib/b.ts', 'lib/c.ts'], 'lib/b.ts': ['lib/c.ts'], 'lib/c.ts': [] })).toBeNull();
  });
});

describe('the site', () => {
  const graph = importGraph();

  it('is read whole: the route table, a feature and the shared code are in the graph', () => {
    expect(graph['app/App.tsx']).toContain('app/routes/HomePage.tsx');
    expect(graph['app/routes/HomePage.tsx']).toContain('features/news/components/NewsSection.tsx');
    expect(Object.keys(graph)).toContain('lib/api.ts');
  });

  it('imports only downwards: no feature imports another feature or app, and shared code imports neither', () => {
    expect(layerViolations(graph)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(findCycle(graph)).toBeNull();
  });
});
