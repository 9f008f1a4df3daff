import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';

const resetPassword = (body: { token: string; newPassword: string }) => apiRequest('POST', '/api/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
