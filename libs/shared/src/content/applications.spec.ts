import {
  APPLICATION_MESSAGES,
  APPLICATION_REVIEW_RULES,
  APPLICATION_RULES,
  applicationEmailSubject,
  applicationProgramOptions,
  validateApplication,
} from './applications.js';

describe('application rules', () => {
  it('requires name, email, phone and program', () => {
    expect(validateApplication({ address: 'Butwal' }).map((e) => e.message)).toEqual([
      'Name is required',
      'Email is required',
      'Phone is required',
      'Program is required',
    ]);
  });
  it('rejects an e-mail address that is not one', () => {
    expect(APPLICATION_RULES.email('sita@mail')).toBe('Please enter a valid email address');
  });
  it('accepts a listed education option', () => expect(APPLICATION_RULES.education('see_slc_pass')).toBeNull());
  it('rejects an unlisted education option', () => {
    expect(APPLICATION_RULES.education('phd')).toBe(
      'Education must be one of illiterate, literate, 5_pass, 8_pass, see_slc_pass, 10_2_pass, higher_education',
    );
  });
  it('rejects an unlisted employment status in experience', () => {
    expect(APPLICATION_RULES.experience('retired')).toBe('Employment status must be one of unemployed, employed, part_time_employed');
  });
  it('accepts an application without the optional fields', () => {
    expect(validateApplication({ name: 'Sita', email: 'sita@example.com', phone: '98', program: 'Other' })).toEqual([]);
  });
  it('requires a review status from the list', () => {
    expect(APPLICATION_REVIEW_RULES.status('waiting')).toBe('Status must be one of pending, approved, rejected');
  });
});

describe('application helpers', () => {
  it('offers the active program titles and then Other', () => {
    expect(
      applicationProgramOptions([{ title: 'Electrician', isActive: true }, { title: 'Old course', isActive: false }, { title: 'Plumber' }]),
    ).toEqual(['Electrician', 'Plumber', 'Other']);
  });
  it('builds the Email Applicant subject', () => {
    expect(applicationEmailSubject('Electrician')).toBe('Training Application - Electrician');
  });
});

describe('application texts', () => {
  it('keeps the fixed texts of the form', () => {
    expect([APPLICATION_MESSAGES.submitted, APPLICATION_MESSAGES.submittedDescription, APPLICATION_MESSAGES.failed]).toEqual([
      'Application submitted successfully!',
      "We'll review your application and get back to you soon.",
      'Failed to submit application',
    ]);
  });
  it('promises contact within 2-3 business days, as the thank-you panel does', () => {
    expect(APPLICATION_MESSAGES.received).toContain('2-3 business days');
  });
});
