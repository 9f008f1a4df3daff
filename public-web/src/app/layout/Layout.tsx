import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@/components/Toaster';
import { PageTexts, useTexts } from '@/lib/i18n';
import { ScrollToTop } from '@/lib/scroll';
import { Footer } from './Footer';
import { Header } from './Header';
import './Layout.css';

/**
 * Marks the page as the browser's (hydrated, or rendered there): the browser suite waits for it
 * before typing, clicking or moving within the app. It sits inside the page's Suspense boundary,
 * which is taken over after the header and footer once the page's code has loaded, so the mark
 * means the page itself runs (docs/public-site.md, Server rendering).
 */
function MarkRunning() {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
  return null;
}

export function Layout() {
  return (
    <PageTexts>
      <Frame />
    </PageTexts>
  );
}

function Frame() {
  const t = useTexts();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" aria-label={t('layout.loadingPage')} />}>
          <Outlet />
          <MarkRunning />
        </Suspense>
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
