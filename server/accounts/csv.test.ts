import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('prefixes a cell a spreadsheet would run as a formula with a quote (OWASP CSV injection)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}1+1`).replace(/^"|"$/g, '')).toBe(`'${start}1+1`);
    }
    expect(csvCell('=cmd|"/c calc"!A1')).toBe(`"'=cmd|""/c calc""!A1"`);
  });

  it('leaves ordinary text alone, a sign inside it included', () => {
    for (const plain of ['BRK-B', 'Acme Inc.', 'a=b', '1-800 flowers', '', "'quoted already"]) {
      expect(csvCell(plain)).toBe(plain);
    }
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('West, East')).toBe('"West, East"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('writes a document with a byte-order mark and CRLF line ends', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['=1', 'c,d'],
      ]),
    ).toBe(`\uFEFFa,b\r\n'=1,"c,d"\r\n`);
  });
});
