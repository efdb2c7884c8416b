import { resources, type ResourceDef } from '@contract/registry';
import type { ReportEmailKind } from '@contract/reportEmails';
import type { SalesFigures } from '@contract/sales';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { resourceDb, toApiRow } from '../../resources/store';
import { figuresOf } from '../../sales/figures';
import { comparisonSums, readSums } from '../../sales/read';
import { sumsPerDate, topProducts } from '../../sales/reports';
import { systemScope } from '../../sales/scope';
import type { EmailLanguage } from './texts';

/**
 * What one report email says, read for a location and period. Every figure comes from the sales
 * figures module (`readSums`, `comparisonSums`, `figuresOf`) and the sales reads the dashboard
 * uses (`topProducts`, `sumsPerDate`): an email shows what the screens show for the same period.
 */

/** How many best-selling products an email lists. */
export const TOP_PRODUCTS = 5;

export interface ReportTarget {
  customerId: string;
  locationId: string;
  kind: ReportEmailKind;
  from: string;
  to: string;
  language: EmailLanguage;
}

export interface ReportContent {
  kind: ReportEmailKind;
  language: EmailLanguage;
  businessName: string;
  location: { id: string; name: string; currency: string | null; decimals: number };
  period: { from: string; to: string };
  /** The period the figures are compared with (the one before, of the same length). */
  compare: { from: string; to: string };
  figures: SalesFigures;
  previous: SalesFigures;
  topProducts: Array<{ name: string; quantity: number; net_sales: number }>;
  /** Every business date of the period with its figures (days without sales at zero). */
  days: Array<{ date: string; figures: SalesFigures }>;
}

/** Names of rows in the language, falling back to the name in `name`, deleted rows included. */
async function localizedNames(
  db: Kysely<Database>,
  def: ResourceDef,
  customerId: string,
  ids: readonly string[],
  language: EmailLanguage,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const stored of rows) {
    const row = toApiRow(def, stored);
    const localized = (row.name_localized ?? {}) as Partial<Record<string, string>>;
    names.set(row.id, localized[language]?.trim() || String(row.name ?? ''));
  }
  return names;
}

/** The content of a report, or null when its location no longer exists. */
export async function readReportContent(
  db: Kysely<Database>,
  target: ReportTarget,
  now: number,
): Promise<ReportContent | null> {
  const scope = await systemScope(
    db,
    target.customerId,
    [target.locationId],
    target.from,
    target.to,
  );
  const location = scope.locations[0];
  if (!location) return null;
  const [sums, compare, top, perDay] = [
    await readSums(db, scope),
    await comparisonSums(db, scope, now),
    await topProducts(db, scope, 'net_sales', TOP_PRODUCTS),
    await sumsPerDate(db, scope),
  ];
  const business = await db
    .selectFrom('customers')
    .select('name')
    .where('id', '=', target.customerId)
    .executeTakeFirst();
  const locationNames = await localizedNames(
    db,
    resources.locations,
    target.customerId,
    [location.id],
    target.language,
  );
  const productNames = await localizedNames(
    db,
    resources.products,
    target.customerId,
    top.data.map((p) => p.product_id),
    target.language,
  );
  return {
    kind: target.kind,
    language: target.language,
    businessName: business?.name ?? '',
    location: {
      id: location.id,
      name: locationNames.get(location.id) ?? '',
      currency: location.currency,
      decimals: location.decimals,
    },
    period: { from: target.from, to: target.to },
    compare: { from: compare.period.from, to: compare.period.to },
    figures: figuresOf(sums),
    previous: figuresOf(compare.sums),
    topProducts: top.data.map((p) => ({
      name: productNames.get(p.product_id) || p.name,
      quantity: p.quantity,
      net_sales: p.net_sales,
    })),
    days: perDay.map(({ date, sums: day }) => ({ date, figures: figuresOf(day) })),
  };
}
