import { isValidEmail } from '@institute/shared';
import type { FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/Field';
import { codesOrMessages, useMessageText } from '@/lib/messages';
import { useTexts } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { register as sendRegistration } from '../api/register';
import { useCall } from '@/lib/use-call';
import { useEnterBackOffice } from '../hooks/use-enter-back-office';
import { newPasswordErrors } from '../utils/passwords';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY = { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const form = useForm(EMPTY);
  const t = useTexts();
  const text = useMessageText();
  const register = useCall(sendRegistration, {
    onSuccess: useEnterBackOffice('signIn.registrationSuccess'),
    onError: (error) => toast({ title: t('auth.registrationFailed'), description: text.server(error, ''), variant: 'destructive' }),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Names and address are trimmed; a password is taken as typed.
    const { confirmPassword, ...values } = {
      ...form.trimmed(),
      password: form.values.password,
      confirmPassword: form.values.confirmPassword,
    };
    const errors: Partial<Record<keyof typeof EMPTY, string>> = codesOrMessages(newPasswordErrors(values.password, confirmPassword));
    if (!values.username) errors.username = 'user.usernameRequired';
    if (values.email && !isValidEmail(values.email)) errors.email = 'user.invalidEmail';
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) register.send(values);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.registerForm')}>
      <TextField label={t('auth.username')} {...form.field('username')} required autoComplete="username" />
      <TextField label={t('auth.email')} {...form.field('email')} type="email" autoComplete="email" />
      <div className="form-grid">
        <TextField label={t('auth.firstName')} {...form.field('firstName')} autoComplete="given-name" />
        <TextField label={t('auth.lastName')} {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <NewPasswordFields label={t('auth.password')} password={form.field('password')} confirm={form.field('confirmPassword')} />
      <SubmitButton pending={register.isPending} busyText={t('auth.creatingAccount')}>
        {t('auth.createAccount')}
      </SubmitButton>
    </form>
  );
}
