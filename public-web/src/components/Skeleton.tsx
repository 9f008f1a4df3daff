import { useTexts } from '@/lib/i18n';
import './Skeleton.css';

/** A grey placeholder block: a line of text by default, `width` of its row when given. */
function Skeleton({ className = 'skeleton-line', width }: { className?: string; width?: string }) {
  return <div className={`skeleton ${className}`} style={width ? { width } : undefined} />;
}

/** Grey placeholder cards of fixed size while a list loads. */
export function SkeletonCards({ count, className = 'card-grid' }: { count: number; className?: string }) {
  const t = useTexts();
  return (
    <div className={className} aria-busy="true" aria-label={t('states.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card skeleton-card" data-testid="skeleton-card">
          <Skeleton className="skeleton-media" />
          <div className="card-body">
            <Skeleton width="70%" />
            <Skeleton />
            <Skeleton width="50%" />
          </div>
        </div>
      ))}
    </div>
  );
}
