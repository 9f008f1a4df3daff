import {
  CERTIFICATE_IMPORT_FIELDS,
  CERTIFICATE_IMPORT_MESSAGES,
  CERTIFICATE_IMPORT_TEMPLATE,
  checkCertificateImportRow,
} from './certificate-import.js';

const valid = {
  name: ' Sita Sharma ',
  fatherName: 'Ram Sharma',
  courseTaken: 'Electrician',
  duration: '390 hours',
  trainingDate: '2025-03-01',
  dateOfBirth: '2000-05-15',
  certificateNumber: 'CERT-1',
  isDonorFunded: '',
  projectOfficeName: 'Ignored unless donor funded',
};

describe('certificate import rows', () => {
  it('answers a valid row as stored: trimmed, a flag, no office name unless donor funded', () => {
    expect(checkCertificateImportRow(valid)).toEqual({
      row: { ...valid, name: 'Sita Sharma', isDonorFunded: false, projectOfficeName: null },
      errors: [],
    });
  });
  it('reads yes/no, true/false and 1/0 as the donor flag', () => {
    expect(checkCertificateImportRow({ ...valid, isDonorFunded: 'Yes' }).row?.isDonorFunded).toBe(true);
    expect(checkCertificateImportRow({ ...valid, isDonorFunded: 'maybe' }).errors).toEqual([
      { field: 'isDonorFunded', message: CERTIFICATE_IMPORT_MESSAGES.invalidFlag },
    ]);
  });
  it('uses the certificate rules and messages, the office name included', () => {
    const { errors } = checkCertificateImportRow({
      ...valid,
      name: '',
      trainingDate: '2025-02-30',
      isDonorFunded: 'true',
      projectOfficeName: '',
    });
    expect(errors.map((e) => e.field)).toEqual(['name', 'trainingDate', 'projectOfficeName']);
  });
  it('bounds the length of a text', () => {
    expect(checkCertificateImportRow({ ...valid, duration: 'x'.repeat(101) }).errors).toEqual([
      { field: 'duration', message: CERTIFICATE_IMPORT_MESSAGES.tooLong(100) },
    ]);
  });
  it('offers a template whose header names every field and whose example row is valid', () => {
    const [header, example] = CERTIFICATE_IMPORT_TEMPLATE.split('\r\n');
    expect(header.split(',')).toEqual([...CERTIFICATE_IMPORT_FIELDS]);
    const cells = Object.fromEntries(header.split(',').map((f, i) => [f, example.split(',')[i]]));
    expect(checkCertificateImportRow(cells).errors).toEqual([]);
  });
});
