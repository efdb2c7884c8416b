import { crmCustomerDetail } from '@contract/crm';
import { beforeAll, describe, expect, test } from 'vitest';
import { DEMO_CRM_CUSTOMERS } from '../demo/crm';
import { DEMO_CUSTOMER_ID } from '../demo/presence';
import { topUpDemoSales } from '../demo/sales';
import { demoServer } from '../testing/harness';

const NOW = new Date('2026-11-20T12:45:00Z');
const demo = demoServer();
const { admin } = demo;

beforeAll(async () => {
  await topUpDemoSales(demo.server.database, NOW, { days: 2 });
}, 120_000);

describe('the demo CRM', () => {
  test('holds 200 customers with unique phones, names in several scripts, some consenting', async () => {
    const list = (await admin('GET', '/crm-users?limit=1000')).json();
    expect(list.pagination.total).toBe(DEMO_CRM_CUSTOMERS);
    const rows = list.data as { name: string; phone: string; marketing_consent: boolean }[];
    const phones = rows.map((r) => r.phone).filter(Boolean);
    expect(new Set(phones).size).toBe(phones.length);
    expect(rows.some((r) => /[\u0600-\u06ff]/.test(r.name))).toBe(true);
    expect(rows.some((r) => /[\u0400-\u04ff]/.test(r.name))).toBe(true);
    const consenting = rows.filter((r) => r.marketing_consent).length;
    expect(consenting).toBeGreaterThan(40);
    expect(consenting).toBeLessThan(160);
  });

  test('a share of the demo sales name a known guest, whose visits and spend add up', async () => {
    const { db } = demo.server.database;
    const named = await db
      .selectFrom('invoices')
      .select(['crm_customer_id'])
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .where('crm_customer_id', 'is not', null)
      .where('kind', '=', 'sale')
      .where('status', '=', 'completed')
      .execute();
    const all = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', DEMO_CUSTOMER_ID)
      .executeTakeFirstOrThrow();
    expect(named.length).toBeGreaterThan(Number(all.n) / 6);
    expect(named.length).toBeLessThan(Number(all.n) / 2);
    const guest = named[0]!.crm_customer_id!;
    const visits = named.filter((n) => n.crm_customer_id === guest).length;
    const found = crmCustomerDetail.parse((await admin('GET', `/crm-users/${guest}`)).json());
    expect(found.stats.visits).toBe(visits);
    expect(found.stats.spend).toBeGreaterThan(0);
    expect(found.recent_invoices.length).toBeGreaterThan(0);
  });
});
