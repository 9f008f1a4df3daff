import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { Icon } from '@/components/Icon';
import { listLoad } from '@/components/Img';
import { useDonors } from '../api/get-donors';
import { PAGE_SAMPLES, usePartners } from '../utils/partners';
import { DonorLogo } from './DonorLogo';
import './DonorList.css';

/** The Partners & Donors page's cards and its links back home. */
export function DonorList() {
  const t = useTexts();
  const to = useLocalePath();
  const donors = useDonors();
  const partners = usePartners(donors.data, PAGE_SAMPLES);
  return (
    <section className="section">
      <div className="container">
        <div className="card-grid">
          {partners.map((d, i) => (
            <article key={d.id} className="card donor-card">
              <div className="donor-card-logo">
                <DonorLogo name={d.name} logoUrl={d.logoUrl} media={d.media} load={listLoad(i)} />
              </div>
              <div className="card-body">
                <h2 className="card-title" lang={d.lang.name}>
                  {d.name}
                </h2>
                {d.description && (
                  <p className="muted clamp-3" lang={d.lang.description}>
                    {d.description}
                  </p>
                )}
              </div>
              {d.websiteUrl && (
                <div className="card-footer">
                  <a href={d.websiteUrl} target="_blank" rel="noopener noreferrer" className="text-link">
                    {t('donors.visitWebsite')} <Icon name="external" size={14} />
                  </a>
                </div>
              )}
            </article>
          ))}
        </div>
        <div className="button-row center back-row">
          <Link to={to('/')} className="button button-outline">
            <Icon name="arrowLeft" /> {t('common.backToHome')}
          </Link>
          <Link to={to('/#donors')} className="button">
            {t('donors.onHomePage')}
          </Link>
        </div>
      </div>
    </section>
  );
}
