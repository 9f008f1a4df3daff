import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ROLE_LABELS, type Role } from '@institute/shared';

interface CurrentUser {
  username: string;
  role: Role;
}

/** Placeholder until the back-office issue brings the react-admin app: shows who is signed in. */
function App() {
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  useEffect(() => {
    fetch('/api/user', { credentials: 'include' })
      .then((r) => (r.ok ? r.json() : null))
      .then(setUser, () => setUser(null));
  }, []);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Back office</h1>
      {user === undefined && <p>Loading…</p>}
      {user === null && <p>Not signed in.</p>}
      {user && (
        <p>
          Signed in as {user.username} ({ROLE_LABELS[user.role]}).
        </p>
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
