import { ADVANCED_EXPORT_MAX_ROWS } from '@contract/frameReportCalls';
import type { advancedExportBody } from '@contract/reports';
import { resources, type ResourceDef } from '@contract/registry';
import type { Kysely } from 'kysely';
import type * as Xlsx from 'xlsx';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import { ApiError } from '../plugins/errors';
import { resourceDb, toApiRow } from '../resources/store';
import { currenciesOf, type SalesScope } from '../sales/scope';
import { transactionTotals } from './paymentReportsRead';
import { paymentExportTexts, type ExportLanguage } from './paymentReportsTexts';
import { allTransactions, countTransactions } from './paymentReportsTransactions';

/**
 * `advancedPaymentCalls.export`: the payments of a period as an .xlsx built on the
 * server. Headings name the report, the period, the locations (and the method when filtered); then
 * one row per payment with its time on its location's clock as a date cell, names instead of ids,
 * amounts as number cells, and the totals of the period.
 */

type ExportBody = z.infer<typeof advancedExportBody>;

/** More rows than a spreadsheet program opens comfortably: a shorter range is asked for. */
export const EXPORT_MAX_ROWS = ADVANCED_EXPORT_MAX_ROWS;

const MINUTE_MS = 60_000;

/** Rows' names in the language, falling back to the English name, deleted rows included. */
async function namesOf(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  ids: readonly string[],
  lang: ExportLanguage,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await resourceDb(db)
      .selectFrom(def.table)
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('id', 'in', unique.slice(start, start + 500))
      .execute();
    for (const stored of rows) {
      const row = toApiRow(def, stored);
      const localized = (row.name_localized ?? {}) as Partial<Record<string, string>>;
      names.set(row.id, localized[lang]?.trim() || String(row.name ?? row.id));
    }
  }
  return names;
}

const DAY_MS = 86_400_000;
/** 1970-01-01 as a spreadsheet's day number (days since 1899-12-30). */
const EPOCH_DAY = 25_569;

/**
 * A date cell's value: the spreadsheet's day number of a wall-clock time (written as if it were
 * UTC). Written as numbers with a date format, which is what a date cell is, rather than as Date
 * objects: SheetJS converts each of those through the process's zone, and slowly.
 */
const daySerial = (wallClockMs: number) => wallClockMs / DAY_MS + EPOCH_DAY;

/**
 * The location's clock at an instant. Offsets are looked up once per location and quarter hour:
 * zones change their offset on a quarter hour at the finest.
 */
function wallClocks(scope: SalesScope) {
  const clocks = new Map(scope.locations.map((l) => [l.id, l.day.clock]));
  const offsets = new Map<string, number>();
  return (locationId: string, at: number) => {
    const key = `${locationId}|${Math.floor(at / 900_000)}`;
    let offset = offsets.get(key);
    if (offset === undefined) {
      offset = clocks.get(locationId)?.offsetAt(at) ?? 0;
      offsets.set(key, offset);
    }
    return at + offset * MINUTE_MS;
  };
}

export async function paymentsWorkbook(
  db: Kysely<Database>,
  scope: SalesScope,
  body: ExportBody,
  max = EXPORT_MAX_ROWS,
): Promise<Buffer> {
  // Loaded on first use: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const count = await countTransactions(db, scope, body);
  if (count > max) {
    throw new ApiError(
      400,
      'VALIDATION',
      `The period holds ${count} payments, more than the ${max} an export holds: ` +
        'choose a shorter range',
      { fields: { to: `Choose a shorter range: at most ${max} payments` } },
    );
  }
  const lang = body.lang ?? 'en';
  const say = paymentExportTexts[lang];
  const rows = await allTransactions(db, scope, body, max);
  const totals = await transactionTotals(db, scope, body);
  const [locationNames, methodNames] = await Promise.all([
    namesOf(
      db,
      resources.locations,
      scope.customerId,
      scope.locations.map((l) => l.id),
      lang,
    ),
    namesOf(
      db,
      resources.paymentMethods,
      scope.customerId,
      [
        ...rows.map((r) => r.payment_method_id),
        ...(body.payment_method_id ? [body.payment_method_id] : []),
      ],
      lang,
    ),
  ]);
  const currencies = currenciesOf(scope);
  const decimals = Math.max(0, ...scope.locations.map((l) => l.decimals));

  const heading: unknown[][] = [
    [say.title],
    [say.period, daySerial(Date.parse(scope.from)), daySerial(Date.parse(scope.to))],
    [say.locations, scope.locations.map((l) => locationNames.get(l.id) ?? l.id).join(', ')],
    ...(body.payment_method_id
      ? [[say.paymentMethod, methodNames.get(body.payment_method_id) ?? body.payment_method_id]]
      : []),
    ...(currencies.length ? [[say.currency, currencies.join(', ')]] : []),
    [],
    [say.date, say.number, say.location, say.kind, say.paymentMethod, say.amount, say.tip],
  ];
  const wallClock = wallClocks(scope);
  const lines = rows.map((r) => [
    daySerial(wallClock(r.location_id, Date.parse(r.created_at))),
    r.number,
    locationNames.get(r.location_id) ?? r.location_id,
    r.kind === 'refund' ? say.refund : say.sale,
    methodNames.get(r.payment_method_id) ?? r.payment_method_id,
    r.amount,
    r.tip,
  ]);
  const sheet = XLSX.utils.aoa_to_sheet(
    [...heading, ...lines, [say.total, null, null, null, null, totals.amount, totals.tip]],
    { dense: true },
  );
  formatCells(sheet, heading.length, lines.length, decimals);
  sheet['!cols'] = [20, 18, 24, 12, 20, 14, 12].map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, say.sheet);
  if (lang === 'ar') book.Workbook = { ...book.Workbook, Views: [{ RTL: true }] };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Dates and times as such, amounts with the currency's decimals (the totals row's too). */
function formatCells(sheet: Xlsx.WorkSheet, firstRow: number, rows: number, decimals: number) {
  const cells = sheet['!data'] ?? [];
  const format = (r: number, c: number, z: string) => {
    const cell = cells[r]?.[c];
    if (cell?.t === 'n') cell.z = z;
  };
  format(1, 1, 'yyyy-mm-dd');
  format(1, 2, 'yyyy-mm-dd');
  const money = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  for (let r = firstRow; r <= firstRow + rows; r += 1) {
    format(r, 0, 'yyyy-mm-dd hh:mm');
    format(r, 5, money);
    format(r, 6, money);
  }
}
