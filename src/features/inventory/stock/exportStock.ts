import type { TFunction } from 'i18next';
import type { StockItem } from '@contract/stock';
import { exportSpreadsheet } from '@/lib/spreadsheet';

interface ExportContext {
  t: TFunction<'stock'>;
  categoryName: (id: string | null) => string;
  unitLabel: (unit: string) => string;
  currency: string | null;
}

/** The stock list's header row and rows, as an .xlsx sheet has them (numbers stay numbers). */
export function stockSheet(items: readonly StockItem[], ctx: ExportContext) {
  const { t } = ctx;
  const money = (label: string) => (ctx.currency ? `${label} (${ctx.currency})` : label);
  const columns = [
    t('columns.name'),
    t('columns.sku'),
    t('columns.type'),
    t('columns.category'),
    t('columns.unit'),
    t('columns.quantity'),
    money(t('columns.averageCost')),
    money(t('columns.value')),
    t('columns.minimum'),
    t('columns.par'),
    t('columns.storageArea'),
    t('columns.state'),
  ];
  const rows = items.map((i) => [
    i.name,
    i.sku,
    t(`types.${i.type as 'RM'}`, { defaultValue: i.type }),
    ctx.categoryName(i.category_id),
    ctx.unitLabel(i.unit),
    i.quantity,
    i.average_cost ?? null,
    i.value ?? null,
    i.minimum,
    i.par,
    i.storage_area,
    i.negative ? t('states.negative') : i.below_minimum ? t('states.below') : '',
  ]);
  return { columns, rows };
}

export function exportStock(items: readonly StockItem[], ctx: ExportContext): Promise<string> {
  return exportSpreadsheet('stock', { sheetName: ctx.t('stock.title'), ...stockSheet(items, ctx) });
}
