import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/Toaster';
import { ScrollToTop } from '@/lib/scroll';
import { Footer } from './Footer';
import { Header } from './Header';
import './Layout.css';

/** Marks the page as the browser's (hydrated, or rendered there): the browser suite waits for it before moving within the app. */
function useMarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
}

export function Layout() {
  useMarkRunning();
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" aria-label="Loading page" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
