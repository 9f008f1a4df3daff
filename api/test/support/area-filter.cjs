// jest's filter (jest.config.cjs, `filter`): a test module of an area (test/<area>/*.e2e.ts) runs
// within its area's file (test/support/area.ts) when that file runs too, and by itself when only it
// was asked for: `npx jest test/public-site/public-pages.e2e.ts` (docs/architecture.md, Tests).
const { basename, dirname, join } = require('node:path');

/** The area file that runs the module at `path`: test/<area>/x.e2e.ts → test/<area>.e2e-spec.ts. */
const areaFile = (path) => join(dirname(dirname(path)), `${basename(dirname(path))}.e2e-spec.ts`);

module.exports = async (paths) => {
  const selected = new Set(paths);
  return { filtered: paths.filter((path) => !path.endsWith('.e2e.ts') || !selected.has(areaFile(path))) };
};
