import { LEGACY_GRADUATES_DEFAULT, parseStatisticValue } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useStatistics } from '../api/get-statistics';
import { Counter } from './Counter';
import './stats.css';
import './Legacy.css';

/** The About page's 'Our Legacy' block: the years, a graduates counter and the affiliation. */
export function Legacy() {
  const t = useTexts();
  const statistics = useStatistics();
  const graduates = parseStatisticValue(statistics.data?.find((s) => s.key === 'totalGraduates')?.value, LEGACY_GRADUATES_DEFAULT);
  return (
    <section className="section legacy" aria-labelledby="legacy-title">
      <div className="container">
        <h2 id="legacy-title" className="section-title center light">
          {t('aboutPage.legacy')}
        </h2>
        <div className="stats-grid">
          <div className="stat">
            <span className="counter">{t('aboutPage.years')}</span>
            <span className="stat-label">{t('aboutPage.yearsLabel')}</span>
          </div>
          <div className="stat">
            <Counter value={graduates} suffix="+" />
            <span className="stat-label">{t('aboutPage.graduates')}</span>
          </div>
          <div className="stat">
            <span className="counter">CTEVT</span>
            <span className="stat-label">{t('aboutPage.affiliatedSince')}</span>
          </div>
        </div>
      </div>
    </section>
  );
}
