import { QueryClientProvider } from '@tanstack/react-query';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { queryClient } from './query-client';

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('./routes/HomePage'));
const AboutPage = lazy(() => import('./routes/AboutPage'));
const ProgramsPage = lazy(() => import('./routes/ProgramsPage'));
const ProjectsPage = lazy(() => import('./routes/ProjectsPage'));
const DownloadsPage = lazy(() => import('./routes/DownloadsPage'));
const TeamPage = lazy(() => import('./routes/TeamPage'));
const DonorsPage = lazy(() => import('./routes/DonorsPage'));
const NewsListPage = lazy(() => import('./routes/NewsListPage'));
const ArticlePage = lazy(() => import('./routes/ArticlePage'));
const CertificateVerifyPage = lazy(() => import('./routes/CertificateVerifyPage'));
const LoginPage = lazy(() => import('./routes/LoginPage'));
const ForgotPasswordPage = lazy(() => import('./routes/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('./routes/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage'));

/** The public route table (docs/public-site.md, Routes); /admin is the back office's own app. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="about-us" element={<AboutPage />} />
            <Route path="history" element={<Navigate to="/about-us#history" replace />} />
            <Route path="programs" element={<ProgramsPage />} />
            <Route path="projects" element={<ProjectsPage />} />
            <Route path="downloads" element={<DownloadsPage />} />
            <Route path="teams" element={<TeamPage />} />
            <Route path="donors" element={<DonorsPage />} />
            <Route path="news-notices" element={<NewsListPage />} />
            <Route path="news/:identifier" element={<ArticlePage />} />
            <Route path="certificate-verify" element={<CertificateVerifyPage />} />
            <Route path="login" element={<LoginPage />} />
            <Route path="auth" element={<LoginPage />} />
            <Route path="forgot-password" element={<ForgotPasswordPage />} />
            <Route path="reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
