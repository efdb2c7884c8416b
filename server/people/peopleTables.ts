/** A permission a business adds for its own till features (issue 13); built-ins live in code. */
export interface CustomPermissionsTable {
  id: string;
  customer_id: string;
  key: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface PeopleTables {
  custom_permissions: CustomPermissionsTable;
}
