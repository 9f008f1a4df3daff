import { describe, expect, it } from '@jest/globals';
import { AUTH_MESSAGES } from '@institute/shared';
import { newPasswordErrors } from './passwords';

describe('newPasswordErrors', () => {
  it('finds nothing wrong with a strong password typed twice', () => {
    expect(newPasswordErrors('BrandNew-Pass9', 'BrandNew-Pass9')).toEqual({});
  });

  it('puts a weak password on the password field', () => {
    expect(newPasswordErrors('short', 'short')).toEqual({ password: AUTH_MESSAGES.passwordMin8 });
    expect(newPasswordErrors('alllowercase1', 'alllowercase1')).toEqual({ password: AUTH_MESSAGES.passwordStrength });
  });

  it('puts a different confirmation on the confirmation field', () => {
    expect(newPasswordErrors('GoodPassw0rd', 'GoodPassw0rx')).toEqual({ confirmPassword: AUTH_MESSAGES.passwordsDontMatch });
  });

  it('reports both fields at once', () => {
    expect(newPasswordErrors('short', '')).toEqual({
      password: AUTH_MESSAGES.passwordMin8,
      confirmPassword: AUTH_MESSAGES.passwordsDontMatch,
    });
  });
});
