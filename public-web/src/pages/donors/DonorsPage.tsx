import { Link } from 'react-router';
import { DonorLogo } from '../../components/DonorLogo';
import { Icon } from '../../components/Icon';
import { PageHero } from '../../components/PageHero';
import { SkeletonCards } from '../../components/Skeleton';
import { SAMPLE_PARTNERS } from '../../lib/content';
import { usePageMeta } from '../../lib/meta';
import { useDonors } from '../../lib/queries';

export default function DonorsPage() {
  usePageMeta({ title: 'Partners & Donors', description: 'The organisations that fund, support and partner with our training programs.' });
  const donors = useDonors();
  const partners =
    donors.data && donors.data.length > 0
      ? donors.data
      : SAMPLE_PARTNERS.map((p, i) => ({ id: `sample-${i}`, name: p.name, description: p.description, logoUrl: null, websiteUrl: null }));

  return (
    <>
      <PageHero title="Partners & Donors" subtitle="Organisations that make our training possible." />
      <section className="section">
        <div className="container">
          {donors.isPending ? (
            <SkeletonCards count={6} />
          ) : (
            <div className="card-grid">
              {partners.map((d) => (
                <article key={d.id} className="card donor-card">
                  <div className="donor-card-logo">
                    <DonorLogo name={d.name} logoUrl={d.logoUrl} />
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
    </>
  );
}
