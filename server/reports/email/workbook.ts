import type { SalesFigureKey } from '@contract/sales';
import type { ReportContent } from './content';
import { emailTexts, totalWord } from './texts';

/**
 * The attachment of a report email: the period's sales summary per day as an .xlsx. A heading names
 * the report, location, period and currency; then one row per business date and the period's
 * totals. Dates are date cells and amounts number cells, so the sheet adds up in any spreadsheet.
 */

const columns: readonly SalesFigureKey[] = [
  'gross_sales',
  'discounts',
  'complimentary',
  'refunds',
  'net_sales',
  'tax',
  'total_sales',
  'transactions',
  'average_order_value',
];

const DAY_MS = 86_400_000;
/** 1970-01-01 as a spreadsheet's day number (days since 1899-12-30). */
const EPOCH_DAY = 25_569;
const daySerial = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS + EPOCH_DAY;

/** The attachment's file name: ASCII, the period in it, as SPEC's export names are. */
export const workbookFileName = (content: ReportContent) =>
  `sales-summary-${content.period.from}${
    content.period.to === content.period.from ? '' : `_${content.period.to}`
  }.xlsx`;

export async function salesSummaryWorkbook(content: ReportContent): Promise<Buffer> {
  // Loaded on first export: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const t = emailTexts(content.language);
  const heading: unknown[][] = [
    [t(`title.${content.kind}`)],
    [t('sheet.location'), content.location.name],
    [t('sheet.period'), daySerial(content.period.from), daySerial(content.period.to)],
    ...(content.location.currency ? [[t('sheet.currency'), content.location.currency]] : []),
    [],
    [t('columns.date'), ...columns.map((key) => t(`figures.${key}`))],
  ];
  const days = content.days.map((d) => [
    daySerial(d.date),
    ...columns.map((key) => d.figures[key]),
  ]);
  const totals = [totalWord(content.language), ...columns.map((key) => content.figures[key])];
  const sheet = XLSX.utils.aoa_to_sheet([...heading, ...days, totals], { dense: true });

  const cells = sheet['!data'] ?? [];
  const format = (r: number, c: number, z: string) => {
    const cell = cells[r]?.[c];
    if (cell?.t === 'n') cell.z = z;
  };
  const { decimals } = content.location;
  const money = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
  format(2, 1, 'yyyy-mm-dd');
  format(2, 2, 'yyyy-mm-dd');
  const first = heading.length;
  for (let r = first; r <= first + days.length; r += 1) {
    format(r, 0, 'yyyy-mm-dd');
    columns.forEach((key, i) => {
      if (key !== 'transactions') format(r, i + 1, money);
    });
  }
  sheet['!cols'] = [14, ...columns.map(() => 16)].map((wch) => ({ wch }));

  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, t('sheet.name').slice(0, 31));
  if (content.language === 'ar') book.Workbook = { ...book.Workbook, Views: [{ RTL: true }] };
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
