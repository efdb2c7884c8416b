import type { SettingKey } from '@contract/settings';

/** The settings screen's sections, in the order an owner thinks of them; every key is in one. */
export const settingGroups: readonly { id: string; keys: readonly SettingKey[] }[] = [
  { id: 'business', keys: ['currency', 'decimal_points', 'exchange_rate', 'vat'] },
  {
    id: 'time',
    keys: [
      'time_zone',
      'language',
      'opening_hour',
      'closing_hour',
      'date_format',
      'time_format',
      'working_days',
    ],
  },
  {
    id: 'orders',
    keys: [
      'max_order_time',
      'delivery_time',
      'is_done_confirmation',
      'is_plate_number',
      'order_pack_threshold',
    ],
  },
  {
    id: 'receipts',
    keys: [
      'legal_name',
      'logo_url',
      'is_printer_mpop',
      'Product code types',
      'receipt_footer_text',
    ],
  },
  { id: 'reports', keys: ['email_time', 'invoice_report_version'] },
];

/** An i18n key for a setting: `Product code types` has spaces, which keys should not. */
export const settingLabelKey = (key: SettingKey) => key.replace(/ /g, '_');
