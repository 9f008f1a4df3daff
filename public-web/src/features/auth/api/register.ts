import type { User } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/react-query';

export interface Registration {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Answered only while the server allows registration (docs/api.md, Calls). */
export const register = (body: Registration) => apiRequest<User>('POST', '/api/register', body);

export const useRegister = (config?: MutationConfig<typeof register>) => useMutation({ ...config, mutationFn: register });
