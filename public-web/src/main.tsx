import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Placeholder home until the public site's issue fills in every route of the public spec. */
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Technical Training Institute</h1>
      <p>CTEVT affiliated · Established 2064 B.S.</p>
      <p>
        Staff: <a href="/admin">sign in to the back office</a>.
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
