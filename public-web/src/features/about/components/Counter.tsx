import { localeDigits } from '@institute/shared';
import { useEffect, useRef, useState } from 'react';
import { useLocale } from '@/lib/locale';
import { countAt } from '../utils/counter';
import './Counter.css';

interface Props {
  /** null while the number is still loading: the counter waits, so it never counts to a default and then jumps. */
  value: number | null;
  suffix?: string;
  durationMs: number;
}

/** Counts up from 0 once, the first time at least half of it is visible; in Devanagari digits on a Nepali page. */
export function Counter({ value, suffix = '', durationMs }: Props) {
  const locale = useLocale();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(0);
  const started = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || value === null) return;
    let frame = 0;
    const run = () => {
      started.current = true;
      const start = performance.now();
      const step = (now: number) => {
        setShown(countAt(value, now - start, durationMs));
        if (now - start < durationMs) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    if (started.current || !('IntersectionObserver' in window)) {
      setShown(value);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !started.current) {
          observer.disconnect();
          run();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <span ref={ref} className="counter" data-value={value ?? undefined} aria-busy={value === null || undefined}>
      {localeDigits(shown.toLocaleString('en-US'), locale)}
      {suffix}
    </span>
  );
}
