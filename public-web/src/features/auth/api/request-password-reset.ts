import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import type { MutationConfig } from '@/lib/react-query';

/** The server answers the same success whether or not the address is known (docs/api.md, Calls). */
export const requestPasswordReset = (body: { email: string }) => apiRequest('POST', '/api/auth/forgot-password', body);

export const useRequestPasswordReset = (config?: MutationConfig<typeof requestPasswordReset>) =>
  useMutation({ ...config, mutationFn: requestPasswordReset });
