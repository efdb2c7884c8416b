import type { VerifyBusiness, VerifyReport } from '@contract/verify';
import { createFindings } from './findings';
import { verifySales } from './sales';
import type { VerifiedDatabase } from './snapshot';
import { verifyStockBalances, verifyStockDaily } from './stock';
import { verifySupply } from './supply';

/**
 * The self-audit (issue 25): every figure the product keeps precomputed, recomputed from the rows it
 * is kept from with the product's own definitions, and compared with what is stored. See
 * contract/verify.ts for what each kind checks.
 *
 * `verify(database)` checks every business; `verify(database, { customerId })` one. `database` is
 * the server's handle (`DatabaseHandle`: `db` and `dialect`), SQLite or PostgreSQL. It only reads,
 * in rounds of a few thousand rows each read in one snapshot (see snapshot.ts), so it runs beside a
 * live server and on a database of millions of invoice lines. The report is clean when nothing differs; otherwise it
 * counts the differing rows of each kind and lists the first ones of each location.
 */
export async function verify(
  database: VerifiedDatabase,
  options: { customerId?: string } = {},
): Promise<VerifyReport> {
  const started = performance.now();
  let query = database.db.selectFrom('customers').select(['id', 'name']).orderBy('id');
  if (options.customerId !== undefined) query = query.where('id', '=', options.customerId);
  const businesses: VerifyBusiness[] = [];
  for (const customer of await query.execute()) {
    const findings = createFindings();
    await verifySales(database, customer.id, findings);
    await verifyStockDaily(database, customer.id, findings);
    await verifyStockBalances(database, customer.id, findings);
    await verifySupply(database, customer.id, findings);
    const kinds = findings.kinds();
    businesses.push({
      customer_id: customer.id,
      name: customer.name,
      clean: kinds.every((k) => k.differing_rows === 0),
      kinds,
    });
  }
  return {
    clean: businesses.every((b) => b.clean),
    checked_at: new Date().toISOString(),
    took_ms: Math.round(performance.now() - started),
    businesses,
  };
}
