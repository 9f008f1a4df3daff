import { Link } from 'react-router';
import { Icon } from '@/components/Icon';
import { listLoad } from '@/components/Img';
import { SkeletonCards } from '@/components/Skeleton';
import { useDonors } from '../api/get-donors';
import { PAGE_SAMPLES, partnersOrSamples } from '../utils/partners';
import { DonorLogo } from './DonorLogo';
import './DonorList.css';

/** The Partners & Donors page's cards and its links back home. */
export function DonorList() {
  const donors = useDonors();
  const partners = partnersOrSamples(donors.data, PAGE_SAMPLES);
  return (
    <section className="section">
      <div className="container">
        {donors.isPending ? (
          <SkeletonCards count={6} />
        ) : (
          <div className="card-grid">
            {partners.map((d, i) => (
              <article key={d.id} className="card donor-card">
                <div className="donor-card-logo">
                  <DonorLogo name={d.name} logoUrl={d.logoUrl} media={d.media} load={listLoad(i)} />
                </div>
                <div className="card-body">
                  <h2 className="card-title">{d.name}</h2>
                  {d.description && <p className="muted clamp-3">{d.description}</p>}
                </div>
                {d.websiteUrl && (
                  <div className="card-footer">
                    <a href={d.websiteUrl} target="_blank" rel="noopener noreferrer" className="text-link">
                      Visit Website <Icon name="external" size={14} />
                    </a>
                  </div>
                )}
              </article>
            ))}
          </div>
        )}
        <div className="button-row center back-row">
          <Link to="/" className="button button-outline">
            <Icon name="arrowLeft" /> Back to Home
          </Link>
          <Link to="/#donors" className="button">
            Partners on the Home Page
          </Link>
        </div>
      </div>
    </section>
  );
}
