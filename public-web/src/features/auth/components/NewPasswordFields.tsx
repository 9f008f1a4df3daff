import type { ComponentProps } from 'react';
import { TextField } from '@/components/Field';
import { useTexts } from '@/lib/i18n';

/** A field bound to a form value (what useForm's `field(name)` gives). */
type Bound = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'error'>;

/** A new password and its confirmation, both hidden as typed (registration and reset). */
export function NewPasswordFields({ label, password, confirm }: { label: string; password: Bound; confirm: Bound }) {
  const t = useTexts();
  return (
    <>
      <TextField label={label} {...password} type="password" required autoComplete="new-password" />
      <TextField label={t('auth.confirmPassword')} {...confirm} type="password" required autoComplete="new-password" />
    </>
  );
}
