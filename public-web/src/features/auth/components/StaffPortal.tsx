import { useEffect, useState } from 'react';
import { useTexts } from '@/lib/i18n';
import { useUser } from '../api/get-user';
import { goToAdmin } from '../utils/messages';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

type Mode = 'signin' | 'register';
const MODES = [
  { mode: 'signin', label: 'auth.signInTab' },
  { mode: 'register', label: 'auth.registerTab' },
] as const satisfies readonly { mode: Mode; label: string }[];

/** The one sign-in screen, with registration on its second tab; a visitor already signed in goes on to the back office. */
export function StaffPortal() {
  const user = useUser();
  const t = useTexts();
  const [mode, setMode] = useState<Mode>('signin');

  useEffect(() => {
    if (user.data) goToAdmin();
  }, [user.data]);

  return (
    <AuthCard title={t('auth.portalTitle')} subtitle={t('auth.loginDescription')}>
      <div className="tabs tabs-full" role="tablist" aria-label={t('auth.modesLabel')}>
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            role="tab"
            id={`tab-${m.mode}`}
            aria-selected={mode === m.mode}
            aria-controls="panel-auth"
            className={mode === m.mode ? 'tab active' : 'tab'}
            onClick={() => setMode(m.mode)}
          >
            {t(m.label)}
          </button>
        ))}
      </div>
      <div id="panel-auth" role="tabpanel" aria-labelledby={`tab-${mode}`}>
        {mode === 'signin' ? <SignInForm /> : <RegisterForm />}
      </div>
    </AuthCard>
  );
}
