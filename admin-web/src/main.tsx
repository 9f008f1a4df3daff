import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Screens are lazy chunks with hashed names. A tab opened before a new release asks for the old
// build's chunks, which are gone: reload once to get the new build (not again within 10 s, so a
// chunk that is really missing shows react-admin's error page instead of reloading forever).
const RELOADED_KEY = 'admin-web:reloaded-for-chunks';
window.addEventListener('vite:preloadError', (event) => {
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (Date.now() - last < 10_000) return;
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  event.preventDefault();
  window.location.reload();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
