import { describe, expect, it } from 'vitest';
import { csvCell, csvHeaderLine, csvLine, csvLines, guardCsvFormula, type CsvColumn } from './csv';
import { parseCsv, readCsvCell } from './csv.testing';

describe('csvCell', () => {
  it.each([
    ['plain text', 'USDT', 'USDT'],
    ['an empty cell', '', ''],
    ['undefined as an empty cell', undefined, ''],
    ['a comma, quoted', 'a,b', '"a,b"'],
    ['a quote, doubled and quoted', 'say "hi"', '"say ""hi"""'],
    ['a line feed, quoted', 'one\ntwo', '"one\ntwo"'],
    ['a carriage return, quoted', 'one\rtwo', '"one\rtwo"'],
    ['Arabic text, as it is', 'فائدة', 'فائدة'],
    ['a formula, prefixed', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['a plus formula, prefixed', '+1+cmd', "'+1+cmd"],
    ['a minus formula, prefixed', "-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['an at formula, prefixed', '@SUM(1)', "'@SUM(1)"],
    ['a leading tab, prefixed', '\tx', "'\tx"],
    ['a leading carriage return, prefixed and quoted', '\rx', `"'\rx"`],
    ['a formula with a comma, prefixed then quoted', '=A1,B1', `"'=A1,B1"`],
    ['a negative amount, exact and unprefixed', '-12.50000000', '-12.50000000'],
    ['a signed positive amount, unprefixed', '+3', '+3'],
    ['an apostrophe before a formula character, one more apostrophe', "'=x", "''=x"],
    ['an apostrophe before text, as it is', "'tis", "'tis"],
  ])('%s', (_name, value, written) => {
    expect(csvCell(value)).toBe(written);
  });
});

describe('csvLine and csvLines', () => {
  it('ends every record in CRLF and separates cells with commas', () => {
    expect(csvLine(['a', 'b,c', undefined])).toBe('a,"b,c",\r\n');
  });

  it('writes the header and the rows of columns', () => {
    const columns: CsvColumn<{ name: string; amount: string }>[] = [
      { header: 'name', cell: (row) => row.name },
      { header: 'amount', cell: (row) => row.amount },
    ];
    const rows = [
      { name: 'Ali, "the" saver', amount: '-0.00000001' },
      { name: 'سارة', amount: '1000000000000.123456789' },
    ];
    const text = csvHeaderLine(columns) + csvLines(rows, columns);
    expect(text).toBe('name,amount\r\n"Ali, ""the"" saver",-0.00000001\r\nسارة,1000000000000.123456789\r\n');
    expect(parseCsv(text)).toEqual([
      ['name', 'amount'],
      ['Ali, "the" saver', '-0.00000001'],
      ['سارة', '1000000000000.123456789'],
    ]);
  });

  it('guards what a spreadsheet would run and reads back what was given', () => {
    for (const value of ['=1+1', "'=1+1", "''@x", '-5', '-x', "'-5"]) {
      expect(readCsvCell(guardCsvFormula(value))).toBe(value);
    }
  });
});
