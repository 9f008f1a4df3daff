import { describe, expect, it } from '@jest/globals';
import { isRotating, stepIndex } from './carousel';

describe('stepIndex', () => {
  it('moves to the next and previous slide', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, -1, 3)).toBe(1);
  });

  it('wraps round both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
  });

  it('brings an index left over from a longer list back into range', () => {
    expect(stepIndex(4, 0, 3)).toBe(1);
  });

  it('is 0 when there are no slides', () => {
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});

describe('isRotating', () => {
  const idle = { hovered: false, focused: false, stopped: false, reducedMotion: false, slideCount: 3 };

  it('rotates several slides when nothing holds them', () => {
    expect(isRotating(idle)).toBe(true);
  });

  it('holds while hovered, while focused, after Pause and for reduced motion', () => {
    expect(isRotating({ ...idle, hovered: true })).toBe(false);
    expect(isRotating({ ...idle, focused: true })).toBe(false);
    expect(isRotating({ ...idle, stopped: true })).toBe(false);
    expect(isRotating({ ...idle, reducedMotion: true })).toBe(false);
  });

  it('does not rotate a single slide', () => {
    expect(isRotating({ ...idle, slideCount: 1 })).toBe(false);
  });
});
