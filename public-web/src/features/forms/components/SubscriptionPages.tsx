import { HOME_FORM_FIELDS, LOCALE_NAMES, MANAGE_INTENTS, LOCALES, localePath, SENT_PARAM, subscriptionPagePath } from '@institute/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { StateMessage } from '@/components/StateMessage';
import { PageHero } from '@/components/PageHero';
import { usePageMeta } from '@/lib/meta';
import { useTexts } from '@/lib/i18n';
import { useLocale, useLocalePath } from '@/lib/locale';
import { codesOrMessages, useMessageText } from '@/lib/messages';
import { usePageData } from '@/lib/page-data';
import { usePageUrl, usePostedForm } from '@/lib/ssr';
import { CategoryChoices } from './CategoryChoices';
import './SubscribeForm.css';

/*
 * The pages a subscription's mails link to (docs/public-site.md, E-mail subscriptions): server
 * HTML only, no island, so they work the same without JavaScript. Their forms post to the page
 * (api/src/ssr/page-forms.controller.ts), which answers 303 with what happened; a link carries
 * only its token, never the address.
 */

/** The link's token in the page's address. */
const useToken = () => usePageUrl().searchParams.get('token')?.trim() ?? '';

/** A subscription page: its head tags, its title band (as an inner page's) and its panels. */
function SubscriptionPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  usePageMeta({ title, description });
  return (
    <>
      <PageHero title={title} subtitle={description} />
      <section className="section">
        <div className="container narrow">{children}</div>
      </section>
    </>
  );
}

/** A link that is not valid (none, unknown, used or expired): said, with the way to subscribe again (the home page's form). */
function InvalidLink() {
  const t = useTexts();
  const text = useMessageText();
  const to = useLocalePath();
  return (
    <StateMessage title={t('subscriptionPages.invalidTitle')} text={text('subscription.invalidToken')}>
      <a href={to('/#subscribe')} className="button">
        {t('subscriptionPages.subscribeAgain')}
      </a>
    </StateMessage>
  );
}

/** What a form of the page did (`?sent=`, after its 303), said at the top of the panel. */
function Done({ children }: { children: ReactNode }) {
  return (
    <div className="subscribe-sent" role="status" data-testid="subscription-done">
      <Icon name="check" />
      <p>{children}</p>
    </div>
  );
}

/**
 * `/subscriptions/confirm?token=`: the confirmation mail's link. Opening it confirms nothing (a
 * mail scanner opens links too): its button posts the token, and the server answers 303 to the
 * confirmed page, or this page saying the link is not valid (404).
 */
export function ConfirmSubscription() {
  const t = useTexts();
  const locale = useLocale();
  const token = useToken();
  const refused = usePostedForm('subscription');
  return (
    <SubscriptionPage title={t('subscriptionPages.confirmTitle')} description={t('subscriptionPages.confirmDescription')}>
      {!token || refused ? (
        <InvalidLink />
      ) : (
        <form method="post" action={localePath(subscriptionPagePath('confirm', 'en'), locale)} className="panel subscription-panel">
          <p>{t('subscriptionPages.confirmText')}</p>
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="button">
            {t('subscriptionPages.confirmButton')}
          </button>
        </form>
      )}
    </SubscriptionPage>
  );
}

/** `/subscriptions/confirmed`: where the confirm page's button leads. */
export function SubscriptionConfirmed() {
  const t = useTexts();
  const text = useMessageText();
  const to = useLocalePath();
  return (
    <SubscriptionPage title={t('subscriptionPages.confirmedTitle')} description={t('subscriptionPages.confirmedDescription')}>
      <div className="panel subscription-panel">
        <Done>{text('subscription.confirmed')}</Done>
        <p>{t('subscriptionPages.confirmedText')}</p>
        <Link to={to('/news-notices')} className="button button-outline">
          {t('subscriptionPages.newsLink')}
        </Link>
      </div>
    </SubscriptionPage>
  );
}

/**
 * `/subscriptions/manage?token=`: the categories and the mails' language, as GET
 * /api/subscriptions/manage answers them, in a form that saves them (303 back with
 * `?sent=saved`), and Unsubscribe, one click, no confirmation (303 to the unsubscribed page).
 */
export function ManageSubscription() {
  const t = useTexts();
  const text = useMessageText();
  const locale = useLocale();
  const token = useToken();
  const url = usePageUrl();
  const subscription = usePageData('subscription').data;
  const posted = usePostedForm('subscription');
  const action = `${localePath(subscriptionPagePath('manage', 'en'), locale)}?token=${encodeURIComponent(token)}`;
  const valid = token && subscription && posted?.status !== 404;
  const choices = posted?.values ?? subscription;
  return (
    <SubscriptionPage title={t('subscriptionPages.manageTitle')} description={t('subscriptionPages.manageDescription')}>
      {!valid || !choices ? (
        <InvalidLink />
      ) : (
        <>
          <form method="post" action={action} className="panel subscription-panel" aria-label={t('subscriptionPages.manageTitle')}>
            {url.searchParams.get(SENT_PARAM) === 'saved' && !posted && <Done>{text('subscription.saved')}</Done>}
            {!subscription.confirmed && <p className="subscription-note">{t('subscriptionPages.notConfirmed')}</p>}
            <p>{t('subscriptionPages.manageText')}</p>
            <input type="hidden" name={HOME_FORM_FIELDS.intent} value={MANAGE_INTENTS.save} />
            <CategoryChoices
              label={t('subscribe.categories')}
              selected={choices.categories}
              error={codesOrMessages(posted?.errors ?? {}).categories}
            />
            <fieldset className="subscribe-categories">
              <legend>{t('subscribe.language')}</legend>
              {LOCALES.map((value) => (
                <label key={value} className="check">
                  <input type="radio" name="locale" value={value} defaultChecked={choices.locale === value} />{' '}
                  <span lang={value === locale ? undefined : value}>{LOCALE_NAMES[value]}</span>
                </label>
              ))}
            </fieldset>
            <button type="submit" className="button">
              {t('subscriptionPages.save')}
            </button>
          </form>
          <form method="post" action={action} className="panel subscription-panel" aria-label={t('subscriptionPages.leaveTitle')}>
            <h2>{t('subscriptionPages.leaveTitle')}</h2>
            <p>{t('subscriptionPages.leaveText')}</p>
            <input type="hidden" name={HOME_FORM_FIELDS.intent} value={MANAGE_INTENTS.unsubscribe} />
            <button type="submit" className="button button-outline">
              {t('subscriptionPages.unsubscribe')}
            </button>
          </form>
        </>
      )}
    </SubscriptionPage>
  );
}

/** `/subscriptions/unsubscribed`: where Unsubscribe leads (the manage page's, and the mails' link posted as a form). */
export function Unsubscribed() {
  const t = useTexts();
  const text = useMessageText();
  const to = useLocalePath();
  return (
    <SubscriptionPage title={t('subscriptionPages.unsubscribedTitle')} description={t('subscriptionPages.unsubscribedDescription')}>
      <div className="panel subscription-panel">
        <Done>{text('subscription.unsubscribed')}</Done>
        <p>{t('subscriptionPages.unsubscribedText')}</p>
        <a href={to('/#subscribe')} className="button button-outline">
          {t('subscriptionPages.subscribeAgain')}
        </a>
      </div>
    </SubscriptionPage>
  );
}
