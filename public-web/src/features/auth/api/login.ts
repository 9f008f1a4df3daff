import type { TwoFactorChallenge, User } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/react-query';

export interface Credentials {
  username: string;
  password: string;
}

/** The user, or, with two-factor sign-in on, a pending sign-in that `loginSecondStep` finishes (docs/api.md, Two-factor sign-in). */
export const login = (body: Credentials) => apiRequest<User | TwoFactorChallenge>('POST', '/api/login', body);

export const useLogin = (config?: MutationConfig<typeof login>) => useMutation({ ...config, mutationFn: login });

type SecondFactor = { code: string } | { recoveryCode: string };

const loginSecondStep = (body: SecondFactor) => apiRequest<User>('POST', '/api/login/2fa', body);

export const useLoginSecondStep = (config?: MutationConfig<typeof loginSecondStep>) =>
  useMutation({ ...config, mutationFn: loginSecondStep });
