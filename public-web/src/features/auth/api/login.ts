import type { User } from '@institute/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/react-query';

export interface Credentials {
  username: string;
  password: string;
}

export const login = (body: Credentials) => apiRequest<User>('POST', '/api/login', body);

export const useLogin = (config?: MutationConfig<typeof login>) => useMutation({ ...config, mutationFn: login });
