import type { NewsCategory } from '@institute/shared';

const LABELS: Record<NewsCategory, string> = { news: 'News', notice: 'Notice', result: 'Result' };
/** News blue, notice amber, result green (docs/public-site.md, Other pages). */
const TONES: Record<NewsCategory, string> = { news: 'badge-blue', notice: 'badge-amber', result: 'badge-green' };

export function CategoryBadge({ category }: { category: NewsCategory }) {
  return <span className={`badge ${TONES[category] ?? 'badge-blue'}`}>{LABELS[category] ?? category}</span>;
}

export function ImportantBadge() {
  return <span className="badge badge-red">Important</span>;
}
