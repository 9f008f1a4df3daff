import * as content from './index.js';

describe('content index', () => {
  it('exposes a validator for every content entity', () => {
    const validators = Object.keys(content).filter((name) => name.startsWith('validate'));
    expect(validators.sort()).toEqual(
      [
        'validateAbout',
        'validateApplication',
        'validateApplicationReview',
        'validateCertificate',
        'validateCertificateVerification',
        'validateContactMessage',
        'validateContactStatus',
        'validateDonor',
        'validateDownload',
        'validateHeroSlide',
        'validateNews',
        'validateProgram',
        'validateProject',
        'validateStatistic',
        'validateTeamMember',
        'validateTrainingOpening',
      ].sort(),
    );
  });
});
