import { formatDisplayDate, newsLink, trainingOpeningStatus } from '@institute/shared';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { CategoryBadge, ImportantBadge } from '../../components/news/CategoryBadge';
import { SectionLink } from '../../components/SectionLink';
import { publishedDate } from '../../lib/news';
import { useNews, usePrograms, useTrainingOpenings } from '../../lib/queries';

/** Public spec §9: 5 recent items, 5 active programs. */
const HOME_NEWS = 5;
const HOME_ACTIVE_PROGRAMS = 5;

export function NewsSection() {
  const news = useNews();
  const programs = usePrograms().data;
  const openings = (useTrainingOpenings().data ?? []).filter((o) => {
    const status = trainingOpeningStatus(o);
    return status === 'Open for Registration' || status === 'Ongoing';
  });

  return (
    <section id="news" className="section">
      <div className="container news-layout">
        <div>
          <h2 className="section-title">Latest News &amp; Notices</h2>
          <p className="section-lead">Announcements, admission notices and results from the institute.</p>
          {news.isPending ? (
            <ul className="news-list" aria-busy="true">
              {Array.from({ length: HOME_NEWS }, (_, i) => (
                <li key={i} className="news-row skeleton-row">
                  <div className="skeleton skeleton-line" style={{ width: '30%' }} />
                  <div className="skeleton skeleton-line" />
                </li>
              ))}
            </ul>
          ) : news.data && news.data.length > 0 ? (
            <ul className="news-list">
              {news.data.slice(0, HOME_NEWS).map((item) => (
                <li key={item.id} className="news-row">
                  <p className="news-row-meta">
                    <CategoryBadge category={item.category} />
                    {item.priority === 'high' && <ImportantBadge />}
                    <time dateTime={publishedDate(item)}>{formatDisplayDate(publishedDate(item))}</time>
                  </p>
                  <Link to={newsLink(item)} className="news-row-title">
                    {item.title}
                  </Link>
                  <p className="muted clamp-2">{item.excerpt}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="empty-text">No news items available at the moment.</p>
          )}
          <Link to="/news-notices" className="button">
            See All News &amp; Notices <Icon name="arrowRight" />
          </Link>
        </div>
        <aside className="news-aside">
          <div className="panel panel-blue">
            <h3>Quick Application</h3>
            <p>Apply online in a few minutes. We reply within 2-3 business days.</p>
            <ul className="check-list">
              <li>390-hour practical programs</li>
              <li>National skill test certification</li>
              <li>Trainees from 50+ districts</li>
            </ul>
            <SectionLink section="apply" className="button button-light">
              Apply Now
            </SectionLink>
          </div>
          <div className="panel">
            <h3>Active Programs</h3>
            {programs && programs.length > 0 ? (
              <ul className="link-list">
                {programs.slice(0, HOME_ACTIVE_PROGRAMS).map((p) => (
                  <li key={p.id}>
                    <SectionLink section="programs">{p.title}</SectionLink>
                    <span className="muted small">{p.duration}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{programs ? 'No training programs available at the moment.' : 'Loading programs…'}</p>
            )}
          </div>
          {openings.length > 0 && (
            <div className="panel">
              <h3>Training Openings</h3>
              <ul className="link-list">
                {openings.slice(0, HOME_ACTIVE_PROGRAMS).map((o) => (
                  <li key={o.id}>
                    <strong>{o.title}</strong>
                    <span className="muted small">
                      {trainingOpeningStatus(o)}
                      {o.applicationDeadline && ` · Apply by ${formatDisplayDate(o.applicationDeadline)}`}
                      {o.location && ` · ${o.location}`}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </aside>
      </div>
    </section>
  );
}
