import type { Json, News, NewsFields, TrainingOpening } from './entities.js';

/** True when A and B are each assignable to the other (checked by `npm run typecheck -w libs/shared`). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
function assertSame<T extends true>(): T | void {}

// An answer's dates are strings, also when null, in a list or inside another object; other values are kept.
assertSame<
  Same<
    Json<{ at: Date; maybe: Date | null; list: Date[]; inner: { at: Date }; n: number }>,
    { at: string; maybe: string | null; list: string[]; inner: { at: string }; n: number }
  >
>();
assertSame<Same<TrainingOpening['startDate'], string | null>>();
assertSame<Same<News['publishedAt'], string | null>>();
// An answer has the held record's fields, and the media a public read adds.
assertSame<Same<keyof News, keyof NewsFields | 'media'>>();

describe('Json', () => {
  it('describes what JSON.stringify makes of a held record: its dates as ISO strings', () => {
    const held = {
      at: new Date('2026-01-02T03:04:05.000Z'),
      maybe: null as Date | null,
      list: [new Date(0)],
      inner: { at: new Date(0) },
      n: 1,
    };
    const answered: Json<typeof held> = JSON.parse(JSON.stringify(held));
    expect(answered).toEqual({
      at: '2026-01-02T03:04:05.000Z',
      maybe: null,
      list: ['1970-01-01T00:00:00.000Z'],
      inner: { at: '1970-01-01T00:00:00.000Z' },
      n: 1,
    });
  });
});
