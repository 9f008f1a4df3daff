import type { NewsCategory } from '../content/enums.js';
import { SUBSCRIPTION_CONFIRM_DAYS, SUBSCRIPTION_MESSAGES } from '../content/subscriptions.js';
import { PAGES_EN } from './catalogue/pages.js';
import { PAGES_NE } from './catalogue/pages.ne.js';
import { formatText } from './format.js';
import type { Locale } from './locales.js';

/** The `message` of the answer to a subscription, in the language of the page it was sent from; the same whatever the address's state. */
export const SUBSCRIPTION_ANSWERS: Readonly<Record<Locale, string>> = {
  en: SUBSCRIPTION_MESSAGES.received,
  ne: 'धन्यवाद। आफ्नो इमेल हेर्नुहोस्: हामीले सदस्यता पुष्टि गर्ने वा व्यवस्थापन गर्ने लिङ्क पठाएका छौं।',
};

/**
 * The texts of the subscription mails in each language (docs/behaviour.md, E-mail
 * subscriptions). Their places are the institute's name, the links, and for a mail on publish the
 * item's title, excerpt, category and date; never anything a visitor typed. The Nepali texts have
 * no Latin word but KEPT_IN_LATIN (the links are places).
 */
const SUBSCRIPTION_MAIL_TEXTS = {
  en: {
    confirmSubject: 'Confirm your subscription to {institute}',
    greeting: 'Hello,',
    confirmAsk:
      'Someone, probably you, asked to receive the news, notices and results of {institute} by e-mail at this address. To confirm, open this link within {days} days:',
    confirmIgnore: 'If it was not you, ignore this mail: nothing will be sent, and the address is forgotten after {days} days.',
    manageSubject: 'Your subscription to {institute}',
    manageAsk:
      'This address is subscribed to the mails of {institute}. To change the categories or the language, or to leave, open this link:',
    manageIgnore: 'If you did not ask for this mail, ignore it: nothing changes.',
    newsSubject: '{category}: {title}',
    newsRead: 'Read it on the site: {link}',
    newsInEnglish: '',
    newsFooter: 'You receive this mail because this address subscribed to {institute} by e-mail. Change your subscription or leave: {link}',
  },
  ne: {
    confirmSubject: '{institute}को इमेल सदस्यता पुष्टि गर्नुहोस्',
    greeting: 'नमस्कार,',
    confirmAsk:
      'कसैले, सम्भवतः तपाईंले, {institute}का समाचार, सूचना र नतिजा यो ठेगानामा इमेलमा पाउन अनुरोध गर्नुभएको छ। पुष्टि गर्न {days} दिनभित्र यो लिङ्क खोल्नुहोस्:',
    confirmIgnore: 'तपाईंले अनुरोध गर्नुभएको होइन भने यो इमेल बेवास्ता गर्नुहोस्: केही पठाइने छैन, र {days} दिनपछि ठेगाना हटाइन्छ।',
    manageSubject: '{institute}को तपाईंको इमेल सदस्यता',
    manageAsk: 'यो ठेगाना {institute}को इमेल सदस्यतामा छ। विषय वा भाषा बदल्न, वा सदस्यता छोड्न यो लिङ्क खोल्नुहोस्:',
    manageIgnore: 'तपाईंले यो इमेल माग्नुभएको होइन भने बेवास्ता गर्नुहोस्: केही बदलिँदैन।',
    newsSubject: '{category}: {title}',
    newsRead: 'साइटमा पढ्नुहोस्: {link}',
    newsInEnglish: 'यसको नेपाली अनुवाद छैन: तलको विवरण अङ्ग्रेजीमा छ।',
    newsFooter: 'यो ठेगानाले {institute}को इमेल सदस्यता लिएकाले तपाईंले यो इमेल पाउनुभयो। सदस्यता बदल्न वा छोड्न: {link}',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** A mail's subject and its paragraphs (a link alone on its line). */
export interface SubscriptionMailText {
  subject: string;
  lines: string[];
}

/** The confirmation mail (double opt-in): the link to the confirm page, valid SUBSCRIPTION_CONFIRM_DAYS days. */
export function subscriptionConfirmMail(locale: Locale, institute: string, link: string): SubscriptionMailText {
  const t = SUBSCRIPTION_MAIL_TEXTS[locale];
  const fill = (text: string) => formatText(text, { institute, days: SUBSCRIPTION_CONFIRM_DAYS }, locale);
  return { subject: fill(t.confirmSubject), lines: [t.greeting, fill(t.confirmAsk), link, fill(t.confirmIgnore), institute] };
}

/** The mail a subscription of an address already confirmed sends instead: the link to its manage page. */
export function subscriptionManageMail(locale: Locale, institute: string, link: string): SubscriptionMailText {
  const t = SUBSCRIPTION_MAIL_TEXTS[locale];
  const fill = (text: string) => formatText(text, { institute }, locale);
  return { subject: fill(t.manageSubject), lines: [t.greeting, fill(t.manageAsk), link, t.manageIgnore, institute] };
}

/** What a mail on publish says of its item, in the subscriber's language where there is a translation. */
export interface AnnouncedItem {
  category: NewsCategory;
  title: string;
  excerpt: string;
  /** The article's address in the mail's language. */
  link: string;
  /** The publication date in that language's style (localeDisplayDate). */
  date: string;
  /** Whether the title and excerpt are the English ones in a Nepali mail (no translation). */
  inEnglish: boolean;
}

/**
 * A mail on publish: the category and title as the subject; the date, title, excerpt, the link to
 * the article and a visible link to the manage page. A Nepali mail of an item with no Nepali
 * translation says that what follows is in English.
 */
export function newsAnnouncementMail(locale: Locale, institute: string, item: AnnouncedItem, manageLink: string): SubscriptionMailText {
  const t = SUBSCRIPTION_MAIL_TEXTS[locale];
  const category = (locale === 'ne' ? PAGES_NE : PAGES_EN).newsCategory[item.category];
  const lines = [
    ...(locale === 'ne' && item.inEnglish ? [t.newsInEnglish] : []),
    `${category} · ${item.date}`,
    item.title,
    ...(item.excerpt.trim() ? [item.excerpt.trim()] : []),
    formatText(t.newsRead, { link: item.link }, locale),
    formatText(t.newsFooter, { institute, link: manageLink }, locale),
  ];
  return { subject: formatText(t.newsSubject, { category, title: item.title }, locale), lines };
}
