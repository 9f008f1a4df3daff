import { SITE_SETTING_KEYS } from './enums.js';
import { CONTENT_MESSAGES } from './messages.js';
import { SITE_SETTING_MESSAGES, SITE_SETTING_TYPES, siteSettingError } from './site-settings.js';

describe('site settings', () => {
  it('gives every setting key a type', () => {
    expect(Object.keys(SITE_SETTING_TYPES).sort()).toEqual([...SITE_SETTING_KEYS].sort());
  });

  it('refuses a key that is not a known setting', () => {
    expect(siteSettingError('siteColour', 'red')).toBe(SITE_SETTING_MESSAGES.unknownKey);
  });

  it('accepts an empty value, which clears the setting', () => {
    expect(siteSettingError('logoUrl', '')).toBeNull();
    expect(siteSettingError('contactEmail', '')).toBeNull();
  });

  it('refuses a value that is not text', () => {
    expect(siteSettingError('siteName', 42)).toBe(SITE_SETTING_MESSAGES.notText);
  });

  it('refuses an image or link that is not a web address or site path', () => {
    expect(siteSettingError('heroImage', 'javascript:alert(1)')).toBe(CONTENT_MESSAGES.invalidLink);
    expect(siteSettingError('facebookUrl', 'facebook.com/institute')).toBe(CONTENT_MESSAGES.invalidLink);
    expect(siteSettingError('logoUrl', '/uploads/logo.png')).toBeNull();
  });

  it('refuses a malformed contact e-mail', () => {
    expect(siteSettingError('contactEmail', 'office@')).toBe(CONTENT_MESSAGES.invalidEmail);
    expect(siteSettingError('contactEmail', 'info@institute.edu.np')).toBeNull();
  });

  it('bounds a description at 5000 characters and other values at 2048', () => {
    expect(siteSettingError('siteDescription', 'x'.repeat(5000))).toBeNull();
    expect(siteSettingError('siteName', 'x'.repeat(2049))).toBe(SITE_SETTING_MESSAGES.tooLong(2048));
  });
});
