import type { Permission } from '@contract/access';
import type { WorkOrderRow } from '@contract/workOrders';
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import type { Caller } from '../../testing/harness';
import { creator, demoLocations, fixtureOnce, supplyUser } from '../documentsTesting';

/** The business day test work orders are planned for unless a test says otherwise. */
export const PLANNED_FOR = '2026-12-01';

/**
 * What work-order tests share: green and roasted coffee (1 kg green → 0.84 kg roasted), flour and
 * oil into a dough (1 kg + 0.1 l → 1500 g), stock of the raw materials at the first location, and
 * users who write with costs at that location only, write blind, or only read.
 */
export interface WorkOrderFixture {
  dubai: string;
  soho: string;
  green: string;
  roasted: string;
  flour: string;
  oil: string;
  dough: string;
  /** inventory.read + write + costs, at dubai only. */
  keeper: Caller;
  /** inventory.read + write, no costs, at dubai. */
  blind: Caller;
  /** inventory.read alone, at dubai. */
  reader: Caller;
  /** Plans a work order at dubai as the administrator; `body` overrides the defaults. */
  plan(body: Record<string, unknown>): Promise<WorkOrderRow>;
}

export function workOrderFixture(
  server: { app: FastifyInstance; database: DatabaseHandle },
  admin: Caller,
  prefix: string,
): () => WorkOrderFixture {
  return fixtureOnce<WorkOrderFixture>('work order', async () => {
    const { customerId, locations } = await demoLocations(admin);
    const [dubai, soho] = [locations[0]!.id, locations[1]!.id];
    const create = creator(admin);
    const green = await create('/materials', { name: `${prefix} green`, unit: 'kg', cost: 18 });
    const roasted = await create('/materials', {
      name: `${prefix} roasted`,
      name_localized: { ar: 'قهوة محمصة' },
      unit: 'kg',
      type: 'SR',
      is_prepared: true,
      recipe: [{ material_id: green, quantity: 1, unit: 'kg' }],
      yield_quantity: 0.84,
    });
    const flour = await create('/materials', { name: `${prefix} flour`, unit: 'g', cost: 0.002 });
    const oil = await create('/materials', { name: `${prefix} oil`, unit: 'ml', cost: 0.01 });
    const dough = await create('/materials', {
      name: `${prefix} dough`,
      unit: 'g',
      type: 'SR',
      is_prepared: true,
      recipe: [
        { material_id: flour, quantity: 1, unit: 'kg' },
        { material_id: oil, quantity: 0.1, unit: 'l' },
      ],
      yield_quantity: 1500,
    });
    const receipt = await admin('POST', `/inventory?loc=${dubai}`, {
      id: uuidv7(),
      lines: [
        { material_id: green, quantity: 100, unit_cost: 20 },
        { material_id: flour, quantity: 10_000, unit_cost: 0.002 },
        { material_id: oil, quantity: 2000, unit_cost: 0.01 },
      ],
    });
    expect(receipt.statusCode).toBe(201);

    const user = (name: string, permissions: Permission[]) =>
      supplyUser(server, {
        customerId,
        username: `${prefix}-${name}`,
        locationId: dubai,
        allowLocations: [dubai],
        permissions,
      });
    return {
      dubai,
      soho,
      green,
      roasted,
      flour,
      oil,
      dough,
      keeper: await user('keeper', ['inventory.read', 'inventory.write', 'inventory.costs']),
      blind: await user('blind', ['inventory.read', 'inventory.write']),
      reader: await user('reader', ['inventory.read']),
      plan: async (body) => {
        const reply = await admin('POST', '/work-orders', {
          id: uuidv7(),
          location_id: dubai,
          material_id: dough,
          planned_quantity: 3000,
          planned_for: PLANNED_FOR,
          ...body,
        });
        if (reply.statusCode !== 201) throw new Error(`plan: ${reply.body}`);
        return reply.json() as WorkOrderRow;
      },
    };
  });
}
