import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { resourceNotifications } from './providers/messages';

const messages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    auth: { ...englishMessages.ra.auth, sign_in: 'Sign In' },
  },
  resources: resourceNotifications(),
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });
