import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  NEWS_CATEGORIES,
  type NewsCategory,
  SENT_PARAM,
  splitLocale,
  SUBSCRIBE_FORM,
  SUBSCRIPTION_RULES,
  validator,
} from '@institute/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorsByField, PostedForm, SelectField, SubmitButton, TextField } from '@/components/Field';
import { Icon } from '@/components/Icon';
import { HomeFormFields, Honeypot, UnavailableNotice, useBotTrap } from './BotTrap';
import { isUnavailable } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';
import { codesOrMessages, useMessageText } from '@/lib/messages';
import { usePageUrl, usePostedForm } from '@/lib/ssr';
import { useFocusOnAnswer, useForm, useTypedBeforeHydration } from '@/lib/use-form';
import { useSubscribe } from '../api/subscribe';
import { CategoryChoices } from './CategoryChoices';
import './SubscribeForm.css';

const checkEmail = validator({ email: SUBSCRIPTION_RULES.email });

/**
 * The subscription form, an island (docs/public-site.md, E-mail subscriptions): the address, the
 * categories (all checked at first) and the mails' language (the page's at first). It posts to
 * the page it is on (`intent=subscribe`, the home forms' bot trap); sent before or without the
 * page's code, the server answers 303 to the page with `?sent=subscribe#subscribe`, which says
 * "check your inbox", or the page with the messages and what was typed. Once the code runs, it is
 * sent as JSON (POST /api/subscriptions) and answered in place, with the same words whatever
 * the address's state.
 */
export default function SubscribeForm() {
  const t = useTexts();
  const text = useMessageText();
  const pageLocale = useLocale();
  const url = usePageUrl();
  const posted = usePostedForm('subscribe');
  const form = useForm({ email: posted?.values.email ?? '' }, codesOrMessages(posted?.errors ?? {}));
  const [categories, setCategories] = useState<NewsCategory[]>(posted ? posted.values.categories : [...NEWS_CATEGORIES]);
  const [categoriesError, setCategoriesError] = useState<string | undefined>(codesOrMessages(posted?.errors ?? {}).categories);
  const [locale, setLocale] = useState<Locale>(posted?.values.locale ?? pageLocale);
  const trap = useBotTrap();
  const element = useRef<HTMLFormElement>(null);
  const send = useSubscribe({
    onSuccess: () => {
      form.reset({ email: '' });
      trap.restart();
    },
    // A 503 keeps what was typed and says so in the form; any other failure is the server's message.
    onError: (error) => {
      if (!isUnavailable(error))
        toast({ title: t('subscribe.failed'), description: text.server(error, t('forms.tryAgain')), variant: 'destructive' });
    },
  });
  const answer = useFocusOnAnswer<HTMLDivElement>(send.isSuccess);

  // What was typed or checked before the page ran is the form's (its fields are usable from the first paint).
  useTypedBeforeHydration(element, form.setValues);
  useEffect(() => {
    if (!element.current) return;
    const typed = new FormData(element.current);
    setCategories(NEWS_CATEGORIES.filter((c) => typed.getAll('categories').includes(c)));
    const chosen = typed.get('locale');
    if (LOCALES.includes(chosen as Locale)) setLocale(chosen as Locale);
  }, []);

  const toggle = (category: NewsCategory) => {
    setCategories((now) => NEWS_CATEGORIES.filter((c) => (c === category ? !now.includes(c) : now.includes(c))));
    setCategoriesError(undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email } = form.trimmed();
    const errors = errorsByField(checkEmail({ email }));
    const noCategory = categories.length === 0 ? 'subscription.noCategory' : undefined;
    form.setErrors(errors);
    setCategoriesError(noCategory);
    if (errors.email || noCategory) {
      const element = event.currentTarget;
      window.setTimeout(() => element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    send.send({ email, categories, locale, ...trap.fields() });
  };

  const sent = send.isSuccess || (send.isIdle && !posted && url.searchParams.get(SENT_PARAM) === SUBSCRIBE_FORM.intent);
  return (
    <PostedForm
      formRef={element}
      className="panel subscribe-form"
      action={`${splitLocale(url.pathname).path}#${SUBSCRIBE_FORM.intent}`}
      onSubmit={onSubmit}
      label={t('subscribe.formLabel')}
    >
      <h2 className="subscribe-title">
        <Icon name="mail" /> {t('subscribe.title')}
      </h2>
      <p className="subscribe-lead">{t('subscribe.lead')}</p>
      {sent && (
        <div className="subscribe-sent" role="status" tabIndex={-1} ref={answer} data-testid="subscribe-sent">
          <Icon name="check" />
          <p>{text('subscription.received')}</p>
        </div>
      )}
      <HomeFormFields intent={SUBSCRIBE_FORM.intent} />
      <Honeypot inputRef={trap.honeypotRef} />
      <TextField label={t('subscribe.email')} {...form.field('email')} type="email" required autoComplete="email" native />
      <CategoryChoices label={t('subscribe.categories')} selected={categories} onToggle={toggle} error={categoriesError} />
      <SelectField
        label={t('subscribe.language')}
        name="locale"
        value={locale}
        onChange={(event) => setLocale(event.target.value as Locale)}
        options={LOCALES.map((value) => ({ value, label: LOCALE_NAMES[value], lang: value === pageLocale ? undefined : value }))}
        native
      />
      {isUnavailable(send.error) && <UnavailableNotice />}
      {send.isIdle && posted?.message && <UnavailableNotice message={posted.message} />}
      <SubmitButton pending={send.isPending} busyText={t('subscribe.sending')} native>
        {t('subscribe.submit')}
      </SubmitButton>
    </PostedForm>
  );
}
