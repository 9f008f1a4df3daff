import { apiRequest } from '@/lib/api';
import { useCall } from '@/lib/use-call';
import type { Locale } from '@institute/shared';
import type { BotTrapFields } from '../utils/bot-trap';

/** The application form's fields, as POST /api/applications takes them (docs/api.md, Calls). */
export type ApplicationForm = {
  name: string;
  email: string;
  phone: string;
  address: string;
  program: string;
  education: string;
  experience: string;
  motivation: string;
};

const submitApplication = (body: ApplicationForm & BotTrapFields & { locale: Locale }) => apiRequest('POST', '/api/applications', body);

export const useSubmitApplication = (handlers?: Parameters<typeof useCall>[1]) => useCall(submitApplication, handlers);
