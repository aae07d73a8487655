import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv, withExtension } from '@/design-system/ChartCard';

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends records with CRLF', () => {
    expect(toCsv(['Date', 'Reach'], [['2026-03-01', 1200]])).toBe(
      `${CSV_BOM}Date,Reach\r\n2026-03-01,1200\r\n`,
    );
  });

  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    const csv = toCsv(
      ['Caption'],
      [['Hello, world'], ['Say "hi"'], ['two\nlines'], ['cr\rhere'], ['plain']],
      {
        bom: false,
      },
    );
    expect(csv).toBe('Caption\r\n"Hello, world"\r\n"Say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\nplain\r\n');
  });

  it('writes null and non-finite numbers as empty cells, and keeps numbers as they are', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, Number.NaN, -3.5, 0]], { bom: false })).toBe(
      'a,b,c,d\r\n,,-3.5,0\r\n',
    );
  });

  it('keeps accents and emoji', () => {
    expect(toCsv(['Légende'], [['Café 🌸']], { bom: false })).toBe('Légende\r\nCafé 🌸\r\n');
  });

  it('defuses text that a spreadsheet would run as a formula, unless asked not to', () => {
    expect(toCsv(['x'], [['=SUM(A1)'], ['+1'], ['-2'], ['@cmd'], ['ok']], { bom: false })).toBe(
      "x\r\n'=SUM(A1)\r\n'+1\r\n'-2\r\n'@cmd\r\nok\r\n",
    );
    expect(toCsv(['x'], [['=1,2']], { bom: false })).toBe('x\r\n"\'=1,2"\r\n');
    expect(toCsv(['x'], [['=SUM(A1)']], { bom: false, escapeFormulas: false })).toBe('x\r\n=SUM(A1)\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv(['a', 'b'], [], { bom: false })).toBe('a,b\r\n');
  });
});

describe('withExtension', () => {
  it('replaces or adds the extension', () => {
    expect(withExtension('report.csv', 'png')).toBe('report.png');
    expect(withExtension('report', 'png')).toBe('report.png');
    expect(withExtension('my.report.2026.csv', 'png')).toBe('my.report.2026.png');
  });
});
