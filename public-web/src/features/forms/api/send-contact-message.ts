import { apiRequest } from '@/lib/api';
import { type MutationConfig, useMutation } from '@/lib/use-mutation';
import type { Locale } from '@institute/shared';
import type { BotTrapFields } from '../utils/bot-trap';

/** The contact form's fields, as POST /api/contact takes them (docs/api.md, Calls). */
export type ContactForm = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

const sendContactMessage = (body: ContactForm & BotTrapFields & { locale: Locale }) => apiRequest('POST', '/api/contact', body);

export const useSendContactMessage = (config?: MutationConfig<unknown>) => useMutation(sendContactMessage, config);
