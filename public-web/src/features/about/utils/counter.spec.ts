import { describe, expect, it } from '@jest/globals';
import { countAt, homeCounterDuration } from './counter';

describe('homeCounterDuration', () => {
  it('gives each counter of the home strip 150 ms more than the one before it, from 1800 ms', () => {
    expect([0, 1, 2, 3].map(homeCounterDuration)).toEqual([1800, 1950, 2100, 2250]);
  });
});

describe('countAt', () => {
  it('starts at 0 and ends exactly at the value', () => {
    expect(countAt(15000, 0, 1800)).toBe(0);
    expect(countAt(15000, 1800, 1800)).toBe(15000);
    expect(countAt(15000, 5000, 1800)).toBe(15000);
  });

  it('eases out: past half-way at half time, never above the value', () => {
    const half = countAt(15000, 900, 1800);
    expect(half).toBeGreaterThan(7500);
    expect(half).toBeLessThan(15000);
  });

  it('only goes up', () => {
    const values = Array.from({ length: 19 }, (_, i) => countAt(500, i * 100, 1800));
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('shows the value at once for a zero duration', () => {
    expect(countAt(39, 0, 0)).toBe(39);
  });
});
