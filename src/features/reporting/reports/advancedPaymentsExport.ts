import { exportLanguages } from '@contract/dailySync';
import type { ApiClient } from '@/data/api';
import type { ReadQuery } from '@/data/serverRead';
import { downloadFile } from '@/lib/spreadsheet';

export const EXPORT_PATH = '/reports-v2/advanced-payments/export';

/**
 * The file name the server gave (`attachment; filename="advanced-payments-….xlsx"`, or the RFC
 * 5987 `filename*=UTF-8''…` form); the fallback when it gave none.
 */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A badly encoded name: the plain one below, if any.
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  // Never a path: a name only, whatever the header says.
  return name ? (name.split(/[\\/]/).pop() ?? fallback) : fallback;
}

/** The export's body: the report's period, place, filters and order (no paging), and the language. */
export function exportBody(query: ReadQuery, language: string): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(query).filter(([key]) => key !== 'page' && key !== 'limit'),
  );
  const lang = (exportLanguages as readonly string[]).includes(language) ? language : 'en';
  return { ...body, lang };
}

/**
 * Asks the server for the period's transactions as .xlsx and hands the file to the browser under
 * the name the server gave it; returns that name.
 */
export async function exportOnServer(
  api: ApiClient,
  query: ReadQuery,
  language: string,
): Promise<string> {
  const { blob, disposition } = await api.requestFile('POST', EXPORT_PATH, {
    body: exportBody(query, language),
  });
  const name = dispositionName(disposition, 'advanced-payments.xlsx');
  downloadFile(name, await blob.arrayBuffer(), blob.type || undefined);
  return name;
}
