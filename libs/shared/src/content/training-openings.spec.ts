import { TRAINING_OPENING_RULES, trainingOpeningStatus } from './training-openings.js';
import { collectErrors } from './validation.js';

const validate = (values: object) => collectErrors(values, TRAINING_OPENING_RULES);

const now = new Date('2026-06-15T06:00:00Z');
const open = {
  isActive: true,
  applicationDeadline: '2026-06-30T00:00:00Z',
  startDate: '2026-07-01T00:00:00Z',
  endDate: '2026-09-30T00:00:00Z',
};

describe('trainingOpeningStatus', () => {
  it('is Inactive when not active, whatever the dates', () => {
    expect(trainingOpeningStatus({ ...open, isActive: false, endDate: '2020-01-01' }, now)).toBe('Inactive');
  });
  it('is Completed once the end date has passed', () => {
    expect(trainingOpeningStatus({ ...open, endDate: '2026-06-01' }, now)).toBe('Completed');
  });
  it('is Ongoing between start and end', () => {
    expect(trainingOpeningStatus({ ...open, startDate: '2026-06-01' }, now)).toBe('Ongoing');
  });
  it('is Ongoing after the start when there is no end', () => {
    expect(trainingOpeningStatus({ isActive: true, startDate: '2026-06-01', endDate: null }, now)).toBe('Ongoing');
  });
  it('prefers Ongoing over a passed application deadline', () => {
    expect(trainingOpeningStatus({ ...open, startDate: '2026-06-01', applicationDeadline: '2026-05-01' }, now)).toBe('Ongoing');
  });
  it('is Registration Closed after the deadline but before the start', () => {
    expect(trainingOpeningStatus({ ...open, applicationDeadline: '2026-06-10' }, now)).toBe('Registration Closed');
  });
  it('is Open for Registration before deadline and start', () => {
    expect(trainingOpeningStatus(open, now)).toBe('Open for Registration');
  });
  it('is Open for Registration with no dates at all', () => {
    expect(trainingOpeningStatus({ isActive: true }, now)).toBe('Open for Registration');
  });
});

describe('training opening rules', () => {
  it('accepts an opening with a title and no dates', () => expect(validate({ title: 'Plumber batch' })).toEqual([]));
  it('requires a title', () => expect(validate({})).toEqual([{ field: 'title', message: 'Title is required' }]));
  it('rejects an end date before the start date', () => {
    expect(validate({ title: 't', startDate: '2026-07-01T09:00', endDate: '2026-06-01T09:00' })).toEqual([
      { field: 'endDate', message: 'End date cannot be before the start date' },
    ]);
  });
  it('rejects an unreadable application deadline', () => {
    expect(validate({ title: 't', applicationDeadline: 'soon' })).toEqual([
      { field: 'applicationDeadline', message: 'Date must be a valid date' },
    ]);
  });
});
