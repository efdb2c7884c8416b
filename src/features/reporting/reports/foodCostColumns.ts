import type { TFunction } from 'i18next';
import type { ReportColumn } from '../frame/definition';
import type { MaterialNames } from './foodCostMaterials';

interface MaterialRow {
  material_id: string;
  category_id: string | null;
  unit: string;
}

/**
 * The columns naming a material: its name, its category and its unit, as text written here (the
 * frame names the menu's rows, not the inventory's), so the table and the exports say the same.
 */
export function materialColumns<Row extends MaterialRow>(
  names: MaterialNames,
  t: TFunction,
): ReportColumn<Row>[] {
  return [
    {
      key: 'material_id',
      label: 'columns.material_id',
      kind: 'text',
      value: (row) => names.material(row.material_id) ?? t('reporting:table.unknown'),
    },
    {
      key: 'category_id',
      label: 'columns.material_category_id',
      kind: 'text',
      value: (row) => categoryName(names, t, row.category_id),
    },
    { key: 'unit', label: 'columns.unit', kind: 'enum', values: 'units' },
  ];
}

/** A category of materials by name; materials without one are said to have none. */
export const categoryName = (names: MaterialNames, t: TFunction, id: string | null) =>
  id === null
    ? t('reporting:stock.noCategory')
    : (names.category(id) ?? t('reporting:table.unknown'));

/** The key of a row of categories, the one without a category included. */
export const categoryKey = (row: { category_id: string | null }) => row.category_id ?? 'none';
