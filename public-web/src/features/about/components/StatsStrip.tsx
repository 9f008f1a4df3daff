import { parseStatisticValue, STATISTIC_DEFAULTS, STATISTIC_KEYS } from '@institute/shared';
import { useTexts } from '@/lib/i18n';
import { useStatistics } from '../api/get-statistics';
import { Counter } from './Counter';
import './stats.css';

export function StatsStrip() {
  const statistics = useStatistics();
  const stats = statistics.data;
  const t = useTexts();
  return (
    <section id="stats" className="stats-strip" aria-label={t('stats.label')}>
      <div className="container stats-grid">
        {STATISTIC_KEYS.map((key) => {
          const fallback = STATISTIC_DEFAULTS[key];
          const stored = stats?.find((s) => s.key === key)?.value;
          return (
            <div key={key} className="stat" data-testid={`stat-${key}`}>
              <Counter value={parseStatisticValue(stored, fallback.value)} suffix={fallback.suffix} />
              <span className="stat-label">{t(`stats.${key}`)}</span>
            </div>
          );
        })}
      </div>
    </section>
  );
}
