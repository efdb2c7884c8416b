/** The CRM's own tables besides the registry's `crm_customers` (migration 20261201T120000_crm). */
export interface CrmLoyaltyEntriesTable {
  /** Made by the client: a resend of the same entry adds nothing. */
  id: string;
  customer_id: string;
  crm_customer_id: string;
  points: number;
  reason: string;
  created_by: string | null;
  created_at: string;
}

/** One row per merged-away duplicate: what a repeated merge answers, and who merged when. */
export interface CrmMergesTable {
  customer_id: string;
  duplicate_id: string;
  kept_id: string;
  invoices_moved: number;
  loyalty_moved: number;
  merged_by: string | null;
  merged_at: string;
}

export interface CrmTables {
  crm_loyalty_entries: CrmLoyaltyEntriesTable;
  crm_merges: CrmMergesTable;
}
