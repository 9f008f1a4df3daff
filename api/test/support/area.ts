import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const AREA_FILE = '.e2e-spec.ts';

/**
 * Runs, as the jest test file `test/<area>.e2e-spec.ts` that calls it with its own `__filename`, the
 * test modules of the area's folder of the same name (`test/<area>/*.e2e.ts`), in the order of their
 * names (docs/architecture.md, Tests). The suite's sequencer (sequencer.cjs) weighs the file by
 * that folder.
 *
 * jest loads every module afresh for each test file, and a file of this suite loads the whole app
 * (Nest, TypeORM, the validators, the server renderer: about 2,800 modules, 1.5 s of CPU) before its
 * first test. An area's modules share that one load; each still makes its own apps, databases and
 * data folders, and keeps its hooks inside its own `describe` blocks (a hook at a module's top level
 * would run for the whole area). The folder holds test modules only; helpers live in `test/support/`.
 */
export function runArea(areaFile: string): void {
  if (!areaFile.endsWith(AREA_FILE)) throw new Error(`an area's test file is named <area>${AREA_FILE}: ${areaFile}`);
  const folder = areaFile.slice(0, -AREA_FILE.length);
  const names = readdirSync(folder).sort();
  // A file named otherwise would be run by nothing: jest runs only the areas' own files.
  const stray = names.filter((name) => !name.endsWith('.e2e.ts'));
  if (stray.length > 0) throw new Error(`not a test module (*.e2e.ts) in ${folder}: ${stray.join(', ')}`);
  if (names.length === 0) throw new Error(`no test module (*.e2e.ts) in ${folder}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module's describe blocks are registered as it loads
  for (const name of names) require(join(folder, name));
}
