import { useEffect, useState } from 'react';
import { useTexts } from '@/lib/i18n';
import { getUser } from '../api/get-user';
import { goToAdmin } from '../utils/messages';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

type Mode = 'signin' | 'register';
const MODES = [
  { mode: 'signin', label: 'auth.signInTab' },
  { mode: 'register', label: 'auth.registerTab' },
] as const satisfies readonly { mode: Mode; label: string }[];

/**
 * The sign-in screen's forms, an island (docs/public-site.md, Islands): the sign-in form, and
 * registration on the second tab. Who is signed in differs per visitor, so the server never
 * knows it: once the page runs, the island asks, and a visitor already signed in goes on to the
 * back office at once.
 */
export default function StaffPortalForms() {
  const t = useTexts();
  const [mode, setMode] = useState<Mode>('signin');

  useEffect(() => {
    let current = true;
    getUser().then(
      (user) => {
        if (user && current) goToAdmin();
      },
      () => undefined, // Not known: the visitor signs in.
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
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
    </>
  );
}
