import { isValidEmail, USER_MESSAGES } from '@institute/shared';
import type { FormEvent } from 'react';
import { SubmitButton, TextField } from '@/components/Field';
import { toastFailure } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { useRegister } from '../api/register';
import { useEnterBackOffice } from '../hooks/use-enter-back-office';
import { AUTH_PAGE_MESSAGES } from '../utils/messages';
import { newPasswordErrors } from '../utils/passwords';
import { NewPasswordFields } from './NewPasswordFields';

const EMPTY = { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

export function RegisterForm() {
  const form = useForm(EMPTY);
  const register = useRegister({
    onSuccess: useEnterBackOffice(AUTH_PAGE_MESSAGES.registrationSuccess),
    onError: (error) => toastFailure(AUTH_PAGE_MESSAGES.registrationFailed, error),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Names and address are trimmed; a password is taken as typed.
    const { confirmPassword, ...values } = {
      ...form.trimmed(),
      password: form.values.password,
      confirmPassword: form.values.confirmPassword,
    };
    const errors: Partial<Record<keyof typeof EMPTY, string>> = newPasswordErrors(values.password, confirmPassword);
    if (!values.username) errors.username = USER_MESSAGES.usernameRequired;
    if (values.email && !isValidEmail(values.email)) errors.email = USER_MESSAGES.invalidEmail;
    form.setErrors(errors);
    if (Object.keys(errors).length === 0) register.mutate(values);
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Register">
      <TextField label="Username" {...form.field('username')} required autoComplete="username" />
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" />
      <div className="form-grid">
        <TextField label="First Name" {...form.field('firstName')} autoComplete="given-name" />
        <TextField label="Last Name" {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <NewPasswordFields label="Password" password={form.field('password')} confirm={form.field('confirmPassword')} />
      <SubmitButton pending={register.isPending} busyText="Creating Account...">
        Create Account
      </SubmitButton>
    </form>
  );
}
