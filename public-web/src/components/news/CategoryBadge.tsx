import type { NewsCategory } from '@institute/shared';

const LABELS: Record<NewsCategory, string> = { news: 'News', notice: 'Notice', result: 'Result' };
/** Public spec §2: news blue, notice amber, result green. */
const TONES: Record<NewsCategory, string> = { news: 'badge-blue', notice: 'badge-amber', result: 'badge-green' };

export function CategoryBadge({ category }: { category: NewsCategory }) {
  return <span className={`badge ${TONES[category] ?? 'badge-blue'}`}>{LABELS[category] ?? category}</span>;
}

export function ImportantBadge() {
  return <span className="badge badge-red">Important</span>;
}

export const CATEGORY_LABELS = LABELS;
