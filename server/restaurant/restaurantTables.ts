/** The till configuration's table (issue 12; see server/restaurant/store.ts). */
export interface RestaurantConfigsTable {
  id: string;
  customer_id: string;
  location_id: string;
  receipt_header: string;
  receipt_footer: string;
  receipt_logo_url: string;
  customer_display_url: string;
  /** JSON array of `Printer` (contract/restaurantConfig.ts). */
  printers: string;
  /** JSON array of `KitchenScreen`. */
  kitchen_screens: string;
  is_live: number;
  live_changed_at: string | null;
  /** The user who last switched `is_live`. */
  live_changed_by: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface RestaurantTables {
  restaurant_configs: RestaurantConfigsTable;
}
