import { locationError, occupationError, PROJECT_RULES, totalParticipants } from './projects.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, PROJECT_RULES);

describe('project rules', () => {
  it('accepts a project with title and implementation duration', () => {
    expect(validate({ title: 'Skills for Youth', implementationDuration: '2023-2025' })).toEqual([]);
  });
  it('requires the implementation duration', () => {
    expect(PROJECT_RULES.implementationDuration(' ')).toBe('Implementation duration is required');
  });
  it('requires a title', () => expect(PROJECT_RULES.title('')).toBe('Title is required'));
  it('rejects an unknown status', () => {
    expect(PROJECT_RULES.status('paused')).toBe('Status must be one of active, ongoing, completed, cancelled');
  });
  it('reports the first bad occupation of the list', () => {
    expect(
      PROJECT_RULES.occupations([
        { name: 'Plumber', count: 10 },
        { name: 'Welder', count: 0 },
      ]),
    ).toBe('Number of persons must be a whole number greater than 0');
  });
  it('rejects a blank location in the list', () => {
    expect(PROJECT_RULES.locations(['Kathmandu', '  '])).toBe('Location cannot be empty');
  });
  it('rejects a start date that is not a YYYY-MM-DD day', () => {
    expect(PROJECT_RULES.startDate('2024-02-30')).toBe('Date must be a valid date in the form YYYY-MM-DD');
  });
  it('rejects an end date before the start date', () => {
    expect(validate({ title: 'T', implementationDuration: '1 year', startDate: '2024-05-01', endDate: '2024-04-30' })).toEqual([
      { field: 'endDate', message: 'End date cannot be before the start date' },
    ]);
  });
  it('accepts an end date on the start date, or without a start date', () => {
    expect(PROJECT_RULES.endDate('2024-05-01', { startDate: '2024-05-01' })).toBeNull();
    expect(PROJECT_RULES.endDate('2024-05-01', {})).toBeNull();
  });
});

describe('occupation entries', () => {
  it('accepts a name with a positive whole count', () => expect(occupationError({ name: 'Plumber', count: 25 })).toBeNull());
  it('rejects a blank name', () => expect(occupationError({ name: '  ', count: 5 })).toBe('Occupation name is required'));
  it.each([0, -3, 2.5, '5', NaN])('rejects the count %j', (count) =>
    expect(occupationError({ name: 'Plumber', count })).toBe('Number of persons must be a whole number greater than 0'),
  );
  it('rejects an entry that is not an object', () => expect(occupationError('Plumber')).toBe('Occupation name is required'));
});

describe('location entries', () => {
  it('accepts a place name', () => expect(locationError('Pokhara')).toBeNull());
  it('rejects whitespace', () => expect(locationError('   ')).toBe('Location cannot be empty'));
});

describe('totalParticipants', () => {
  it('sums the occupation counts', () => {
    expect(totalParticipants([{ count: 20 }, { count: 15 }])).toBe(35);
  });
  it('is 0 without occupations', () => expect(totalParticipants(null)).toBe(0));
  it('counts an unreadable count as 0', () => expect(totalParticipants([{ count: 'many' }, { count: 4 }])).toBe(4));
});
