import { apiRequest } from '@/lib/api';

/** The server answers the same success whether or not the address is known (docs/api.md, Calls). */
export const requestPasswordReset = (body: { email: string }) => apiRequest('POST', '/api/auth/forgot-password', body);
