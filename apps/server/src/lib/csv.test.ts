import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV', () => {
  it('quotes cells with quotes, commas and line breaks, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Reyes, Dana')).toBe('"Reyes, Dana"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4.5)).toBe('4.5');
  });

  it('keeps formulas as text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const start of ['+', '-', '@', '\t', '\r'])
      expect(csvCell(`${start}1`).startsWith(`"'`) || csvCell(`${start}1`).startsWith("'")).toBe(true);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('keeps as text a cell whose part after a comma or semicolon would start a formula', () => {
    expect(csvCell('sam@x.io;=HYPERLINK("http://evil","x")')).toBe(
      `"'sam@x.io;=HYPERLINK(""http://evil"",""x"")"`,
    );
    expect(csvCell('Ops;=1+1')).toBe(`"'Ops;=1+1"`);
    expect(csvCell('Ops, =1+1')).toBe(`"'Ops, =1+1"`);
    expect(csvCell('Ops;@SUM(A1)')).toBe(`"'Ops;@SUM(A1)"`);
    expect(csvCell(' =1+1')).toBe(`"' =1+1"`);
    // Harmless separators are only quoted, so a locale that splits on `;` keeps the cell whole.
    expect(csvCell('Ops; Support')).toBe('"Ops; Support"');
    expect(csvCell('Reyes, Dana')).toBe('"Reyes, Dana"');
  });

  it('ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        [1, null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
  });
});
