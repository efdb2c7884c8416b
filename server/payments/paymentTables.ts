/**
 * The payment providers' table (issue 12). Credentials are one AES-256-GCM sealed JSON object
 * (server/payments/credentials.ts); beside it, what may be shown of them: each value masked.
 */
export interface PaymentProvidersTable {
  id: string;
  customer_id: string;
  location_id: string;
  provider: string;
  name: string;
  mode: string;
  enabled: number;
  /** JSON array of the payment methods whose payments go through this provider. */
  payment_method_ids: string;
  /** `v1.<iv>.<tag>.<ciphertext>` (base64url), or '' when none were saved. */
  credentials: string;
  /** JSON object: each credential field's masked value. */
  credentials_masked: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface PaymentTables {
  payment_providers: PaymentProvidersTable;
}
