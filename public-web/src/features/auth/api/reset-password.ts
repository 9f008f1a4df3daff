import { apiRequest } from '@/lib/api';

export const resetPassword = (body: { token: string; newPassword: string }) => apiRequest('POST', '/api/auth/reset-password', body);
