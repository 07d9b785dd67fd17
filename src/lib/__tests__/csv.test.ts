// The CSV the Insights charts download: RFC 4180 quoting, and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../csv';

describe('csv', () => {
  it('writes numbers as they are and empties missing cells', () => {
    expect(
      toCsv([
        ['State', 'Creatives'],
        ['Lagos', 120],
        ['Not given', null],
      ]),
    ).toBe('State,Creatives\r\nLagos,120\r\nNot given,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Film, TV')).toBe('"Film, TV"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would read as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('<5')).toBe('<5');
  });
});
