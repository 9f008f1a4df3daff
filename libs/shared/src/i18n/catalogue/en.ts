import { SITE_TAGLINE } from '../../content/site-defaults.js';
import { FORMS_EN } from './forms.js';
import { HOME_EN } from './home.js';
import { PAGES_EN } from './pages.js';
import { SUBSCRIPTIONS_EN } from './subscriptions.js';

/**
 * The public site's fixed texts in English: today's texts, unchanged (docs/public-site.md,
 * Languages). Its shape is the catalogue's: the Nepali one must have every key, and a key not
 * here does not type-check. Each part of the site has its own file (forms.ts, home.ts, pages.ts, subscriptions.ts).
 */
export const EN_TEXTS = {
  layout: {
    skipToContent: 'Skip to content',
    loadingPage: 'Loading page',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main',
    tagline: SITE_TAGLINE,
  },
  nav: {
    home: 'Home',
    about: 'About Us',
    programs: 'Programs',
    projects: 'Projects',
    downloads: 'Downloads',
    team: 'Team',
    news: 'News',
    contact: 'Contact',
    certificateVerify: 'Certificate Verify',
    applyNow: 'Apply Now',
  },
  notFound: {
    title: 'Page Not Found',
    description: "The page you're looking for doesn't exist.",
    heading: '404, Page Not Found.',
    text: "The page you're looking for doesn't exist. Don't worry, it happens to the best of us.",
    home: 'Please Take Me Home',
    contact: 'Contact Us',
  },
  ...FORMS_EN,
  ...HOME_EN,
  ...PAGES_EN,
  ...SUBSCRIPTIONS_EN,
};

/** The catalogue's shape: every language has these keys, each a text. */
export type Catalogue = { [Group in keyof typeof EN_TEXTS]: { [Key in keyof (typeof EN_TEXTS)[Group]]: string } };
