import type { ReportColumn, ReportFilter } from '../frame/definition';

interface MaterialRow {
  material_id: string;
  category_id: string | null;
  unit: string;
}

/** The columns naming a material: its name, its category (or none) and its unit. */
export function materialColumns<Row extends MaterialRow>(): ReportColumn<Row>[] {
  return [
    { key: 'material_id', label: 'columns.material_id', kind: 'ref', ref: 'materials' },
    materialCategoryColumn<Row>(),
    { key: 'unit', label: 'columns.unit', kind: 'enum', values: 'units' },
  ];
}

/** A category of materials by name; materials without one are said to have none. */
export const materialCategoryColumn = <Row>(): ReportColumn<Row> => ({
  key: 'category_id',
  label: 'columns.material_category_id',
  kind: 'ref',
  ref: 'materialCategories',
  empty: 'stock.noCategory',
});

/** The stock reports' category filter: the call's `category_id` is of materials, not the menu's. */
export const materialCategoryFilter: ReportFilter = {
  key: 'category_id',
  from: 'materialCategories',
  label: 'material_category',
};

/** The key of a row of categories, the one without a category included. */
export const categoryKey = (row: { category_id: string | null }) => row.category_id ?? 'none';
