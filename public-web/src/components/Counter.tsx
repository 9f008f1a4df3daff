import { useEffect, useRef, useState } from 'react';

interface Props {
  value: number;
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
    if (!element) return;
    let frame = 0;
    const run = () => {
      started.current = true;
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - start) / durationMs);
        setShown(Math.round(value * (1 - (1 - progress) ** 3)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    if (started.current) {
      setShown(value);
      return;
    }
    if (!('IntersectionObserver' in window)) {
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
    <span ref={ref} className="counter" data-value={value}>
      {shown.toLocaleString('en-US')}
      {suffix}
    </span>
  );
}
