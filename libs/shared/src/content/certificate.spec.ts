import { CERTIFICATE_RULES, certificateDateError, certificateRules, validateCertificateVerification } from './certificate.js';
import { collectErrors } from './validation.js';

// 2026-11-21 18:30 UTC is already 2026-11-22 in Nepal.
const today = new Date('2026-11-21T18:30:00Z');
const valid = {
  name: 'Sita Sharma',
  fatherName: 'Ram Sharma',
  courseTaken: 'Electrician',
  duration: '390 hours',
  trainingDate: '2026-03-01',
  dateOfBirth: '2000-05-15',
  certificateNumber: 'CERT-2026-001',
  isDonorFunded: false,
};

describe('certificate rules', () => {
  it('accepts a complete certificate', () => expect(collectErrors(valid, certificateRules(today))).toEqual([]));
  it('reports every missing field with its required-field message', () => {
    expect(collectErrors({}, certificateRules(today)).map((e) => e.message)).toEqual([
      'Name is required',
      "Father's name is required",
      'Course taken is required',
      'Duration is required',
      'Training date is required',
      'Date of birth is required',
      'Certificate number is required',
    ]);
  });
  it('rejects a training date after today in Nepal', () => {
    expect(collectErrors({ ...valid, trainingDate: '2026-11-23' }, certificateRules(today))).toEqual([
      { field: 'trainingDate', message: 'Date cannot be in the future' },
    ]);
  });
  it('accepts a training date of today in Nepal', () => {
    expect(certificateDateError('2026-11-22', today)).toBeNull();
  });
  it('rejects a date of birth before 1900-01-01', () => {
    expect(certificateDateError('1899-12-31', today)).toBe('Date cannot be before 1900-01-01');
  });
  it('accepts 1900-01-01 itself', () => expect(certificateDateError('1900-01-01', today)).toBeNull());
  it('rejects date text that is not a real day', () => {
    expect(certificateDateError('2001-02-29', today)).toBe('Date must be a valid date in the form YYYY-MM-DD');
  });
  it('requires the project or office name for a donor-funded certificate', () => {
    expect(collectErrors({ ...valid, isDonorFunded: true, projectOfficeName: ' ' }, certificateRules(today))).toEqual([
      { field: 'projectOfficeName', message: 'Project/Office name is required for donor-funded certificates' },
    ]);
  });
  it('does not require the project or office name otherwise', () => {
    expect(CERTIFICATE_RULES.projectOfficeName(undefined, { isDonorFunded: false })).toBeNull();
  });
  it('reads the current day when no date is fixed', () => {
    expect(CERTIFICATE_RULES.trainingDate('2999-01-01')).toBe('Date cannot be in the future');
  });
});

describe('certificate verification', () => {
  it('requires the certificate number and date of birth', () => {
    expect(validateCertificateVerification({ certificateNumber: '', dateOfBirth: '' })).toEqual([
      { field: 'certificateNumber', message: 'Certificate number is required' },
      { field: 'dateOfBirth', message: 'Date of birth is required' },
    ]);
  });
  it('rejects a date of birth that is not a date', () => {
    expect(validateCertificateVerification({ certificateNumber: 'C-1', dateOfBirth: "1' OR 1=1" })).toEqual([
      { field: 'dateOfBirth', message: 'Date must be a valid date in the form YYYY-MM-DD' },
    ]);
  });
});
