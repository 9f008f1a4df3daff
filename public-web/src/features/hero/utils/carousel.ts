/** Hero slides advance every 6 s unless paused (hover, focus, the pause button or reduced motion). */
export const SLIDE_INTERVAL_MS = 6000;

/** The index `step` slides away from `index`, wrapping round both ends; 0 for an empty list. */
export function stepIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

export interface RotationState {
  hovered: boolean;
  focused: boolean;
  /** The visitor pressed Pause. */
  stopped: boolean;
  reducedMotion: boolean;
  slideCount: number;
}

/** Slides rotate only when there are several and nothing asks them to hold still. */
export function isRotating({ hovered, focused, stopped, reducedMotion, slideCount }: RotationState): boolean {
  return slideCount > 1 && !hovered && !focused && !stopped && !reducedMotion;
}
