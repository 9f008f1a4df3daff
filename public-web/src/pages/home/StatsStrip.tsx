import { parseStatisticValue, STATISTIC_DEFAULTS, STATISTIC_KEYS, type StatisticKey } from '@institute/shared';
import { Counter } from '../../components/Counter';
import { useStatistics } from '../../lib/queries';

const LABELS: Record<StatisticKey, string> = {
  totalGraduates: 'Graduates Trained',
  districtsReached: 'Districts Reached',
  assignmentsCompleted: 'Assignments Completed',
  affiliatedOccupations: 'Affiliated Occupations',
};

/** Public spec §9: 1800 ms plus 150 ms per item on the home strip. */
const BASE_DURATION_MS = 1800;
const STEP_MS = 150;

export function StatsStrip() {
  const stats = useStatistics().data;
  return (
    <section id="stats" className="stats-strip" aria-label="Our achievements">
      <div className="container stats-grid">
        {STATISTIC_KEYS.map((key, i) => {
          const fallback = STATISTIC_DEFAULTS[key];
          const stored = stats?.find((s) => s.key === key)?.value;
          return (
            <div key={key} className="stat" data-testid={`stat-${key}`}>
              <Counter value={parseStatisticValue(stored, fallback.value)} suffix={fallback.suffix} durationMs={BASE_DURATION_MS + STEP_MS * i} />
              <span className="stat-label">{LABELS[key]}</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
