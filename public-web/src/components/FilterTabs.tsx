import { localeDigits } from '@institute/shared';
import type { AnchorHTMLAttributes } from 'react';
import { useTexts } from '@/lib/i18n';
import { useLocale } from '@/lib/locale';

/**
 * A list page's category filter: one link per tab to the page's address for it (so it works before
 * and without JavaScript), the chosen one `aria-current="page"`, each with an optional count.
 * `link(value)` gives a tab's link: its `href`, and in an island the `onClick` that shows it in place.
 */
export function FilterTabs<T extends string>({
  tabs,
  value,
  link,
  count,
}: {
  tabs: readonly { value: T; label: string }[];
  value: T;
  link: (value: T) => Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'>;
  count?: (value: T) => number;
}) {
  const locale = useLocale();
  const t = useTexts();
  return (
    <nav className="tabs" aria-label={t('common.filterByCategory')}>
      {tabs.map((tab) => (
        <a
          key={tab.value}
          {...link(tab.value)}
          className={value === tab.value ? 'tab active' : 'tab'}
          aria-current={value === tab.value ? 'page' : undefined}
        >
          {tab.label}
          {count && (
            <>
              {' '}
              <span className="tab-count">{`(${localeDigits(count(tab.value), locale)})`}</span>
            </>
          )}
        </a>
      ))}
    </nav>
  );
}
