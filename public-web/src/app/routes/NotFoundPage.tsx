import { Link } from 'react-router';
import { SectionLink } from '@/components/SectionLink';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { usePageMeta } from '@/lib/meta';
import { useStatusCode } from '@/lib/ssr';
import './NotFoundPage.css';

export default function NotFoundPage() {
  const t = useTexts();
  const to = useLocalePath();
  usePageMeta({ title: t('notFound.title'), description: t('notFound.description') });
  useStatusCode(404);
  return (
    <section className="section">
      <div className="container narrow center not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.heading')}</h1>
        <p>{t('notFound.text')}</p>
        <div className="button-row center">
          <Link to={to('/')} className="button">
            {t('notFound.home')}
          </Link>
          <SectionLink section="contact" className="button button-outline">
            {t('notFound.contact')}
          </SectionLink>
        </div>
      </div>
    </section>
  );
}
