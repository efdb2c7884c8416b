import type { DatabaseHandle } from '../db/database';
import { writeTransaction } from '../db/changes';
import { seedBusiness } from './business';
import { seedCatalogue } from './catalogue';
import { seedConfig } from './config';
import { seedCountSheets } from './countSheets';
import { seedExtraRecipes } from './materials';
import { seedPeople } from './people';
import { seedPurchasing } from './purchasing';
import { seedRoastery } from './roastery';
import { seedSuppliers } from './suppliers';
import { seedTransfers } from './transfers';
import { DEMO_CUSTOMER_ID } from './presence';
import { DemoWriter } from './writer';
import { seedOpeningHours } from './openingHours';
import { seedAttendance } from './attendance';
import { seedAuditHistory } from './auditHistory';
import { seedCrmCustomers } from './crm';

export { DEMO_BUSINESS_NAME } from './business';
export { demoCredentials } from './people';
export { DEMO_CUSTOMER_ID } from './presence';

/**
 * Seeds the demo business in one transaction: it is there completely or not at all. One file per
 * area; products, stock and sales come with their issues and add a step here.
 */
export async function seedDemo(database: DatabaseHandle): Promise<void> {
  await writeTransaction(database, DEMO_CUSTOMER_ID, async (trx) => {
    const w = new DemoWriter(trx, database.dialect, DEMO_CUSTOMER_ID);
    const business = await seedBusiness(w);
    const config = await seedConfig(w, business);
    await seedCatalogue(w, business, config);
    // Inventory (issue 9): add-ons' own recipes, and count sheets from where materials are kept.
    await seedExtraRecipes(w);
    await seedCountSheets(w);
    await seedSuppliers(w);
    await seedPeople(w, business);
    // Purchasing (issue 10): what suppliers sell, a few orders and an invoice.
    await seedPurchasing(w, business.locationIds[0]!);
    // Supply (issue 10): the roastery's coffee, its importer and its roasts.
    await seedRoastery(w, business);
    // Supply (issue 10): cut-offs, the warehouse's stock, order requests and transfers.
    await seedTransfers(w, business);
    // Configuration (issue 12): opening days and hours; last, so no earlier id moves.
    await seedOpeningHours(w, business);
    // People (issue 13): 30 days of attendance up to now; writes no registry row, so no id moves.
    await seedAttendance(w);
    // People (issue 13): the diners the tills know; after every other row, so no id moves.
    await seedCrmCustomers(w, business);
    // People (issue 13): a week of changes by the demo's people, for the audit log; last.
    await seedAuditHistory(w);
  });
}
