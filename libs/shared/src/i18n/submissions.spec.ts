import { applicantConfirmation } from './submissions.js';

describe('applicantConfirmation', () => {
  it('names the program and the institute in English', () =>
    expect(applicantConfirmation('en', 'Skill Institute', 'Plumber')).toEqual({
      subject: 'Your application to Skill Institute',
      lines: [
        'Dear applicant,',
        'Thank you for applying for Plumber at Skill Institute. We have received your application and will contact you within 2-3 business days.',
        'Skill Institute',
      ],
    }));

  it('leaves out a program that is not an active one', () =>
    expect(applicantConfirmation('en', 'Skill Institute', null).lines[1]).toBe(
      'Thank you for your application to Skill Institute. We have received your application and will contact you within 2-3 business days.',
    ));

  it('writes the same mail in Nepali', () => {
    const mail = applicantConfirmation('ne', 'सीप संस्थान', 'प्लम्बर');
    expect(mail.subject).toBe('सीप संस्थानमा तपाईंको आवेदन');
    expect(mail.lines[0]).toBe('नमस्कार,');
    expect(mail.lines[1]).toMatch(/^सीप संस्थानको प्लम्बर तालिमका लागि/);
  });
});
