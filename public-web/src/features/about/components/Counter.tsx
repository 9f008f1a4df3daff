import { localeDigits } from '@institute/shared';
import { useLocale } from '@/lib/locale';
import './Counter.css';

interface Props {
  /** null while the number is unknown (its read failed): nothing is counted to a default. */
  value: number | null;
  suffix?: string;
}

/**
 * A statistic's number, as the server renders it: its final value, in Devanagari digits on a
 * Nepali page (docs/public-site.md, Islands: the counters are server HTML, no script counts them up).
 */
export function Counter({ value, suffix = '' }: Props) {
  const locale = useLocale();
  return (
    <span className="counter" data-value={value ?? undefined} aria-busy={value === null || undefined}>
      {value === null ? '' : `${localeDigits(value.toLocaleString('en-US'), locale)}${suffix}`}
    </span>
  );
}
