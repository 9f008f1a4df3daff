import type { NewsCategory } from '@institute/shared';
import { useTexts } from '@/lib/i18n';

const LABELS = { news: 'news.categoryNews', notice: 'news.categoryNotice', result: 'news.categoryResult' } as const satisfies Record<
  NewsCategory,
  string
>;
/** News blue, notice amber, result green (docs/public-site.md, Other pages). */
const TONES: Record<NewsCategory, string> = { news: 'badge-blue', notice: 'badge-amber', result: 'badge-green' };

export function CategoryBadge({ category }: { category: NewsCategory }) {
  const t = useTexts();
  const label = LABELS[category];
  return <span className={`badge ${TONES[category] ?? 'badge-blue'}`}>{label ? t(label) : category}</span>;
}

export function ImportantBadge() {
  const t = useTexts();
  return <span className="badge badge-red">{t('news.important')}</span>;
}
