import { z } from 'zod';
import { id } from './common';

/** Setting keys read per location (SPEC section 3). */
export const settingKeys = [
  'opening_hour',
  'closing_hour',
  'exchange_rate',
  'is_printer_mpop',
  'vat',
  'max_order_time',
  'is_done_confirmation',
  'is_plate_number',
  'receipt_footer_text',
  'currency',
  'Product code types',
  'time_zone',
  'decimal_points',
  'email_time',
  'delivery_time',
  'language',
  'date_format',
  'time_format',
  'working_days',
  // Supply (issue 10): the part of a pack (0–1) that makes a suggested order round up a pack.
  'order_pack_threshold',
  // Reporting (issue 11): which sales report call the sale report reads, 'v1' (/v2) or 'v2' (/v3).
  'invoice_report_version',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settingName = z.enum(settingKeys);

/** `POST /api/config?loc=` body. Values are stored as text, as POS terminals read them. */
export const settingBody = z
  .object({
    name: settingName,
    value: z.string().max(2000),
  })
  .strict();
export type SettingBody = z.infer<typeof settingBody>;

export const settingRow = z.object({
  id,
  customer_id: id,
  location_id: id,
  name: z.string(),
  value: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
});
export type SettingRow = z.infer<typeof settingRow>;
