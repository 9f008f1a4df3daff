import { GENERIC_MESSAGES } from '@institute/shared';
import { Column, DataSource, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { createThrowawayDatabase } from '../../test/support/database';
import { ValidationFailed } from './http-exception.filter';
import { ListQueryFor } from './dto/list-query.dto';
import { type ListQuery, type ListSpec, likeEscape, listSpec, runListQuery } from './list-query';
import { validateAs } from './validation';

const SPEC: ListSpec = listSpec({
  resource: 'items',
  sortable: ['name', 'rank'],
  searchable: ['name', 'note'],
  filterable: ['kind'],
  dateBounds: ['madeAt'],
  defaultSort: [
    ['rank', 'ASC'],
    ['name', 'DESC'],
  ],
});

describe('the list query (ListQueryDto), checked by the global pipe', () => {
  const parse = (query: Record<string, unknown>) => validateAs(ListQueryFor(SPEC.resource), query, 'query').list();
  const refusal = (query: Record<string, unknown>) => {
    try {
      parse(query);
    } catch (err) {
      if (err instanceof ValidationFailed) return err.message;
      throw err;
    }
    throw new Error('no 400');
  };

  it('reads no parameters as the whole list in the default order', () => {
    expect(parse({})).toEqual({ filters: {} });
  });

  it('reads a parameter sent empty as not sent', () => {
    expect(parse({ sort: '', range: '', filter: '' })).toEqual({ filters: {} });
  });

  it('reads a sort on a sortable field, its order in either case', () => {
    expect(parse({ sort: '["name","desc"]' }).sort).toEqual(['name', 'DESC']);
  });

  it("accepts react-admin's default sort by id", () => {
    expect(parse({ sort: '["id","ASC"]' }).sort).toEqual(['id', 'ASC']);
  });

  it.each([
    ['a field that is not sortable', '["note","ASC"]', 'Cannot sort by note'],
    ['an order other than ASC or DESC', '["name","UP"]', 'sort must be ["field","ASC"] or ["field","DESC"]'],
    ['a sort that is not a list', '"name"', 'sort must be ["field","ASC"] or ["field","DESC"]'],
    ['malformed JSON', '["name",', 'sort is not valid JSON'],
  ])('refuses a sort by %s', (_label, sort, message) => {
    expect(refusal({ sort })).toBe(message);
  });

  it('refuses a parameter given twice', () => {
    expect(refusal({ sort: ['["name","ASC"]', '["rank","ASC"]'] })).toBe('sort must be given once, as JSON');
  });

  it('names the refused parameter in the details', () => {
    try {
      parse({ range: '[5,4]' });
    } catch (err) {
      expect((err as ValidationFailed).details).toMatchObject([
        { field: 'range', message: 'range must be [start,end] with 0 <= start <= end <= 1000000000' },
      ]);
    }
    expect.assertions(1);
  });

  it('reads an inclusive range', () => {
    expect(parse({ range: '[10,19]' }).range).toEqual([10, 19]);
  });

  it('serves at most 1000 rows a page', () => {
    expect(parse({ range: '[0,5000]' }).range).toEqual([0, 999]);
  });

  it.each([['[5,4]'], ['[-1,4]'], ['[0.5,4]'], ['[0]'], ['{"start":0}'], ['[1e300,1e300]'], ['[0,1000000001]']])(
    'refuses the range %s',
    (range) => {
      expect(refusal({ range })).toBe('range must be [start,end] with 0 <= start <= end <= 1000000000');
    },
  );

  it('reads q trimmed and clipped to 200 characters, and ignores a blank one', () => {
    expect(parse({ filter: JSON.stringify({ q: `  ${'x'.repeat(300)}  ` }) }).q).toBe('x'.repeat(200));
    expect(parse({ filter: '{"q":"   "}' })).toEqual({ filters: {} });
  });

  it('reads id and filterable fields, as a value or a list of values', () => {
    expect(parse({ filter: '{"id":["a","b"],"kind":"tool"}' }).filters).toEqual({ id: ['a', 'b'], kind: 'tool' });
  });

  it('reads the date bounds of a bounded field, a bare date as _lte meaning the end of that day, an empty one as none', () => {
    expect(parse({ filter: '{"madeAt_gte":"2024-01-01","madeAt_lte":"2024-01-31","kind":""}' }).bounds).toEqual([
      ['madeAt', '>=', '2024-01-01'],
      ['madeAt', '<=', '2024-01-31T23:59:59.999Z'],
    ]);
    expect(parse({ filter: '{"madeAt_gte":"","madeAt_lte":null}' }).bounds).toBeUndefined();
  });

  it.each([
    ['a field that is not filterable', '{"note":"x"}', 'Cannot filter by note'],
    ['a bound of a field that is not bounded', '{"rank_gte":"2024-01-01"}', 'Cannot filter by rank_gte'],
    ['a bound that is not a date', '{"madeAt_lte":"soon"}', 'filter.madeAt_lte must be a date'],
    ['an object value', '{"kind":{"$ne":"x"}}', 'filter.kind must be a value or a list of values'],
    ['q that is not text', '{"q":5}', 'filter.q must be text'],
    ['a filter that is not an object', '["kind"]', 'filter must be a JSON object'],
    ['a NUL spelled as a JSON escape', '{"q":"a\\u0000"}', GENERIC_MESSAGES.unstorable],
  ])('refuses a filter on %s', (_label, filter, message) => {
    expect(refusal({ filter })).toBe(message);
  });
});

describe('likeEscape', () => {
  it('makes %, _ and backslash match themselves', () => expect(likeEscape('50%_a\\b')).toBe('50\\%\\_a\\\\b'));
});

@Entity('items')
class Item {
  @PrimaryGeneratedColumn('uuid') id: string;
  @Column({ type: 'varchar' }) code: string;
  @Column({ type: 'varchar' }) name: string;
  @Column({ type: 'integer' }) rank: number;
  @Column({ type: 'varchar', nullable: true }) kind: string | null;
  @Column({ type: 'varchar', nullable: true }) note: string | null;
}

describe('runListQuery on PostgreSQL', () => {
  let db: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  let ds: DataSource;
  beforeAll(async () => {
    db = await createThrowawayDatabase();
    ds = await new DataSource({
      type: 'postgres',
      url: db.url,
      entities: [Item],
      synchronize: true,
      installExtensions: false,
      uuidExtension: 'pgcrypto',
    }).initialize();
    await ds.getRepository(Item).insert([
      { code: 'c1', name: 'Anvil', rank: 2, kind: 'tool', note: null },
      { code: 'c2', name: 'Brush', rank: 1, kind: 'tool', note: 'soft bristles' },
      { code: 'c3', name: 'Chisel', rank: 2, kind: 'blade', note: '100% steel' },
      { code: 'c4', name: 'Drill', rank: 3, kind: null, note: 'cordless_18V' },
      { code: 'c5', name: 'Easel', rank: 1, kind: 'stand', note: null },
    ]);
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  const run = (list: Partial<ListQuery>, spec: ListSpec = SPEC) =>
    runListQuery(ds.getRepository(Item).createQueryBuilder('row'), { filters: {}, ...list }, spec);
  const names = async (list: Partial<ListQuery>, spec?: ListSpec) => (await run(list, spec)).items.map((i) => i.name);

  it('orders by the default sort, each column breaking the ties of the one before', async () => {
    expect(await names({})).toEqual(['Easel', 'Brush', 'Chisel', 'Anvil', 'Drill']);
  });

  it('puts a chosen sort first and keeps the default order for its ties', async () => {
    expect(await names({ sort: ['rank', 'DESC'] })).toEqual(['Drill', 'Chisel', 'Anvil', 'Easel', 'Brush']);
  });

  it('answers a page with the total and its first and last position', async () => {
    const page = await run({ sort: ['name', 'ASC'], range: [1, 2] });
    expect(page).toMatchObject({ total: 5, start: 1, end: 2 });
    expect(page.items.map((i) => i.name)).toEqual(['Brush', 'Chisel']);
  });

  it('answers an empty page past the end with the total', async () => {
    expect(await run({ range: [10, 19] })).toEqual({ items: [], total: 5, start: 10, end: 10 });
  });

  it('searches the searchable columns case-insensitively', async () => {
    expect(await names({ q: 'BRIST', sort: ['name', 'ASC'] })).toEqual(['Brush']);
    expect(await names({ q: 'e', sort: ['name', 'ASC'] })).toEqual(['Brush', 'Chisel', 'Drill', 'Easel']);
  });

  it('matches % and _ in a search literally', async () => {
    expect(await names({ q: '0%' })).toEqual(['Chisel']);
    expect(await names({ q: 'l_ss' })).toEqual([]);
    expect(await names({ q: 'cordless_' })).toEqual(['Drill']);
  });

  it('filters by a value or any of a list of values, counting only the matches', async () => {
    const page = await run({ filters: { kind: ['tool', 'stand'] }, range: [0, 0] });
    expect(page.total).toBe(3);
    expect(await names({ filters: { kind: 'blade' } })).toEqual(['Chisel']);
  });

  it('filters by id, where an id that is not a uuid matches nothing', async () => {
    const [anvil] = await ds.getRepository(Item).findBy({ name: 'Anvil' });
    expect(await names({ filters: { id: [anvil.id, 'not-a-uuid'] } })).toEqual(['Anvil']);
    expect(await names({ filters: { id: 'not-a-uuid' } })).toEqual([]);
  });

  it("reads id as the record's key when the list spec names one (idField)", async () => {
    const keyed: ListSpec = { ...SPEC, idField: 'code' };
    expect(await names({ filters: { id: ['c3', 'c5'] } }, keyed)).toEqual(['Easel', 'Chisel']);
    expect(await names({ sort: ['id', 'DESC'] }, keyed)).toEqual(['Easel', 'Drill', 'Chisel', 'Brush', 'Anvil']);
  });
});
