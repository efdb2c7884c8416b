import { exportLanguages } from '@contract/dailySync';
import type { ReadQuery } from '@/data/serverRead';

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
