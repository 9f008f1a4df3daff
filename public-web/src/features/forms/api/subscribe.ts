import type { Locale, NewsCategory } from '@institute/shared';
import { apiRequest } from '@/lib/api';
import { useCall } from '@/lib/use-call';
import type { BotTrapFields } from '../utils/bot-trap';

/** The subscription form's fields, as POST /api/subscriptions takes them (docs/api.md, E-mail subscriptions). */
export type SubscriptionForm = { email: string; categories: NewsCategory[]; locale: Locale };

const subscribe = (body: SubscriptionForm & BotTrapFields) => apiRequest('POST', '/api/subscriptions', body);

export const useSubscribe = (handlers?: Parameters<typeof useCall>[1]) => useCall(subscribe, handlers);
