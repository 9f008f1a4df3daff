import type { Catalogue } from './en.js';
import { FORMS_NE } from './forms.ne.js';
import { HOME_NE } from './home.ne.js';
import { PAGES_NE } from './pages.ne.js';
import { SUBSCRIPTIONS_NE } from './subscriptions.ne.js';

// Every libs message in Nepali by its code, which the back office reads too.
export { MESSAGES_NE, MESSAGE_TEMPLATES_EN, messageIn, messageValues } from './messages.ne.js';

/** The public site's fixed texts in Nepali: every key of the English catalogue (docs/public-site.md, Languages). */
export const NE_TEXTS: Catalogue = {
  layout: {
    skipToContent: 'मुख्य सामग्रीमा जानुहोस्',
    loadingPage: 'पृष्ठ लोड हुँदैछ',
    openMenu: 'मेनु खोल्नुहोस्',
    closeMenu: 'मेनु बन्द गर्नुहोस्',
    mainNavigation: 'मुख्य',
    tagline: 'CTEVT सम्बद्ध · स्थापना वि.सं. २०६४',
  },
  nav: {
    home: 'गृहपृष्ठ',
    about: 'हाम्रो बारेमा',
    programs: 'कार्यक्रमहरू',
    projects: 'परियोजनाहरू',
    downloads: 'डाउनलोड',
    team: 'टिम',
    news: 'समाचार',
    contact: 'सम्पर्क',
    certificateVerify: 'प्रमाणपत्र जाँच',
    applyNow: 'अहिले आवेदन दिनुहोस्',
  },
  notFound: {
    title: 'पृष्ठ भेटिएन',
    description: 'तपाईंले खोज्नुभएको पृष्ठ छैन।',
    heading: '४०४, पृष्ठ भेटिएन।',
    text: 'तपाईंले खोज्नुभएको पृष्ठ छैन। चिन्ता नगर्नुहोस्, यस्तो सबैलाई हुन्छ।',
    home: 'गृहपृष्ठमा लैजानुहोस्',
    contact: 'सम्पर्क गर्नुहोस्',
  },
  ...FORMS_NE,
  ...HOME_NE,
  ...PAGES_NE,
  ...SUBSCRIPTIONS_NE,
};
