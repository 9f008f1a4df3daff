import { useEffect, useRef, useState } from 'react';
import { countAt } from '../utils/counter';
import './Counter.css';

interface Props {
  /** null while the number is still loading: the counter waits, so it never counts to a default and then jumps. */
  value: number | null;
  suffix?: string;
  durationMs: number;
}

/** Counts up from 0 once, the first time at least half of it is visible. */
export function Counter({ value, suffix = '', durationMs }: Props) {
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
      {shown.toLocaleString('en-US')}
      {suffix}
    </span>
  );
}
