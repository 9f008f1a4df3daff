/** A list page's category filter: one toggle button per tab, the chosen one pressed, each with an optional count. */
export function FilterTabs<T extends string>({
  tabs,
  value,
  onChange,
  count,
}: {
  tabs: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
  count?: (value: T) => number;
}) {
  return (
    <div className="tabs" role="group" aria-label="Filter by category">
      {tabs.map((t) => (
        <button
          key={t.value}
          type="button"
          className={value === t.value ? 'tab active' : 'tab'}
          aria-pressed={value === t.value}
          onClick={() => onChange(t.value)}
        >
          {t.label}
          {count && (
            <>
              {' '}
              <span className="tab-count">({count(t.value)})</span>
            </>
          )}
        </button>
      ))}
    </div>
  );
}
