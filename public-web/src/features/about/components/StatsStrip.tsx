import { parseStatisticValue, STATISTIC_DEFAULTS, STATISTIC_KEYS, type StatisticKey } from '@institute/shared';
import { useStatistics } from '../api/get-statistics';
import { homeCounterDuration } from '../utils/counter';
import { Counter } from './Counter';
import './stats.css';

const LABELS: Record<StatisticKey, string> = {
  totalGraduates: 'Graduates Trained',
  districtsReached: 'Districts Reached',
  assignmentsCompleted: 'Assignments Completed',
  affiliatedOccupations: 'Affiliated Occupations',
};

export function StatsStrip() {
  const statistics = useStatistics();
  const stats = statistics.data;
  return (
    <section id="stats" className="stats-strip" aria-label="Our achievements">
      <div className="container stats-grid">
        {STATISTIC_KEYS.map((key, i) => {
          const fallback = STATISTIC_DEFAULTS[key];
          const stored = stats?.find((s) => s.key === key)?.value;
          return (
            <div key={key} className="stat" data-testid={`stat-${key}`}>
              <Counter
                value={statistics.isPending ? null : parseStatisticValue(stored, fallback.value)}
                suffix={fallback.suffix}
                durationMs={homeCounterDuration(i)}
              />
              <span className="stat-label">{LABELS[key]}</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
