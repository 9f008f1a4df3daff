/** On the home strip a counter runs 1800 ms plus 150 ms per item before it (docs/public-site.md, Constants). */
const HOME_COUNTER_BASE_MS = 1800;
const HOME_COUNTER_STEP_MS = 150;
/** Elsewhere (the About page's legacy block) a counter runs 2000 to 2500 ms. */
export const LEGACY_COUNTER_MS = 2200;

export function homeCounterDuration(index: number): number {
  return HOME_COUNTER_BASE_MS + HOME_COUNTER_STEP_MS * index;
}

/** The number shown `elapsedMs` into a count-up to `value`: eased out (fast, then slow), exact at the end. */
export function countAt(value: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return value;
  const progress = Math.max(0, elapsedMs / durationMs);
  return Math.round(value * (1 - (1 - progress) ** 3));
}
