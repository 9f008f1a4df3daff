import { SUBMISSION_GUARD, trappedSubmission } from './submission-guard.js';

const { honeypotField, elapsedField, minElapsedMs } = SUBMISSION_GUARD;

describe('the public forms’ bot trap', () => {
  it('lets a body without the guard fields through', () => expect(trappedSubmission({ name: 'Sita' })).toBeNull());
  it('lets an empty honeypot and a form open long enough through', () =>
    expect(trappedSubmission({ [honeypotField]: '', [elapsedField]: minElapsedMs })).toBeNull());
  it('traps a filled honeypot', () => expect(trappedSubmission({ [honeypotField]: 'http://spam.example' })).toBe('honeypot'));
  it('traps a form sent sooner than a person can type', () =>
    expect(trappedSubmission({ [honeypotField]: '', [elapsedField]: minElapsedMs - 1 })).toBe('too-fast'));
});
