import { Icon } from '@/components/Icon';
import { useTexts } from '@/lib/i18n';
import './AccreditationBanner.css';

export function AccreditationBanner() {
  const t = useTexts();
  return (
    <section className="accreditation" aria-labelledby="accreditation-title">
      <div className="container">
        <h2 id="accreditation-title" className="section-title center light">
          {t('home.accreditationTitle')}
        </h2>
        <div className="card-grid grid-2">
          <article className="accreditation-card">
            <Icon name="award" size={36} />
            <div>
              <h3>{t('home.ctevtTitle')}</h3>
              <p>{t('home.ctevtText')}</p>
            </div>
          </article>
          <article className="accreditation-card">
            <Icon name="check" size={36} />
            <div>
              <h3>{t('home.testCenterTitle')}</h3>
              <p>{t('home.testCenterText')}</p>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
