import { resources } from '@contract/registry';
import type { Grant } from '@contract/access';
import type { OrderRequestStatusBody } from '@contract/transfers';
import { derivedId, postMovements } from '../inventory/ledger';
import { resourceDb } from '../resources/store';
import {
  acceptRequest,
  changeRequestStatus,
  createRequest,
} from '../supply/transfers/requestsWrite';
import { findTransfer, type Actor } from '../supply/transfers/store';
import { cancelTransfer, createTransfer, receiveTransfer } from '../supply/transfers/write';
import type { DemoBusiness } from './business';
import { demoCredentials } from './people';
import type { DemoWriter } from './writer';

/**
 * Between locations in the demo (issue 10): the warehouse and the central kitchen take orders until
 * their cut-off for the next delivery, hold stock received a few days ago, and have order requests
 * and transfers in every state, so each screen has something to show. They are made through the
 * same code as the API, as the administrator, on the first start only (seedDemo's transaction).
 */

const DAY_MS = 86_400_000;

/** Amounts in kilograms, litres or pieces; g and ml materials take a thousand times as many. */
type Ask = Array<[material: string, amount: number]>;

export async function seedTransfers(w: DemoWriter, business: DemoBusiness): Promise<void> {
  const places = await resourceDb(w.trx)
    .selectFrom(resources.locations.table)
    .select(['id', 'kind'])
    .where('customer_id', '=', w.customerId)
    .where('id', 'in', business.locationIds)
    .execute();
  const ofKind = (kind: string) => String(places.find((p) => p.kind === kind)!.id);
  const warehouse = ofKind('warehouse');
  const kitchen = ofKind('central_kitchen');
  const cafe = ofKind('cafe');
  const [marina] = business.restaurantIds as [string];
  const supplying: Array<[string, string, number[]]> = [
    [warehouse, '14:00', [0, 1, 2, 3, 4]],
    [kitchen, '16:00', []],
  ];
  for (const [id, cutoff, days] of supplying) {
    await resourceDb(w.trx)
      .updateTable(resources.locations.table)
      .set({ order_cutoff_time: cutoff, delivery_days: JSON.stringify(days) })
      .where('id', '=', id)
      .execute();
  }

  const admin = await w.trx
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoCredentials.admin.email)
    .executeTakeFirstOrThrow();
  const grant: Grant = {
    is_admin: true,
    modules: [],
    permissions: [],
    location_id: null,
    allow_locations: [],
  };
  const actor: Actor = { customerId: w.customerId, userId: admin.id, grant };

  const materials = await resourceDb(w.trx)
    .selectFrom(resources.materials.table)
    .select(['id', 'name', 'unit', 'cost'])
    .where('customer_id', '=', w.customerId)
    .execute();
  const material = (name: string) => {
    const found = materials.find((m) => m.name === name);
    if (!found) throw new Error(`demo material ${name} is missing`);
    return found;
  };
  const base = (name: string, amount: number) =>
    ['g', 'ml'].includes(String(material(name).unit)) ? amount * 1000 : amount;
  const lines = (ask: Ask) =>
    ask.map(([name, amount]) => ({
      id: w.id(),
      material_id: String(material(name).id),
      quantity: base(name, amount),
      note: '',
    }));

  // What the warehouse and the kitchen received three days ago: they send from it.
  const received = new Date(Date.now() - 3 * DAY_MS).toISOString();
  const stocked: Array<[string, Ask]> = [
    [
      warehouse,
      [
        ['Flour', 200],
        ['Sugar', 80],
        ['Butter', 40],
        ['Whole milk', 120],
        ['Tomatoes', 60],
        ['Onions', 50],
        ['Potatoes', 150],
        ['Frying oil', 60],
        ['Burger buns', 600],
      ],
    ],
    [
      kitchen,
      [
        ['Tomatoes', 30],
        ['Onions', 20],
        ['Cream', 20],
        ['Sugar', 20],
        ['Flour', 40],
      ],
    ],
  ];
  await postMovements(
    w.trx,
    w.customerId,
    stocked.flatMap(([place, ask]) =>
      ask.map(([name, amount]) => ({
        id: derivedId(`demo-supply-receipt:${place}:${name}`),
        location_id: place,
        material_id: String(material(name).id),
        kind: 'receipt' as const,
        quantity: base(name, amount),
        unit_cost: Number(material(name).cost),
        occurred_at: received,
        user_id: actor.userId,
        document_kind: 'receipt' as const,
        document_id: derivedId(`demo-supply-receipt:${place}`),
      })),
    ),
  );

  // Order requests, one per state.
  const request = async (store: string, from: string, ask: Ask, note = '') => {
    const id = w.id();
    await createRequest(w.trx, actor, store, {
      id,
      from_location_id: from,
      needed_by: null,
      note,
      lines: lines(ask),
    });
    return id;
  };
  const status = (id: string, body: OrderRequestStatusBody) =>
    changeRequestStatus(w.trx, actor, id, body);

  await request(
    marina,
    warehouse,
    [
      ['Tomatoes', 8],
      ['Onions', 5],
      ['Burger buns', 120],
    ],
    'Weekend',
  );
  const accepted = await request(cafe, warehouse, [
    ['Sugar', 6],
    ['Whole milk', 24],
  ]);
  await acceptRequest(w.trx, actor, accepted, { lines: [] });
  const inTransit = await request(marina, kitchen, [
    ['Cream', 4],
    ['Tomatoes', 5],
  ]);
  await acceptRequest(w.trx, actor, inTransit, { lines: [] });
  await status(inTransit, { status: 'sent', lines: [] });
  const completed = await request(marina, warehouse, [
    ['Flour', 25],
    ['Butter', 5],
    ['Potatoes', 30],
  ]);
  await acceptRequest(w.trx, actor, completed, { lines: [] });
  await status(completed, { status: 'sent', lines: [] });
  await status(completed, { status: 'completed' });
  const declined = await request(cafe, kitchen, [['Flour', 10]]);
  await status(declined, { status: 'declined', reason: 'Flour goes to the pastry run this week' });
  const cancelled = await request(marina, warehouse, [['Frying oil', 10]]);
  await status(cancelled, { status: 'cancelled', reason: 'Ordered twice' });

  // Transfers on their own, one per state.
  const transfer = async (from: string, to: string, ask: Ask, send: boolean) =>
    (
      await createTransfer(w.trx, actor, from, {
        id: w.id(),
        to_location_id: to,
        note: '',
        lines: lines(ask),
        send,
      })
    ).row;
  await transfer(warehouse, cafe, [['Sugar', 4]], false);
  await transfer(
    warehouse,
    kitchen,
    [
      ['Flour', 30],
      ['Sugar', 10],
    ],
    true,
  );
  const arrived = await transfer(
    warehouse,
    marina,
    [
      ['Potatoes', 20],
      ['Whole milk', 12],
    ],
    true,
  );
  await receiveTransfer(w.trx, actor, arrived, {
    id: w.id(),
    // One bottle of milk broke on the way.
    lines: [{ line_id: JSON.parse(arrived.lines)[1].id as string, received_quantity: 11_000 }],
  });
  const recalled = await transfer(warehouse, marina, [['Onions', 6]], true);
  await cancelTransfer(
    w.trx,
    actor,
    await findTransfer(w.trx, actor, recalled.id),
    'Sent to the wrong store',
  );
}
