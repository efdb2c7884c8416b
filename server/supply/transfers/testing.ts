import type { Permission } from '@contract/access';
import type { FastifyInstance } from 'fastify';
import { v4 as uuidv4 } from 'uuid';
import { writeTransaction } from '../../db/changes';
import type { DatabaseHandle } from '../../db/database';
import { postMovements, type NewMovement } from '../../inventory/ledger';
import { fromMilli } from '../../sales/figures';
import type { Caller } from '../../testing/harness';
import { creator, demoLocations, fixtureOnce, supplyUser } from '../documentsTesting';

/**
 * What order request and transfer tests share: the demo's stores, warehouse and central kitchen,
 * materials of their own, and users who work at one place each (the side acting is checked on
 * every call, so tests need users who may use only their own place).
 */
export interface TransferFixture {
  customerId: string;
  marina: string;
  soho: string;
  warehouse: string;
  kitchen: string;
  roastery: string;
  beef: string;
  milk: string;
  flour: string;
  /** inventory.read + write + costs at one place only. */
  store: Caller;
  sohoStore: Caller;
  warehouseUser: Caller;
  /** inventory.read + write at the marina, without costs. */
  blindStore: Caller;
  /** inventory.read alone at the marina. */
  reader: Caller;
  /** Posts movements straight through the ledger (receipts at a place, use at a store). */
  post(
    location: string,
    movements: Array<Partial<NewMovement> & Pick<NewMovement, 'material_id' | 'quantity'>>,
  ): Promise<void>;
  /** Stock of a material at a place, from the kept balance (0 when it never moved there). */
  stock(location: string, material: string): Promise<number>;
  /** Movements a transfer posted, as stored. */
  movementsOf(document: string): Promise<
    Array<{
      location_id: string;
      material_id: string;
      kind: string;
      quantity: number;
      reason: string | null;
    }>
  >;
}

export function transferFixture(
  server: { app: FastifyInstance; database: DatabaseHandle },
  admin: Caller,
  prefix: string,
): () => TransferFixture {
  return fixtureOnce<TransferFixture>('transfer', async () => {
    const { customerId, locations } = await demoLocations(admin);
    const byKind = (kind: string) => locations.find((l) => l.kind === kind)!.id;
    const [marina, soho] = [locations[0]!.id, locations[1]!.id];
    const create = (body: Record<string, unknown>) => creator(admin)('/materials', body);
    const beef = await create({ name: `${prefix} beef`, unit: 'g', cost: 0.02 });
    const milk = await create({ name: `${prefix} milk`, unit: 'piece', cost: 1.5 });
    const flour = await create({ name: `${prefix} flour`, unit: 'kg', cost: 1 });
    const user = (name: string, location: string, permissions: Permission[]) =>
      supplyUser(server, {
        customerId,
        username: `${prefix}-${name}`,
        locationId: location,
        permissions,
      });
    const full: Permission[] = ['inventory.read', 'inventory.write', 'inventory.costs'];
    const warehouse = byKind('warehouse');
    return {
      customerId,
      marina,
      soho,
      warehouse,
      kitchen: byKind('central_kitchen'),
      roastery: byKind('roastery'),
      beef,
      milk,
      flour,
      store: await user('store', marina, full),
      sohoStore: await user('soho', soho, full),
      warehouseUser: await user('warehouse', warehouse, full),
      blindStore: await user('blind', marina, ['inventory.read', 'inventory.write']),
      reader: await user('reader', marina, ['inventory.read']),
      post: (location, movements) =>
        writeTransaction(server.database, customerId, async (trx) => {
          await postMovements(
            trx,
            customerId,
            movements.map((m) => ({
              id: uuidv4(),
              location_id: location,
              kind: m.quantity > 0 ? 'receipt' : 'sale',
              occurred_at: new Date().toISOString(),
              user_id: null,
              document_kind: m.quantity > 0 ? 'receipt' : 'invoice',
              document_id: uuidv4(),
              ...m,
            })),
          );
        }),
      stock: async (location, material) => {
        const row = await server.database.db
          .selectFrom('stock_balances')
          .select('quantity')
          .where('location_id', '=', location)
          .where('material_id', '=', material)
          .executeTakeFirst();
        return row ? fromMilli(Number(row.quantity)) : 0;
      },
      movementsOf: async (document) =>
        (
          await server.database.db
            .selectFrom('stock_movements')
            .select(['location_id', 'material_id', 'kind', 'quantity', 'reason'])
            .where('document_id', '=', document)
            .orderBy('created_at')
            .orderBy('kind')
            .execute()
        ).map((m) => ({ ...m, quantity: fromMilli(Number(m.quantity)) })),
    };
  });
}
