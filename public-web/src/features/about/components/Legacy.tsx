import { LEGACY_GRADUATES_DEFAULT, parseStatisticValue } from '@institute/shared';
import { useStatistics } from '../api/get-statistics';
import { LEGACY_COUNTER_MS } from '../utils/counter';
import { Counter } from './Counter';
import './stats.css';
import './Legacy.css';

/** The About page's 'Our Legacy' block: the years, a graduates counter and the affiliation. */
export function Legacy() {
  const statistics = useStatistics();
  const graduates = statistics.isPending
    ? null
    : parseStatisticValue(statistics.data?.find((s) => s.key === 'totalGraduates')?.value, LEGACY_GRADUATES_DEFAULT);
  return (
    <section className="section legacy" aria-labelledby="legacy-title">
      <div className="container">
        <h2 id="legacy-title" className="section-title center light">
          Our Legacy
        </h2>
        <div className="stats-grid">
          <div className="stat">
            <span className="counter">18+ Years</span>
            <span className="stat-label">of training excellence</span>
          </div>
          <div className="stat">
            <Counter value={graduates} suffix="+" durationMs={LEGACY_COUNTER_MS} />
            <span className="stat-label">Graduates</span>
          </div>
          <div className="stat">
            <span className="counter">CTEVT</span>
            <span className="stat-label">Affiliated since 2065 B.S. (2008 AD)</span>
          </div>
        </div>
      </div>
    </section>
  );
}
