import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { ApiError } from '../plugins/errors';
import { readSpreadsheet } from './spreadsheet';

const MB = 1024 * 1024;

/** A real workbook of a header and `rows` product rows. */
function workbook(rows: number): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['name', 'price'],
    ...Array.from({ length: rows }, (_, i) => [`Product ${i}`, i]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Products');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('readSpreadsheet', () => {
  it('reads a workbook well within what it may unpack to', async () => {
    const sheet = await readSpreadsheet(workbook(500), 1000, 1 * MB);
    expect(sheet.headers).toEqual(['name', 'price']);
    expect(sheet.rows).toHaveLength(500);
  });

  it('refuses a small zip that unpacks to far more (a zip bomb) with 413, before reading it', async () => {
    const bomb = Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode(
          '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
        'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
        'xl/worksheets/sheet1.xml': new Uint8Array(8 * MB).fill(32),
      }),
    );
    expect(bomb.length).toBeLessThan(64 * 1024);
    const refused = await readSpreadsheet(bomb, 1000, 1 * MB).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });
});
