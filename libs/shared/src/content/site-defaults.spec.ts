import { NEPALI_SITE_DEFAULTS, resolveSiteSettings, SITE_SETTING_DEFAULTS } from './site-defaults.js';

describe('site setting defaults', () => {
  it('uses the built-in name, logo, phone and e-mail when the server has no settings', () => {
    expect(resolveSiteSettings([])).toEqual(SITE_SETTING_DEFAULTS);
    expect(resolveSiteSettings(undefined).contactPhone).toBe(SITE_SETTING_DEFAULTS.contactPhone);
  });

  it('prefers a stored value over the default', () => {
    expect(resolveSiteSettings([{ key: 'siteName', value: 'Skill Centre' }]).siteName).toBe('Skill Centre');
  });

  it('treats an empty or blank value as unset, so the default shows', () => {
    const settings = resolveSiteSettings([
      { key: 'contactEmail', value: '  ' },
      { key: 'logoUrl', value: '' },
    ]);
    expect(settings.contactEmail).toBe(SITE_SETTING_DEFAULTS.contactEmail);
    expect(settings.logoUrl).toBe(SITE_SETTING_DEFAULTS.logoUrl);
  });

  it('leaves a social link out unless it is set', () => {
    expect(resolveSiteSettings([]).facebookUrl).toBeUndefined();
    expect(resolveSiteSettings([{ key: 'facebookUrl', value: 'https://facebook.com/x' }]).facebookUrl).toBe('https://facebook.com/x');
  });

  it('on a Nepali page uses the Nepali name and description where the setting has no value at all', () => {
    const settings = resolveSiteSettings([{ key: 'siteDescription', value: 'Stored in English' }], 'ne');
    expect(settings.siteName).toBe(NEPALI_SITE_DEFAULTS.siteName);
    expect(settings.siteDescription).toBe('Stored in English');
    expect(settings.contactPhone).toBe(SITE_SETTING_DEFAULTS.contactPhone);
  });
});
