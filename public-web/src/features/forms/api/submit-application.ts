import { apiRequest } from '@/lib/api';
import { type MutationConfig, useMutation } from '@/lib/use-mutation';
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

const submitApplication = (body: ApplicationForm & BotTrapFields & { locale: Locale }) =>
  apiRequest('POST', '/api/applications', body);

export const useSubmitApplication = (config?: MutationConfig<unknown>) => useMutation(submitApplication, config);
