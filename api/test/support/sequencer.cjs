// jest's order of the test files (jest.config.cjs, testSequencer), where a file of an area
// weighs what its folder holds: test/<area>.e2e-spec.ts runs test/<area>/ (test/support/area.ts,
// docs/architecture.md, Tests).
const { statSync, readdirSync, existsSync } = require('node:fs');
const { dirname, join, basename } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** The bytes a test file runs: its own, and for `test/<area>.e2e-spec.ts` those of `test/<area>/`. */
function weight(path) {
  const area = path.endsWith('.e2e-spec.ts') ? join(dirname(path), basename(path, '.e2e-spec.ts')) : null;
  const modules = area && existsSync(area) ? readdirSync(area) : [];
  return modules.reduce((sum, name) => sum + statSync(join(area, name)).size, statSync(path).size);
}

/**
 * jest runs the files it has timed, longest first, and those it has never run (a fresh clone, CI)
 * biggest first, so that no long file starts last while the other worker has nothing left. An area's
 * own file is a few lines that run a folder of modules: by its size, it would start last.
 */
class AreaSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const weights = new Map(sorted.map((test) => [test.path, weight(test.path)]));
    return sorted.sort((a, b) => weights.get(b.path) - weights.get(a.path));
  }
}

module.exports = AreaSequencer;
