import { csvCell } from './csv-export';

describe('csvCell', () => {
  it.each(['=1+1', '+SUM(A1)', '-2+3+cmd', '@SUM(A1)', '\tx', '\rx', '+ 1 a', '-1+HYPERLINK("x")', '=', '+'])(
    'writes %j as text, behind an apostrophe',
    (cell) => expect(csvCell(cell).replace(/^"|"$/g, '').startsWith("'")).toBe(true),
  );

  it.each(['+977 9800000000', '-12.5', '+977 (01) 555-1234', '-', '9800000000', 'Sita Rai', 'a=b'])('keeps %j as typed', (cell) =>
    expect(csvCell(cell)).toBe(cell),
  );

  it('quotes a cell with a comma, a quote or a line break', () => expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"'));
});
