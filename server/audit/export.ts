import { AUDIT_EXPORT_MAX, type AuditExportQuery } from '@contract/audit';
import { zoneClock } from '@contract/timezone';
import type { Kysely } from 'kysely';

import type { Database } from '../db/tables';
import type { Auth } from '../plugins/auth';
import { ApiError } from '../plugins/errors';
import { auditExportTexts } from './exportTexts';
import { auditScope, toEntries } from './read';

/** More than a spreadsheet opens comfortably: a narrower filter is asked for. */

const DAY_MS = 86_400_000;
/** 1970-01-01 as a spreadsheet's day number. */
const EPOCH_DAY = 25_569;

const cell = (value: unknown): string | number | boolean | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
};

/**
 * `GET /audit-log/export`: the entries of the filters as .xlsx, newest first, one line per changed
 * field (an entry without fields gets one line), times as date cells on the reader's clock.
 */
export async function auditWorkbook(
  db: Kysely<Database>,
  auth: Auth,
  query: AuditExportQuery,
  max = AUDIT_EXPORT_MAX,
): Promise<Buffer> {
  // Loaded on first use: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const counted = await auditScope(db, auth, query)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const count = Number(counted.n);
  if (count > max) {
    throw new ApiError(
      400,
      'VALIDATION',
      `The filters match ${count} entries, more than the ${max} an export holds: narrow them`,
      { fields: { from: `Choose a shorter range: at most ${max} entries` } },
    );
  }
  const rows = await auditScope(db, auth, query)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const entries = await toEntries(db, auth, rows);
  const lang = query.lang ?? 'en';
  const say = auditExportTexts[lang];
  const clock = zoneClock(query.tz ?? 'UTC');
  const serial = (iso: string) => {
    const at = Date.parse(iso);
    return (at + clock.offsetAt(at) * 60_000) / DAY_MS + EPOCH_DAY;
  };

  const heading: unknown[][] = [
    [say.title],
    [say.times, query.tz ?? 'UTC'],
    [],
    [
      say.when,
      say.user,
      say.device,
      say.area,
      say.row,
      say.action,
      say.field,
      say.before,
      say.after,
    ],
  ];
  const lines: unknown[][] = [];
  for (const e of entries) {
    const common = [
      serial(e.at),
      e.user_name ?? say.system,
      e.device,
      say.areas[e.area],
      e.row_label ? `${e.row_label} (${e.collection})` : `${e.collection} ${e.row_id}`,
      say.actions[e.action],
    ];
    if (e.fields.length === 0) lines.push([...common, null, null, null]);
    for (const f of e.fields) {
      lines.push([
        ...common,
        f.field,
        f.secret ? say.changed : cell(f.before),
        f.secret ? say.changed : cell(f.after),
      ]);
    }
  }
  const sheet = XLSX.utils.aoa_to_sheet([...heading, ...lines], { dense: true });
  const cells = sheet['!data'] ?? [];
  for (let r = heading.length; r < heading.length + lines.length; r += 1) {
    const when = cells[r]?.[0];
    if (when?.t === 'n') when.z = 'yyyy-mm-dd hh:mm:ss';
  }
  sheet['!cols'] = [20, 18, 24, 16, 30, 12, 20, 30, 30].map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, say.sheet.slice(0, 31));
  if (lang === 'ar') book.Workbook = { ...book.Workbook, Views: [{ RTL: true }] };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
