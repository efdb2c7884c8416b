import type { TFunction } from 'i18next';
import type { MovementRow } from '@contract/stock';
import { exportSpreadsheet } from '@/lib/spreadsheet';

interface Context {
  t: TFunction<'stock'>;
  materialName: (id: string) => string;
  unitOf: (materialId: string) => string;
  currency: string | null;
}

/** Movements as an .xlsx sheet: one row each, quantities and values as numbers. */
export function movementSheet(
  rows: readonly MovementRow[],
  { t, materialName, unitOf, currency }: Context,
) {
  const money = (label: string) => (currency ? `${label} (${currency})` : label);
  return {
    columns: [
      t('columns.when'),
      t('columns.businessDate'),
      t('columns.material'),
      t('columns.kind'),
      t('columns.reason'),
      t('columns.quantity'),
      t('columns.unit'),
      money(t('columns.unitCost')),
      money(t('columns.value')),
      t('columns.document'),
      t('columns.note'),
    ],
    rows: rows.map((m) => [
      m.occurred_at,
      m.business_date,
      materialName(m.material_id),
      t(`kinds.${m.kind}`),
      m.reason ? t(`reasons.${m.reason}`) : '',
      m.quantity,
      unitOf(m.material_id),
      m.unit_cost ?? null,
      m.value ?? null,
      `${m.document_kind} ${m.document_id}`,
      m.note,
    ]),
  };
}

export function exportMovements(
  prefix: string,
  sheetName: string,
  rows: readonly MovementRow[],
  ctx: Context,
): Promise<string> {
  return exportSpreadsheet(prefix, { sheetName, ...movementSheet(rows, ctx) });
}
