import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Layout } from '../components/Layout';

// One chunk per page: a visitor downloads only the page they open.
const HomePage = lazy(() => import('../pages/home/HomePage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ProgramsPage = lazy(() => import('../pages/programs/ProgramsPage'));
const ProjectsPage = lazy(() => import('../pages/projects/ProjectsPage'));
const DownloadsPage = lazy(() => import('../pages/downloads/DownloadsPage'));
const TeamPage = lazy(() => import('../pages/team/TeamPage'));
const DonorsPage = lazy(() => import('../pages/donors/DonorsPage'));
const NewsListPage = lazy(() => import('../pages/news/NewsListPage'));
const ArticlePage = lazy(() => import('../pages/article/ArticlePage'));
const CertificatePage = lazy(() => import('../pages/certificate/CertificateVerifyPage'));
const LoginPage = lazy(() => import('../pages/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../pages/auth/ForgotPasswordPage'));
const ResetPasswordPage = lazy(() => import('../pages/auth/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

/** The public route table (public spec §2); /admin is the back office's own app. */
export function App() {
  return (
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
          <Route path="certificate-verify" element={<CertificatePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="auth" element={<LoginPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
