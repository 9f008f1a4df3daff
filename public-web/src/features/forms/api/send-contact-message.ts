import { apiRequest } from '@/lib/api';
import { useCall } from '@/lib/use-call';
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

export const useSendContactMessage = (handlers?: Parameters<typeof useCall>[1]) => useCall(sendContactMessage, handlers);
