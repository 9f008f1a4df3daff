import { localeDigits } from '@institute/shared';
import { Link } from 'react-router';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/**
 * A list page's category filter: one link per tab to the page's address for it (so it works before
 * and without JavaScript), the chosen one `aria-current="page"`, each with an optional count.
 */
export function FilterTabs<T extends string>({
  tabs,
  value,
  href,
  count,
}: {
  tabs: readonly { value: T; label: string }[];
  value: T;
  /** The address's query for a tab ('' for the page without one). */
  href: (value: T) => string;
  count?: (value: T) => number;
}) {
  const locale = useLocale();
  const t = useTexts();
  return (
    <nav className="tabs" aria-label={t('common.filterByCategory')}>
      {tabs.map((t) => (
        <Link
          key={t.value}
          to={{ search: href(t.value) }}
          preventScrollReset
          className={value === t.value ? 'tab active' : 'tab'}
          aria-current={value === t.value ? 'page' : undefined}
        >
          {t.label}
          {count && (
            <>
              {' '}
              <span className="tab-count">{`(${localeDigits(count(t.value), locale)})`}</span>
            </>
          )}
        </Link>
      ))}
    </nav>
  );
}
