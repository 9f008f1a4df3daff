import type { NewsCategory } from '../content/enums.js';
import type { VerifiedCertificate } from '../entities.js';
import type { Locale } from '../i18n/locales.js';

/**
 * The forms of the home page (docs/public-site.md, Forms without JavaScript): both post to the
 * home page, told apart by the hidden field `intent`, with the JSON API's field names.
 */
export const HOME_FORMS = {
  apply: ['name', 'email', 'phone', 'address', 'program', 'education', 'experience', 'motivation'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
} as const;

export type HomeForm = keyof typeof HOME_FORMS;

/** The hidden fields of the home page's forms: which form it is, and when the server showed it (signed). */
export const HOME_FORM_FIELDS = { intent: 'intent', shownAt: 'formShownAt' } as const;

/** `?sent=apply` / `?sent=contact`: the address a form sent without JavaScript is redirected to (Post/Redirect/Get). */
export const SENT_PARAM = 'sent';

export const isHomeForm = (value: unknown): value is HomeForm => value === 'apply' || value === 'contact';

/**
 * The subscription form (docs/public-site.md, E-mail subscriptions): on the home page, on News &
 * Notices and under every article, posted to the page it is on with `intent=subscribe`, the JSON
 * API's field names (`categories` once per category checked) and the home forms' bot trap.
 * Taken or not, the answer is `?sent=subscribe#subscribe`: it never says whether the address was
 * subscribed.
 */
export const SUBSCRIBE_FORM = { intent: 'subscribe', fields: ['email', 'categories', 'locale'] } as const;

/**
 * The manage page's two forms (the page a subscription's mails link to), posted to the page with
 * its `token` and told apart by `intent`: the changes (`save`, answered 303 to the manage page
 * with `?sent=saved`) and the one-click Unsubscribe (`unsubscribe`, answered 303 to the
 * unsubscribed page).
 */
export const MANAGE_INTENTS = { save: 'save', unsubscribe: 'unsubscribe' } as const;

/**
 * What the server tells a page about a form posted to it without JavaScript (docs/public-site.md,
 * Forms without JavaScript): the answer's status, what the visitor typed that the page shows
 * again (never a date of birth), and the outcome: the messages of the fields refused (422), or
 * the message of a refusal (403, 413, 429). The page renders it as it renders the same answer of
 * the JSON call, and the browser starts from it.
 */
interface FormAnswer {
  status: number;
  errors?: Record<string, string>;
  message?: string;
}

/** Certificate verification: the number typed, and the certificate found (200). */
interface CertificateFormAnswer extends FormAnswer {
  form: 'certificate';
  certificateNumber: string;
  certificate?: VerifiedCertificate;
}

/** The apply or contact form refused: every value typed, to be shown again in its field. */
interface HomeFormAnswer extends FormAnswer {
  form: HomeForm;
  values: Record<string, string>;
}

/** The subscription form refused: the address typed and the choices made, shown again. */
interface SubscribeFormAnswer extends FormAnswer {
  form: 'subscribe';
  values: { email: string; categories: NewsCategory[]; locale: Locale };
}

/** A confirm or manage page's form refused (an unknown or used token: 404; no category: 422), with the choices made. */
interface SubscriptionFormAnswer extends FormAnswer {
  form: 'subscription';
  values?: { categories: NewsCategory[]; locale: Locale };
}

export type PageFormAnswer = CertificateFormAnswer | HomeFormAnswer | SubscribeFormAnswer | SubscriptionFormAnswer;
