import { salesFigureKeys } from '@contract/sales';
import { salesItemFigureKeys } from '@contract/salesItems';
import type * as Xlsx from 'xlsx';
import type { Say } from './exportTexts';
import type { SummaryData } from './summaries';

/**
 * One day's four summaries of one location as an .xlsx, a sheet each, in the order the accounting
 * system receives them. Amounts are number cells, so they add up in any spreadsheet program.
 */

type Cell = string | number | null;
type Rows = Cell[][];

export interface WorkbookHeading {
  locationName: string;
  date: string;
  currency: string | null;
  generatedAt: string;
}

const safeSheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet';

function headingRows(say: Say, heading: WorkbookHeading): Rows {
  return [
    [say('location'), heading.locationName],
    [say('businessDate'), heading.date],
    [say('currency'), heading.currency ?? ''],
    [say('generatedAt'), heading.generatedAt],
    [],
  ];
}

function salesRows(say: Say, data: SummaryData['sales']): Rows {
  return [
    [say('figure'), data.period.from, `${say('previousDay')} (${data.compare.period.from})`],
    ...salesFigureKeys.map((key) => [say(`figures.${key}`), data[key], data.compare[key]]),
  ];
}

function itemRows(say: Say, data: SummaryData['items']): Rows {
  const amounts = salesItemFigureKeys;
  return [
    [
      say('columns.name'),
      say('columns.itemKind'),
      say('columns.category'),
      ...amounts.map((a) => say(`columns.${a}`)),
    ],
    ...data.data.map((row) => [
      row.name,
      row.item_kind ? say(`itemKinds.${row.item_kind}`) : '',
      row.category ?? '',
      ...amounts.map((a) => row[a]),
    ]),
    [
      say('total'),
      '',
      '',
      data.totals.quantity,
      null,
      null,
      data.totals.gross_sales,
      data.totals.discounts,
      data.totals.complimentary,
      data.totals.refunds,
      data.totals.net_sales,
      data.totals.tax,
    ],
  ];
}

function inventoryRows(say: Say, data: SummaryData['inventory_account']): Rows {
  const day = data.data[0];
  const names = new Map(data.categories.map((c) => [c.id, c.name]));
  const rows: Rows = [
    [say('columns.materialCategory'), say('columns.cost')],
    ...(day?.by_category ?? []).map((c) => [
      c.category_id ? (names.get(c.category_id) ?? '') : say('noCategory'),
      c.cost,
    ]),
    [say('totalCost'), day?.cost ?? 0],
    [say('columns.net_sales'), day?.net_sales ?? 0],
    [say('foodCostPct'), day?.food_cost_pct ?? null],
  ];
  if (data.without_recipe.length) {
    rows.push(
      [],
      [say('withoutRecipe')],
      [say('columns.product'), say('columns.quantity')],
      ...data.without_recipe.map((p) => [p.name, p.quantity]),
    );
  }
  return rows;
}

function paymentRows(say: Say, data: SummaryData['payment_account']): Rows {
  const day = data.data[0];
  const names = new Map(data.methods.map((m) => [m.id, m.name]));
  return [
    [
      say('columns.paymentMethod'),
      say('columns.amount'),
      say('columns.refunded'),
      say('columns.tips'),
      say('columns.net'),
    ],
    ...(day?.by_method ?? []).map((m) => [
      names.get(m.payment_method_id) ?? '',
      m.amount,
      m.refunded,
      m.tips,
      m.net,
    ]),
    [],
    [say('takings'), day?.takings ?? 0],
    [say('columns.refunded'), day?.refunded ?? 0],
    [say('columns.tips'), day?.tips ?? 0],
    [say('cash'), day?.cash ?? 0],
    [say('toBank'), day?.to_bank ?? 0],
  ];
}

function sheetOf(XLSX: typeof Xlsx, rows: Rows): Xlsx.WorkSheet {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const widths = rows.reduce<number[]>((w, row) => {
    row.forEach((cell, i) => {
      w[i] = Math.max(w[i] ?? 10, Math.min(40, String(cell ?? '').length + 2));
    });
    return w;
  }, []);
  sheet['!cols'] = widths.map((wch) => ({ wch }));
  return sheet;
}

export async function dailyWorkbook(
  say: Say,
  heading: WorkbookHeading,
  data: SummaryData,
): Promise<Buffer> {
  // Loaded on first export: the spreadsheet library took a tenth of every start (issue 24).
  const XLSX = await import('xlsx');
  const book = XLSX.utils.book_new();
  const sheets: Array<[string, Rows]> = [
    ['sales', salesRows(say, data.sales)],
    ['items', itemRows(say, data.items)],
    ['inventory_account', inventoryRows(say, data.inventory_account)],
    ['payment_account', paymentRows(say, data.payment_account)],
  ];
  for (const [kind, rows] of sheets) {
    XLSX.utils.book_append_sheet(
      book,
      sheetOf(XLSX, [...headingRows(say, heading), ...rows]),
      safeSheetName(say(`sheets.${kind}`)),
    );
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}
