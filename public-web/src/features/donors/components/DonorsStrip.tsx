import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useLocalePath } from '@/lib/locale';
import { useDonors } from '../api/get-donors';
import { HOME_SAMPLES, usePartners } from '../utils/partners';
import { DonorLogo } from './DonorLogo';
import './DonorsStrip.css';

export function DonorsStrip() {
  const t = useTexts();
  const to = useLocalePath();
  const partners = usePartners(useDonors().data, HOME_SAMPLES);
  // The list twice, so the strip scrolls without a gap; the copy is hidden from assistive technology.
  return (
    <section id="donors" className="section donors-strip" aria-labelledby="donors-title">
      <div className="container">
        <h2 id="donors-title" className="section-title center">
          {t('home.donorsTitle')}
        </h2>
        <div className="marquee">
          <ul className="marquee-track" data-testid="donor-track">
            {[0, 1].map((copy) =>
              partners.map((p, i) => (
                <li
                  key={`${copy}-${i}`}
                  className="donor-chip"
                  aria-hidden={copy === 1 ? true : undefined}
                  title={p.name}
                  lang={p.lang.name}
                >
                  <DonorLogo name={p.name} logoUrl={p.logoUrl} media={p.media} />
                  <span className="donor-name">{p.name}</span>
                </li>
              )),
            )}
          </ul>
        </div>
        <div className="center">
          <Link to={to('/donors')} className="button button-outline">
            {t('home.viewAllDonors')}
          </Link>
        </div>
      </div>
    </section>
  );
}
