import type { User } from '@institute/shared';
import { apiRequest } from '@/lib/api';

export interface Registration {
  username: string;
  password: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Answered only while the server allows registration (docs/api.md, Calls). */
export const register = (body: Registration) => apiRequest<User>('POST', '/api/register', body);
