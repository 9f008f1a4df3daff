import { NEWS_CATEGORIES, type NewsCategory } from '@institute/shared';
import { useTexts } from '@/lib/i18n';

/** News blue, notice amber, result green (docs/public-site.md, Other pages). */
const TONES: Record<NewsCategory, string> = { news: 'badge-blue', notice: 'badge-amber', result: 'badge-green' };

export function CategoryBadge({ category }: { category: NewsCategory }) {
  const t = useTexts();
  return (
    <span className={`badge ${TONES[category] ?? 'badge-blue'}`}>
      {NEWS_CATEGORIES.includes(category) ? t(`newsCategory.${category}`) : category}
    </span>
  );
}

export function ImportantBadge() {
  const t = useTexts();
  return <span className="badge badge-red">{t('news.important')}</span>;
}
