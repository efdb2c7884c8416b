import type { InvoiceBody } from '@contract/sales';
import type { SaleMoment } from './salesOrder';
import type { Random } from './salesRandom';

/**
 * The raw order of a Deliveroo sale as Otter hands it to the till: the aggregator's ids, the items
 * with their modifiers, the guest (name shortened, phone masked), the delivery and the totals. The
 * demo keeps it with the invoice like a real till would (`payload`), and `otter_id` names it.
 */

const firstNames = {
  AE: ['Layla', 'Omar', 'Fatima', 'Ahmed', 'Sara', 'Yousef', 'Mariam', 'Khalid', 'Aisha', 'Ravi'],
  GB: ['Olivia', 'Jack', 'Amelia', 'Harry', 'Isla', 'George', 'Priya', 'Noah', 'Chloe', 'Tom'],
};
const notes = [
  'No onions please',
  'Extra napkins',
  'Please ring the bell, baby sleeping',
  'Sauce on the side',
  'Leave at reception',
  'Cutlery please',
];

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
/** A version 4 UUID from drawn bytes (the aggregator's own ids are random ones). */
function uuid4(random: Random): string {
  const b = random.bytes(16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function deliverooOrder(moment: SaleMoment, body: InvoiceBody, random: Random) {
  const { location } = moment;
  const country = location.currency === 'GBP' ? 'GB' : 'AE';
  const friendly = hex(random.bytes(3)).slice(0, 5).toUpperCase();
  const subtotal = round2(
    body.lines.reduce(
      (s, l) =>
        s +
        l.quantity *
          (l.unit_price + l.modifiers.reduce((m, x) => m + x.quantity * x.unit_price, 0)),
      0,
    ),
  );
  const discount = round2(body.lines.reduce((s, l) => s + l.discount, 0));
  const tax = round2(body.lines.reduce((s, l) => s + l.tax, 0));
  const tip = round2(body.payments.reduce((s, p) => s + p.tip, 0));
  const deliveryFee = country === 'GB' ? 2.99 : 7;
  const pickupAt = moment.at + random.int(12, 22) * 60_000;
  return {
    id: uuid4(random),
    externalIdentifiers: {
      id: `${country.toLowerCase()}:${uuid4(random)}`,
      friendlyId: friendly,
      source: 'deliveroo',
    },
    store: { id: location.id, name: location.name },
    status: 'NEW_ORDER',
    currencyCode: location.currency,
    orderedAt: moment.createdAt,
    items: body.lines.map((l) => ({
      id: l.product_id,
      name: l.name,
      quantity: l.quantity,
      price: l.unit_price,
      modifiers: l.modifiers.map((m) => ({
        id: m.modifier_item_id,
        name: m.name,
        quantity: m.quantity,
        price: m.unit_price,
      })),
    })),
    customer: {
      name: `${random.pick(firstNames[country])} ${String.fromCharCode(65 + random.int(0, 25))}.`,
      phone: `${country === 'GB' ? '+44 7' : '+971 5'}••• ••${random.int(10, 99)}`,
    },
    customerNote: random.chance(0.3) ? random.pick(notes) : '',
    fulfillmentInfo: {
      fulfillmentMode: 'DELIVERY',
      pickupTime: new Date(pickupAt).toISOString(),
      deliveryTime: new Date(pickupAt + random.int(10, 25) * 60_000).toISOString(),
      courier: { provider: 'deliveroo' },
    },
    orderTotal: {
      subtotal,
      discount,
      tax,
      tip,
      deliveryFee,
      total: round2(subtotal - discount + tax + tip + deliveryFee),
    },
    customerPayments: [
      {
        value: round2(subtotal - discount + tax + tip + deliveryFee),
        processingStatus: 'PROCESSED',
        paymentMethod: 'CARD',
      },
    ],
  };
}
