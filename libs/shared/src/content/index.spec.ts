import * as shared from '../index.js';
import type { Rule } from './validation.js';

/**
 * The API runs these tables before the DTO's type checks (docs/api.md, Validation), so a rule
 * meets whatever a client sent: it must answer a message or null, never throw.
 */
const TABLES = Object.entries(shared).filter(([name]) => name.endsWith('_RULES')) as [string, Record<string, Rule>][];

const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1.5e308,
  NaN,
  '',
  '   ',
  'x'.repeat(10_000),
  {},
  { $gt: '' },
  [],
  [{ name: {} }],
  ['a', 1],
];

describe('rule tables', () => {
  it('are found', () => expect(TABLES.length).toBeGreaterThan(10));

  describe.each(TABLES)('%s', (_name, table) => {
    it.each(Object.keys(table))('%s answers any kind of value with a message or null', (field) => {
      for (const value of ODD_VALUES) {
        for (const body of [{}, { [field]: value }, { isDonorFunded: true, startDate: value, [field]: value }]) {
          const answer = table[field](value, body);
          expect(answer === null || (typeof answer === 'string' && answer.length > 0)).toBe(true);
        }
      }
    });
  });
});
