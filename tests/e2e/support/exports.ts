import fs from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';

/**
 * Exports the report on screen as a user does: opens the export menu, picks the format, takes the
 * download, sees the toast that names the file, and closes it. The toast opens at the top right,
 * over the export button, and stays while the pointer rests on it (the pointer is where the menu
 * item was), so the next export waits for it to be closed, not for a timer.
 */
export async function exportReport(
  page: Page,
  format: 'xlsx' | 'pdf',
  testId = 'report-export',
): Promise<Download> {
  await page.getByTestId(testId).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`${testId}-${format}`).click(),
  ]);
  const done = page.getByTestId(`${testId}-done`);
  await expect(done).toContainText(download.suggestedFilename());
  await done.getByRole('button').click();
  await expect(done).toBeHidden();
  return download;
}

/** The first sheet of a downloaded workbook, one array of cells per row. */
export async function firstSheetRows(download: Download): Promise<unknown[][]> {
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 });
}
