import { Link } from 'react-router';
import { SectionLink } from '@/components/SectionLink';
import { usePageMeta } from '@/lib/meta';
import { useStatusCode } from '@/lib/ssr';
import './NotFoundPage.css';

export default function NotFoundPage() {
  usePageMeta({ title: 'Page Not Found', description: "The page you're looking for doesn't exist." });
  useStatusCode(404);
  return (
    <section className="section">
      <div className="container narrow center not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>404, Page Not Found.</h1>
        <p>The page you're looking for doesn't exist. Don't worry, it happens to the best of us.</p>
        <div className="button-row center">
          <Link to="/" className="button">
            Please Take Me Home
          </Link>
          <SectionLink section="contact" className="button button-outline">
            Contact Us
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
