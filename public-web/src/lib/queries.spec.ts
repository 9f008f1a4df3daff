import { describe, expect, it } from '@jest/globals';
import { activeOnly } from './queries';

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
