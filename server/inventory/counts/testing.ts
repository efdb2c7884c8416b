import { moduleOf, type Permission } from '@contract/access';
import type { FastifyInstance } from 'fastify';
import { v4 as uuidv4 } from 'uuid';
import { beforeAll } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { insertUser } from '../../auth/users';
import { writeTransaction } from '../../db/changes';
import type { DatabaseHandle } from '../../db/database';
import { caller, signIn, type Caller, type TestRow } from '../../testing/harness';
import { postMovements, type NewMovement } from '../ledger';

/**
 * What count tests share: two restaurants, three materials on one sheet of two areas at the first,
 * and users who count blind, count with costs, or only read, all made through the API or (users)
 * straight in the database.
 */
export interface CountFixture {
  customerId: string;
  dubai: string;
  soho: string;
  beef: string;
  milk: string;
  flour: string;
  sheet: string;
  sohoSheet: string;
  fridge: string;
  dry: string;
  /** Blind counters at dubai (inventory.read + inventory.count). */
  counterA: Caller;
  counterB: Caller;
  counterAId: string;
  counterBId: string;
  /** inventory.read alone, at dubai. */
  reader: Caller;
  /** A blind counter at soho only. */
  sohoCounter: Caller;
  /** Posts movements straight through the ledger (receipts, wastage) as the test needs them. */
  post(
    movements: Array<
      Partial<NewMovement> & Pick<NewMovement, 'material_id' | 'quantity' | 'occurred_at'>
    >,
  ): Promise<void>;
}

export const at = (base: number, minutes: number) =>
  new Date(base + minutes * 60_000).toISOString();

export function countFixture(
  server: { app: FastifyInstance; database: DatabaseHandle },
  admin: Caller,
  prefix: string,
): () => CountFixture {
  let fixture: CountFixture | null = null;
  beforeAll(async () => {
    const locations = (await admin('GET', '/locations?sort=sort_order')).json().data as TestRow[];
    const [dubai, soho] = [locations[0]!.id, locations[1]!.id];
    const customerId = locations[0]!.customer_id as string;
    const create = async (path: string, body: Record<string, unknown>) => {
      const reply = await admin('POST', path, body);
      if (reply.statusCode !== 201) throw new Error(`${path}: ${reply.body}`);
      return (reply.json() as TestRow).id;
    };
    const beef = await create('/materials', { name: `${prefix} beef`, unit: 'g', cost: 0.02 });
    const milk = await create('/materials', {
      name: `${prefix} milk`,
      unit: 'piece',
      cost: 1.5,
      pack_units: [{ name: 'case', factor: 12 }],
    });
    const flour = await create('/materials', { name: `${prefix} flour`, unit: 'kg', cost: 1 });
    const [fridge, dry] = [uuidv4(), uuidv4()];
    const sheet = await create(`/inventory-count-sheets?loc=${dubai}`, {
      name: `${prefix} kitchen`,
      areas: [
        { id: fridge, name: 'Fridge', material_ids: [beef, milk] },
        { id: dry, name: 'Dry store', material_ids: [flour, beef] },
      ],
    });
    const sohoSheet = await create(`/inventory-count-sheets?loc=${soho}`, {
      name: `${prefix} soho`,
      areas: [{ id: uuidv4(), name: 'Bar', material_ids: [milk] }],
    });
    const user = async (name: string, location: string, permissions: Permission[]) => {
      const email = `${prefix}-${name}@backhouse.test`;
      const id = await insertUser(server.database.db, server.database.dialect, {
        customerId,
        username: `${prefix}-${name}`,
        email,
        passwordHash: await hashPassword('count-password'),
        roleId: null,
        locationId: location,
        allowLocations: [],
        isAdmin: false,
        modules: [moduleOf.inventory],
        permissions,
      });
      return {
        id,
        call: caller(server.app, await signIn(server.app, { email, password: 'count-password' })),
      };
    };
    const counting: Permission[] = ['inventory.read', 'inventory.count'];
    const a = await user('counter-a', dubai, counting);
    const b = await user('counter-b', dubai, counting);
    const reader = await user('reader', dubai, ['inventory.read']);
    const sohoCounter = await user('soho', soho, counting);
    let n = 0;
    fixture = {
      customerId,
      dubai,
      soho,
      beef,
      milk,
      flour,
      sheet,
      sohoSheet,
      fridge,
      dry,
      counterA: a.call,
      counterB: b.call,
      counterAId: a.id,
      counterBId: b.id,
      reader: reader.call,
      sohoCounter: sohoCounter.call,
      post: (movements) =>
        writeTransaction(server.database, customerId, async (trx) => {
          await postMovements(
            trx,
            customerId,
            movements.map((m) => ({
              id: uuidv4(),
              location_id: dubai,
              kind: m.quantity > 0 ? 'receipt' : 'wastage',
              user_id: null,
              document_kind: m.quantity > 0 ? 'receipt' : 'wastage',
              document_id: `${prefix}-doc-${(n += 1)}`,
              ...m,
            })),
          );
        }),
    };
  });
  return () => {
    if (!fixture) throw new Error('the count fixture is used before beforeAll made it');
    return fixture;
  };
}

/** An entry body for `POST /inventory-counts/add-item`, in base units unless parts are given. */
export function entry(
  count_id: string,
  material_id: string,
  area_id: string,
  quantity: number,
  counted_at: string,
  extra: Record<string, unknown> = {},
) {
  return {
    id: uuidv4(),
    count_id,
    material_id,
    area_id,
    parts: [{ unit: '', factor: 1, quantity }],
    device_id: 'tablet-1',
    counted_at,
    ...extra,
  };
}
