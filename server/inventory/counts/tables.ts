/** The tables of inventory counts: counts, their entries, and what an approved count fixed. */
export interface CountsTables {
  inventory_counts: InventoryCountsTable;
  count_entries: CountEntriesTable;
  count_lines: CountLinesTable;
}

export interface InventoryCountsTable {
  id: string;
  customer_id: string;
  location_id: string;
  name: string;
  /** JSON array of count sheet ids. */
  sheet_ids: string;
  cutoff_at: string;
  status: string;
  uncounted: string;
  note: string;
  review_note: string;
  /** JSON array of resolutions (contract/counts.ts). */
  resolutions: string;
  created_by: string | null;
  submitted_at: string | null;
  submitted_by: string | null;
  approved_at: string | null;
  approved_by: string | null;
  adjustment_value: number | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface CountEntriesTable {
  id: string;
  customer_id: string;
  location_id: string;
  count_id: string;
  material_id: string;
  area_id: string;
  /** JSON array of entry parts. */
  parts: string;
  mode: string;
  /** Thousandths of the material's base unit. */
  quantity: number;
  device_id: string;
  counted_at: string;
  counted_by: string;
  deleted_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** What an approved count fixed for one material, in thousandths of its base unit. */
export interface CountLinesTable {
  count_id: string;
  material_id: string;
  customer_id: string;
  location_id: string;
  cutoff_at: string;
  counted: number | null;
  expected: number;
  average_cost: number;
}
