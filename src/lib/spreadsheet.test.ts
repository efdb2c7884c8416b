import { describe, expect, it } from 'vitest';
import {
  buildWorkbook,
  exportFileName,
  MAX_FILE_BYTES,
  MAX_ROWS,
  readSpreadsheet,
  SpreadsheetError,
} from './spreadsheet';

const csvFile = (text: string, name = 'brands.csv') =>
  Object.assign(new Blob([text], { type: 'text/csv' }), { name });

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SpreadsheetError) return error.code;
    throw error;
  }
  return 'accepted';
}

describe('exportFileName', () => {
  it('is the prefix and the ISO timestamp with colons replaced', () => {
    expect(exportFileName('brands', new Date('2026-11-21T10:15:00.000Z'))).toBe(
      'brands-2026-11-21T10-15-00.000Z.xlsx',
    );
  });
});

describe('readSpreadsheet: CSV', () => {
  it('drops the byte order mark, finds semicolons and keeps quoted commas and quotes', async () => {
    const sheet = await readSpreadsheet(
      csvFile('\uFEFFname;reference\n"Burger, Co";R1\n"Say ""hi""";00123\n'),
    );
    expect(sheet.headers).toEqual(['name', 'reference']);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['Burger, Co', 'R1'] },
      { line: 3, cells: ['Say "hi"', '00123'] },
    ]);
  });

  it('reads a formula as the plain text it is', async () => {
    const sheet = await readSpreadsheet(
      csvFile('name,description\nA,=1+2\nB,"=HYPERLINK(""x"")"\n'),
    );
    expect(sheet.rows.map((r) => r.cells[1])).toEqual(['=1+2', '=HYPERLINK("x")']);
  });

  it('keeps Cyrillic and Arabic text written as UTF-8 without a byte order mark', async () => {
    const sheet = await readSpreadsheet(csvFile('name,city\nКафе,Алматы\nمطعم,دبي\n'));
    expect(sheet.rows.map((r) => r.cells)).toEqual([
      ['Кафе', 'Алматы'],
      ['مطعم', 'دبي'],
    ]);
  });

  it('skips blank lines but keeps the line numbers of the file', async () => {
    const sheet = await readSpreadsheet(csvFile('\nname\nA\n\n;\nB\n'));
    expect(sheet.headers).toEqual(['name']);
    expect(sheet.rows.map((r) => [r.line, r.cells[0]])).toEqual([
      [3, 'A'],
      [6, 'B'],
    ]);
  });

  it('refuses an empty file and a file with only blank lines', async () => {
    expect(await refusal(readSpreadsheet(csvFile('')))).toBe('empty');
    expect(await refusal(readSpreadsheet(csvFile('\n\n  \n')))).toBe('empty');
  });

  it('refuses more rows than the limit', async () => {
    const text = 'name\n' + Array.from({ length: MAX_ROWS + 1 }, (_, i) => `n${i}`).join('\n');
    expect(await refusal(readSpreadsheet(csvFile(text)))).toBe('too_many_rows');
    const atLimit = 'name\n' + Array.from({ length: MAX_ROWS }, (_, i) => `n${i}`).join('\n');
    expect((await readSpreadsheet(csvFile(atLimit))).rows).toHaveLength(MAX_ROWS);
  });
});

describe('readSpreadsheet: refusals', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('refuses a file bigger than 10 MB before reading it', async () => {
    const big = Object.assign(new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]), { name: 'a.csv' });
    expect(await refusal(readSpreadsheet(big))).toBe('too_large');
  });

  it('refuses files that are not spreadsheets, whatever their name', async () => {
    expect(await refusal(readSpreadsheet(new Blob([png]), 'photo.png'))).toBe('not_spreadsheet');
    expect(await refusal(readSpreadsheet(new Blob([png]), 'photo.xlsx'))).toBe('not_spreadsheet');
    expect(await refusal(readSpreadsheet(new Blob([png]), 'photo.csv'))).toBe('not_spreadsheet');
    expect(await refusal(readSpreadsheet(new Blob(['%PDF-1.7 hello']), 'doc.pdf'))).toBe(
      'not_spreadsheet',
    );
  });

  it('refuses a zip archive that is not a workbook', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await refusal(readSpreadsheet(new Blob([zip]), 'book.xlsx'))).toBe('not_spreadsheet');
  });
});

describe('buildWorkbook and readSpreadsheet: .xlsx', () => {
  it('round-trips text, numbers, booleans, blanks and formula-looking text', async () => {
    const data = await buildWorkbook({
      sheetName: 'brands/all',
      columns: ['id', 'name', 'is_active', 'sort_order', 'color', 'note'],
      rows: [
        ['a', 'مطعم', true, 3, null, '=SUM(1,2)'],
        ['b', 'Кафе', false, 0, '#1e88e5', '{"de":"x"}'],
      ],
    });
    const sheet = await readSpreadsheet(new Blob([data]), 'brands.xlsx');
    expect(sheet.headers).toEqual(['id', 'name', 'is_active', 'sort_order', 'color', 'note']);
    expect(sheet.rows).toEqual([
      { line: 2, cells: ['a', 'مطعم', true, 3, null, '=SUM(1,2)'] },
      { line: 3, cells: ['b', 'Кафе', false, 0, '#1e88e5', '{"de":"x"}'] },
    ]);
  });

  it('refuses a workbook with more rows than the limit', async () => {
    const rows = Array.from({ length: MAX_ROWS + 150 }, (_, i) => [`n${i}`]);
    const data = await buildWorkbook({ sheetName: 'x', columns: ['name'], rows });
    expect(await refusal(readSpreadsheet(new Blob([data]), 'big.xlsx'))).toBe('too_many_rows');
  });
});
