/** Grey placeholder blocks of fixed size while a list loads. */
export function SkeletonCards({ count, className = 'card-grid' }: { count: number; className?: string }) {
  return (
    <div className={className} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card skeleton-card" data-testid="skeleton-card">
          <div className="skeleton skeleton-media" />
          <div className="card-body">
            <div className="skeleton skeleton-line" style={{ width: '70%' }} />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line" style={{ width: '50%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}
