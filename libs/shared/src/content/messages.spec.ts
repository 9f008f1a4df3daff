import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';

describe('content messages', () => {
  it('uses the product wording for the certificate fields', () => {
    expect([
      REQUIRED_MESSAGES.name,
      REQUIRED_MESSAGES.courseTaken,
      REQUIRED_MESSAGES.duration,
      REQUIRED_MESSAGES.trainingDate,
      REQUIRED_MESSAGES.fatherName,
      REQUIRED_MESSAGES.certificateNumber,
      REQUIRED_MESSAGES.dateOfBirth,
    ]).toEqual([
      'Name is required',
      'Course taken is required',
      'Duration is required',
      'Training date is required',
      "Father's name is required",
      'Certificate number is required',
      'Date of birth is required',
    ]);
  });
  it('uses the product wording for the implementation duration', () => {
    expect(REQUIRED_MESSAGES.implementationDuration).toBe('Implementation duration is required');
  });
  it('names the allowed values in an enum message', () => {
    expect(CONTENT_MESSAGES.invalidNewsCategory).toBe('Category must be one of news, notice, result');
  });
  it('lists the contact subjects by their full text', () => {
    expect(CONTENT_MESSAGES.invalidSubject).toBe(
      'Subject must be one of General Inquiry, Training Program, Application Support, Partnership',
    );
  });
  it('reuses the public forms wording for a bad e-mail address', () => {
    expect(CONTENT_MESSAGES.invalidEmail).toBe('Please enter a valid email address');
  });
});
