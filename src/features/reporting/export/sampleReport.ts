/**
 * A made-up sales report of any length, in English or Arabic: what the export tests and
 * bench/report-export.ts write. Twelve columns of every kind, as the sale report has them.
 */
import type { ExportColumn, ReportDocument } from './document';

export interface SampleSale {
  number: string;
  created_at: string;
  business_date: string;
  location: string;
  channel: string;
  cashier: string;
  items: number;
  gross_sales: number;
  discounts: number;
  net_sales: number;
  tax: number;
  discount_rate: number | null;
}

const words = {
  en: {
    title: 'Sales',
    range: 'Nov 1, 2026 – Nov 24, 2026',
    location: 'Downtown',
    locations: ['Downtown', 'Airport', 'Marina'],
    channels: ['Dine in', 'Takeaway', 'Delivery'],
    cashiers: ['Ana Ruiz', 'Omar Haddad', 'Lena Fischer'],
    labels: [
      'Invoice',
      'Time',
      'Business date',
      'Location',
      'Channel',
      'Cashier',
      'Items',
      'Gross sales',
      'Discounts',
      'Net sales',
      'Tax',
      'Discount rate',
    ],
  },
  ar: {
    title: 'المبيعات',
    range: '1 نوفمبر 2026 – 24 نوفمبر 2026',
    location: 'وسط المدينة',
    locations: ['وسط المدينة', 'المطار', 'المارينا'],
    channels: ['تناول في المطعم', 'سفري', 'توصيل'],
    cashiers: ['عمر حداد', 'ليلى منصور', 'Ana Ruiz'],
    labels: [
      'الفاتورة',
      'الوقت',
      'يوم العمل',
      'الفرع',
      'القناة',
      'الكاشير',
      'الأصناف',
      'إجمالي المبيعات',
      'الخصومات',
      'صافي المبيعات',
      'الضريبة',
      'نسبة الخصم',
    ],
  },
};

const keys = [
  'number',
  'created_at',
  'business_date',
  'location',
  'channel',
  'cashier',
  'items',
  'gross_sales',
  'discounts',
  'net_sales',
  'tax',
  'discount_rate',
] as const satisfies readonly (keyof SampleSale)[];
const kinds = [
  'text',
  'datetime',
  'date',
  'text',
  'text',
  'text',
  'quantity',
  'money',
  'money',
  'money',
  'money',
  'percent',
] as const;

const MINUTE_MS = 60_000;
const START_MS = Date.parse('2026-11-01T05:00:00Z');

/** Sale `i`: a few minutes after the one before, amounts that vary but are easy to add up. */
export function sampleSale(i: number, lang: 'en' | 'ar' = 'en'): SampleSale {
  const w = words[lang];
  const at = new Date(START_MS + i * 7 * MINUTE_MS);
  const gross = 10 + (i % 50) + (i % 7) * 0.25;
  const discounts = i % 5 === 0 ? 2 : 0;
  return {
    number: `INV-${String(i + 1).padStart(6, '0')}`,
    created_at: at.toISOString(),
    business_date: at.toISOString().slice(0, 10),
    location: w.locations[i % 3]!,
    channel: w.channels[i % 3]!,
    cashier: w.cashiers[(i >> 1) % 3]!,
    items: 1 + (i % 4),
    gross_sales: gross,
    discounts,
    net_sales: gross - discounts,
    tax: Math.round((gross - discounts) * 5) / 100,
    discount_rate: gross > 0 ? Math.round((discounts / gross) * 10_000) / 100 : null,
  };
}

/** A report document of `count` sales with its totals row, in English or Arabic. */
export function sampleReport(
  count: number,
  options: { lang?: 'en' | 'ar'; timeZone?: string; currency?: string | null } = {},
): ReportDocument<SampleSale> {
  const lang = options.lang ?? 'en';
  const w = words[lang];
  const rows = Array.from({ length: count }, (_, i) => sampleSale(i, lang));
  const sum = (key: 'items' | 'gross_sales' | 'discounts' | 'net_sales' | 'tax') =>
    Math.round(rows.reduce((a, r) => a + r[key], 0) * 100) / 100;
  const gross = sum('gross_sales');
  const totals = {
    items: sum('items'),
    gross_sales: gross,
    discounts: sum('discounts'),
    net_sales: sum('net_sales'),
    tax: sum('tax'),
    discount_rate: gross > 0 ? Math.round((sum('discounts') / gross) * 10_000) / 100 : null,
  } as SampleSale;
  const columns: ExportColumn<SampleSale>[] = keys.map((key, i) => ({
    key,
    label: w.labels[i]!,
    kind: kinds[i]!,
    value: (row) => row[key] ?? null,
  }));
  return {
    title: w.title,
    range: w.range,
    location: w.location,
    columns,
    rows,
    totals,
    lang,
    timeZone: options.timeZone ?? 'Asia/Dubai',
    currency: options.currency === undefined ? 'AED' : options.currency,
  };
}
