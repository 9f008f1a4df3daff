import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageTexts, useTexts } from '@/lib/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import './Layout.css';

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
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<div className="page-loading" aria-busy="true" aria-label={t('layout.loadingPage')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
