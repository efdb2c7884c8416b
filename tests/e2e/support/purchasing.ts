import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { ServerApi } from './api';

/** What the purchasing journeys make through the API: each its own, named with its tag. */
export interface PurchasingSetup {
  locationId: string;
  supplierId: string;
  supplierName: string;
  materialId: string;
  materialName: string;
}

/** A call that must succeed; its reply body. */
export async function ok<T>(
  api: ServerApi,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const reply = await api.call<T>(method, path, body);
  expect(reply.status, `${method} ${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body;
}

/**
 * Flour at the admin's location: par 10 000 g, 2 000 g on hand at 0.01 a gram; the supplier sells
 * it in 5 kg sacks at 100 (0.02 a gram). Need 8 000 g: one sack, and the 3 000 g rest is over half a
 * sack, so the suggestion is 2 sacks.
 */
export async function flourFromSupplier(api: ServerApi, tag: string): Promise<PurchasingSetup> {
  const locations = await ok<{ data: { id: string; is_active: boolean }[] }>(
    api,
    'GET',
    '/locations',
  );
  const locationId = api.user.location_id ?? locations.data.find((l) => l.is_active)!.id;
  const materialName = `Flour ${tag}`;
  const materialId = (
    await ok<{ id: string }>(api, 'POST', '/materials', {
      name: materialName,
      name_localized: { ar: `طحين ${tag}` },
      unit: 'g',
      cost: 0.01,
      locations: [{ location_id: locationId, par: 10_000, minimum: 3_000 }],
    })
  ).id;
  await ok(api, 'POST', `/inventory?loc=${locationId}`, {
    id: randomUUID(),
    lines: [{ material_id: materialId, quantity: 2_000, unit_cost: 0.01 }],
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  const supplierName = `Mill ${tag}`;
  const supplierId = (
    await ok<{ id: string }>(api, 'POST', '/suppliers', { name: supplierName, minimum_order: 150 })
  ).id;
  await ok(api, 'POST', '/supplier-materials', {
    supplier_id: supplierId,
    material_id: materialId,
    item_code: `FL-${tag}`,
    pack_name: 'Sack 5 kg',
    pack_size: 5_000,
    price: 100,
    is_preferred: true,
  });
  return { locationId, supplierId, supplierName, materialId, materialName };
}

/** The material's stock line at the location, as the server has it now. */
export async function stockOf(api: ServerApi, setup: PurchasingSetup) {
  const reply = await ok<{
    items: { material_id: string; quantity: number; average_cost?: number }[];
  }>(api, 'GET', `/inventory?loc=${setup.locationId}`);
  return reply.items.find((i) => i.material_id === setup.materialId);
}

export interface ServerOrder {
  id: string;
  number: string;
  status: string;
  decline_reason: string;
  invoiced_value: number;
  lines: { id: string; quantity: number; received: number }[];
}

/** An order of `packs` sacks of the flour, sent to the supplier. */
export function sentOrder(api: ServerApi, setup: PurchasingSetup, packs: number) {
  return ok<ServerOrder>(api, 'POST', '/supplier-orders', {
    id: randomUUID(),
    location_id: setup.locationId,
    supplier_id: setup.supplierId,
    lines: [{ id: randomUUID(), material_id: setup.materialId, packs }],
    send: true,
  });
}
