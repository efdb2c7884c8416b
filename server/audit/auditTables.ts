/** The audit log's table (issue 13; see server/audit/record.ts). */
export interface AuditLogTable {
  id: string;
  customer_id: string;
  at: string;
  user_id: string | null;
  device: string;
  area: string;
  collection: string;
  row_id: string;
  row_label: string | null;
  location_id: string | null;
  action: string;
  /** JSON array of `AuditFieldChange` (contract/audit.ts): only the fields that changed. */
  fields: string;
}

export interface AuditTables {
  audit_log: AuditLogTable;
}
