import { parseStatisticValue, STATISTIC_RULES } from './statistics.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, STATISTIC_RULES);

describe('statistic rules', () => {
  it('requires key, label and value', () => {
    expect(validate({}).map((e) => e.message)).toEqual(['Key is required', 'Label is required', 'Value is required']);
  });
  it('accepts the keys the public site and the admin defaults use', () => {
    expect([STATISTIC_RULES.key('totalGraduates'), STATISTIC_RULES.key('students_trained')]).toEqual([null, null]);
  });
  it('rejects a key that would not be safe in the address', () => {
    expect(STATISTIC_RULES.key('total graduates/2')).toBe('Key must start with a letter and contain only letters, numbers and underscores');
  });
});

describe('parseStatisticValue', () => {
  it('reads a number written with a thousands separator', () => expect(parseStatisticValue('15,420', 0)).toBe(15420));
  it('ignores a plus suffix', () => expect(parseStatisticValue('15000+', 0)).toBe(15000));
  it('falls back when there are no digits', () => expect(parseStatisticValue('many', 39)).toBe(39));
  it('falls back for a missing value', () => expect(parseStatisticValue(undefined, 50)).toBe(50));
  it('reads a number value', () => expect(parseStatisticValue(18, 0)).toBe(18));
  it('strips a decimal point like any other non-digit', () => expect(parseStatisticValue('4.5', 0)).toBe(45));
  it('falls back when the digits exceed a safe integer', () => expect(parseStatisticValue('9'.repeat(20), 7)).toBe(7));
});
