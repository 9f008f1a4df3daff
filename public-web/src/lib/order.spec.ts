import { describe, expect, it } from '@jest/globals';
import { byDisplayOrder } from './order';

describe('byDisplayOrder', () => {
  it('sorts by displayOrder ascending', () => {
    expect(
      byDisplayOrder([
        { id: 'b', displayOrder: 2 },
        { id: 'a', displayOrder: 1 },
        { id: 'c', displayOrder: 10 },
      ]).map((p) => p.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it("counts a missing order as 0 and keeps the server's order for ties", () => {
    expect(byDisplayOrder([{ id: 'x', displayOrder: 1 }, { id: 'y' }, { id: 'z', displayOrder: 0 }]).map((p) => p.id)).toEqual([
      'y',
      'z',
      'x',
    ]);
  });

  it('returns a new list', () => {
    const items = [{ displayOrder: 2 }, { displayOrder: 1 }];
    expect(byDisplayOrder(items)).not.toBe(items);
    expect(items[0].displayOrder).toBe(2);
  });
});
