import { z } from 'zod';
import { id } from './common';
import { isCurrencyCode, MAX_DECIMAL_POINTS } from './money';
import { isTimeZone } from './timezone';

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
  // Business information (issue 12): the name on invoices and the logo (an uploaded file's URL).
  'legal_name',
  'logo_url',
] as const;
export type SettingKey = (typeof settingKeys)[number];

export const settingName = z.enum(settingKeys);

/** The languages a location's documents and report emails can be in (SPEC section 9). */
export const settingLanguages = ['en', 'de', 'es', 'ar', 'sr', 'ru', 'kk'] as const;
/** Date formats offered, in the notation of SPEC section 9. */
export const dateFormats = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD.MM.YYYY',
  'DD-MM-YYYY',
  'MMM DD, YYYY',
  'YYYY-MM-DD HH:mm:ss',
] as const;
export const timeFormats = ['HH:mm', 'HH:mm:ss', 'h:mm A', 'h:mm:ss A'] as const;
/** How the tills look products up by code, in the order they try them. */
export const productCodeTypes = ['plu', 'sku', 'barcode'] as const;
export const invoiceReportVersions = ['v1', 'v2'] as const;

/**
 * What kind of value each key holds: the form picks its input from it and the server checks the value
 * with the same schema. Values still travel and are stored as text, as POS terminals read them.
 */
export type SettingKind =
  | { kind: 'hour' }
  | { kind: 'time' }
  | { kind: 'boolean' }
  | { kind: 'number'; min: number; max: number; step: number; integer?: boolean; unit?: string }
  | { kind: 'text'; max: number; multiline?: boolean }
  | { kind: 'currency' }
  | { kind: 'timeZone' }
  | { kind: 'choice'; options: readonly string[] }
  | { kind: 'choices'; options: readonly string[] }
  | { kind: 'weekdays' }
  | { kind: 'url' };

export const settingKinds: Record<SettingKey, SettingKind> = {
  opening_hour: { kind: 'hour' },
  closing_hour: { kind: 'hour' },
  exchange_rate: { kind: 'number', min: 0.000001, max: 1_000_000, step: 0.0001 },
  is_printer_mpop: { kind: 'boolean' },
  vat: { kind: 'number', min: 0, max: 100, step: 0.01, unit: '%' },
  max_order_time: { kind: 'number', min: 0, max: 1440, step: 1, integer: true, unit: 'min' },
  is_done_confirmation: { kind: 'boolean' },
  is_plate_number: { kind: 'boolean' },
  receipt_footer_text: { kind: 'text', max: 500, multiline: true },
  currency: { kind: 'currency' },
  'Product code types': { kind: 'choices', options: productCodeTypes },
  time_zone: { kind: 'timeZone' },
  decimal_points: { kind: 'number', min: 0, max: MAX_DECIMAL_POINTS, step: 1, integer: true },
  email_time: { kind: 'time' },
  delivery_time: { kind: 'number', min: 0, max: 1440, step: 1, integer: true, unit: 'min' },
  language: { kind: 'choice', options: settingLanguages },
  date_format: { kind: 'choice', options: dateFormats },
  time_format: { kind: 'choice', options: timeFormats },
  working_days: { kind: 'weekdays' },
  order_pack_threshold: { kind: 'number', min: 0, max: 1, step: 0.05 },
  invoice_report_version: { kind: 'choice', options: invoiceReportVersions },
  legal_name: { kind: 'text', max: 200 },
  logo_url: { kind: 'url' },
};

const NUMBER = /^-?\d+(?:\.\d+)?$/;
const HOUR = /^(\d{1,2})(?::00)?$/;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;
const noNul = (s: string) => !s.includes('\u0000');

/** A comma-separated list whose entries all pass `valid`, each at most once. */
const listOf = (valid: (entry: string) => boolean) => (value: string) => {
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(valid) && new Set(entries).size === entries.length;
};

/** The check of one kind of value, with the codes of `contract/validation.ts` as its messages. */
function valueSchema(kind: SettingKind): z.ZodType<unknown, string> {
  switch (kind.kind) {
    case 'hour':
      return z.string().refine((v) => HOUR.test(v) && Number(HOUR.exec(v)![1]) <= 23, 'hour');
    case 'time':
      return z.string().refine((v) => v === '' || TIME.test(v), 'time_of_day');
    case 'boolean':
      return z.string().refine((v) => /^(?:true|false|0|1)$/.test(v), 'boolean');
    case 'number': {
      let number = z.number().min(kind.min).max(kind.max);
      if (kind.integer) number = number.int();
      return z.string().regex(NUMBER, 'number').transform(Number).pipe(number);
    }
    case 'text':
      return z.string().max(kind.max).refine(noNul, 'format');
    case 'url':
      return z
        .string()
        .max(2000)
        .refine((v) => v === '' || /^(?:\/api\/files\/[\w-]+|https:\/\/\S+)$/.test(v), 'url');
    case 'currency':
      return z.string().refine(isCurrencyCode, 'currency_code');
    case 'timeZone':
      return z.string().refine(isTimeZone, 'time_zone');
    case 'choice':
      return z.enum(kind.options as [string, ...string[]]);
    case 'choices':
      return z
        .string()
        .refine(
          (v) => v === '' || listOf((entry) => kind.options.includes(entry))(v),
          'choose_from',
        );
    case 'weekdays':
      return z
        .string()
        .refine((v) => v === '' || listOf((entry) => /^[0-6]$/.test(entry))(v), 'weekdays');
  }
}

const valueSchemas = Object.fromEntries(
  settingKeys.map((key) => [key, valueSchema(settingKinds[key])]),
) as Record<SettingKey, z.ZodType<unknown, string>>;

/** A value as it is stored: trimmed, and a currency code in capitals. */
export function normalizeSettingValue(name: SettingKey, value: string): string {
  if (settingKinds[name].kind === 'text' && settingKinds[name].multiline) return value;
  const trimmed = value.trim();
  return settingKinds[name].kind === 'currency' ? trimmed.toUpperCase() : trimmed;
}

/** The problems of a value for a key (empty when it is fine), as zod issues at the value's path. */
export function settingValueIssues(name: SettingKey, value: string): z.core.$ZodIssue[] {
  const parsed = valueSchemas[name].safeParse(normalizeSettingValue(name, value));
  return parsed.success ? [] : parsed.error.issues;
}

/** `POST /api/config?loc=` body: the value must suit the key (`settingKinds`). */
export const settingBody = z
  .object({
    name: settingName,
    value: z.string().max(2000),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const issue of settingValueIssues(body.name, body.value)) {
      ctx.addIssue({ ...issue, path: ['value'] } as z.core.$ZodRawIssue);
    }
  });
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

/** `GET /api/config/currency`: the location's currency with what it takes to write amounts in it. */
export const currencyReply = z.object({
  location_id: id,
  name: z.literal('currency'),
  /** The setting as stored (SPEC section 3: "the field value is used"). */
  value: z.string(),
  /** The ISO 4217 code, or null when the setting is not a currency. */
  code: z.string().nullable(),
  /** The symbol in English (`£`, `AED`), or the code. */
  symbol: z.string(),
  /** Decimals of amounts: `decimal_points`, else the currency's own, else 2 (`contract/money.ts`). */
  decimals: z.number().int(),
});
export type CurrencyReply = z.infer<typeof currencyReply>;

/** `GET /api/config/all`: every setting of one location. */
export const settingsReply = z.object({ data: z.array(settingRow) });
