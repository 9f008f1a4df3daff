import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/Toaster';
import { ScrollToTop } from '@/lib/scroll';
import { Footer } from './Footer';
import { Header } from './Header';
import './Layout.css';

export function Layout() {
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
