import { NEWS_CATEGORIES, type NewsCategory } from '@institute/shared';
import { useId } from 'react';
import { useTexts } from '@/lib/i18n';
import { useMessageText } from '@/lib/messages';

/** Each category's label: the News & Notices tabs' words (News, Notices, Results). */
const CATEGORY_LABELS = { news: 'news.tabNews', notice: 'news.tabNotices', result: 'news.tabResults' } as const;

/**
 * A subscription's categories, one box each (`categories`, posted once per box checked), with
 * their message (the code of 'Choose at least one category') said in the group and on each box.
 * `onToggle`: the boxes are the form's state (the subscription form's island); without it they
 * are the server's HTML, checked as `selected` says (the manage page, which runs no script).
 */
export function CategoryChoices({
  label,
  selected,
  onToggle,
  error,
}: {
  label: string;
  selected: readonly NewsCategory[];
  onToggle?: (category: NewsCategory) => void;
  error?: string;
}) {
  const t = useTexts();
  const text = useMessageText();
  const errorId = `${useId()}-error`;
  const described = error ? errorId : undefined;
  return (
    <fieldset className="subscribe-categories" aria-describedby={described}>
      <legend>{label}</legend>
      {NEWS_CATEGORIES.map((category) => (
        <label key={category} className="check">
          <input
            type="checkbox"
            name="categories"
            value={category}
            {...(onToggle
              ? { checked: selected.includes(category), onChange: () => onToggle(category) }
              : { defaultChecked: selected.includes(category) })}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
          />{' '}
          {t(CATEGORY_LABELS[category])}
        </label>
      ))}
      {error && (
        <p className="field-error" id={errorId} role="alert">
          {text(error)}
        </p>
      )}
    </fieldset>
  );
}
