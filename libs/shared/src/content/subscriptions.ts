import { type Locale, LOCALES } from '../i18n/language.js';
import { NEWS_CATEGORIES, type NewsCategory } from './enums.js';
import { CONTENT_MESSAGES, REQUIRED_MESSAGES } from './messages.js';
import { LOCALE_MESSAGES } from '../i18n/locales.js';
import { all, isOneOf, mustBeOneOf, oneOf, optional, required, type Rule, type RuleTable, validEmail } from './validation.js';

/**
 * E-mail subscriptions to the news, notices and results (docs/behaviour.md, E-mail subscriptions):
 * the rules and texts the API, the public site's form and the back office share.
 */

/** How long a confirmation link works, and how long an unconfirmed address is kept: 7 days. */
export const SUBSCRIPTION_CONFIRM_DAYS = 7;

/** How long the hash of an address that left is kept, so that a re-subscription is honoured as "do not mail again" would be: 30 days. */
export const UNSUBSCRIBED_KEPT_DAYS = 30;

/** The public pages a subscription's links open (the public site renders them; `/ne` before each for Nepali). */
export const SUBSCRIPTION_PAGES = {
  /** `?token=…`: the page with the button that confirms (its form, or POST /api/subscriptions/confirmation). */
  confirm: '/subscriptions/confirm',
  /** `?token=…`: categories, language, and leaving. */
  manage: '/subscriptions/manage',
  /** Where a form that unsubscribed, without JavaScript, is sent (303). */
  unsubscribed: '/subscriptions/unsubscribed',
  /** Where a form that confirmed, without JavaScript, is sent (303). */
  confirmed: '/subscriptions/confirmed',
} as const;

/** A subscription page's address in `locale`: English at the root, Nepali under `/ne`. */
export function subscriptionPagePath(page: keyof typeof SUBSCRIPTION_PAGES, locale: Locale): string {
  return `${locale === 'ne' ? '/ne' : ''}${SUBSCRIPTION_PAGES[page]}`;
}

/** The body a mail client posts to the `List-Unsubscribe` link for a one-click unsubscribe (RFC 8058). */
export const ONE_CLICK_BODY = { field: 'List-Unsubscribe', value: 'One-Click' } as const;

/** The messages of subscriptions (their codes are `subscription.<key>`: docs/api.md, Errors). */
export const SUBSCRIPTION_MESSAGES = {
  /** The answer to every subscription, whatever the address's state: it never says whether it was subscribed. */
  received: 'Thank you. Check your inbox: we have sent you a link to confirm, or to manage your subscription.',
  invalidCategories: mustBeOneOf('Each category', NEWS_CATEGORIES),
  noCategory: 'Choose at least one category',
  invalidToken: 'This link is not valid or has expired. Subscribe again to receive a new one.',
  confirmed: 'Your subscription is confirmed.',
  saved: 'Your subscription is saved.',
  unsubscribed: 'You are unsubscribed. No more mail will be sent to this address.',
  invalidWebhookSecret: 'Wrong or missing secret',
  invalidBounceType: mustBeOneOf('type', ['bounce', 'complaint']),
  notFound: 'Subscriber not found',
} as const;

/** Whether a value is a list of news categories, each at most once and at least one. */
const categories: Rule = function categoryList(value) {
  if (!Array.isArray(value) || !value.every((c) => isOneOf(NEWS_CATEGORIES, c))) return SUBSCRIPTION_MESSAGES.invalidCategories;
  if (value.length === 0) return SUBSCRIPTION_MESSAGES.noCategory;
  return null;
};

/** The subscription form: an address (the strict address rule), the categories wanted (all when left out), the mails' language. */
export const SUBSCRIPTION_RULES = {
  email: all(required(REQUIRED_MESSAGES.email), validEmail(CONTENT_MESSAGES.invalidEmail)),
  categories: optional(categories),
} satisfies RuleTable;

/** The manage page's changes: the categories (at least one: an empty list is refused, not read as all) and the mails' language. */
export const SUBSCRIPTION_CHANGE_RULES = {
  categories: (value, values) => (value === undefined ? null : categories(value, values)),
  locale: optional(oneOf(LOCALES, LOCALE_MESSAGES.invalidLocale)),
} satisfies RuleTable;

/** A subscription's categories as stored: each known category once, in the libs order; all of them when none is given. */
export function subscriptionCategories(given?: readonly string[] | null): NewsCategory[] {
  if (!given?.length) return [...NEWS_CATEGORIES];
  return NEWS_CATEGORIES.filter((c) => given.includes(c));
}
