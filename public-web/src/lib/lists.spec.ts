import { describe, expect, it } from '@jest/globals';
import { activeOnly, byDisplayOrder } from './lists';

describe('activeOnly', () => {
  it('keeps only the items with isActive true, in their order', () => {
    const items = [
      { title: 'Plumber', isActive: true },
      { title: 'Retired Tailoring Course', isActive: false },
      { title: 'Arc Welder', isActive: true },
    ];
    expect(activeOnly(items).map((p) => p.title)).toEqual(['Plumber', 'Arc Welder']);
  });

  it('drops items whose flag is missing', () => {
    expect(activeOnly([{ title: 'Unknown' }, { title: 'Null', isActive: null }])).toEqual([]);
  });
});

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
