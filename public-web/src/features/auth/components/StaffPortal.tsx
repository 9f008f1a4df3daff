import { useEffect, useState } from 'react';
import { useUser } from '../api/get-user';
import { goToAdmin } from '../utils/messages';
import { AuthCard } from './AuthCard';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

type Mode = 'signin' | 'register';
const MODES: readonly { mode: Mode; label: string }[] = [
  { mode: 'signin', label: 'Sign In' },
  { mode: 'register', label: 'Register' },
];

/** The one sign-in screen, with registration on its second tab; a visitor already signed in goes on to the back office. */
export function StaffPortal() {
  const user = useUser();
  const [mode, setMode] = useState<Mode>('signin');

  useEffect(() => {
    if (user.data) goToAdmin();
  }, [user.data]);

  return (
    <AuthCard title="Staff Portal" subtitle="Sign in to manage the institute website.">
      <div className="tabs tabs-full" role="tablist" aria-label="Sign in or register">
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
            {m.label}
          </button>
        ))}
      </div>
      <div id="panel-auth" role="tabpanel" aria-labelledby={`tab-${mode}`}>
        {mode === 'signin' ? <SignInForm /> : <RegisterForm />}
      </div>
    </AuthCard>
  );
}
