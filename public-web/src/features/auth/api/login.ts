import type { TwoFactorChallenge, User } from '@institute/shared';
import { apiRequest } from '@/lib/api';

export interface Credentials {
  username: string;
  password: string;
}

/** The user, or, with two-factor sign-in on, a pending sign-in that `loginSecondStep` finishes (docs/api.md, Two-factor sign-in). */
export const login = (body: Credentials) => apiRequest<User | TwoFactorChallenge>('POST', '/api/login', body);

export type SecondFactor = { code: string } | { recoveryCode: string };

export const loginSecondStep = (body: SecondFactor) => apiRequest<User>('POST', '/api/login/2fa', body);
