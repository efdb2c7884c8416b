import type { InvoiceBody } from '@contract/sales';
import { formatUtcOffset } from '@contract/timezone';
import { v7 as uuidv7 } from 'uuid';
import { pricedLine } from './salesMoney';
import { demoSale, type DemoInvoice } from './salesOrder';
import { receiptPrefix, saleMinutes, salesOnDay, weekdayOf } from './salesProfiles';
import { seededRandom, type Random } from './salesRandom';
import type { DemoShop, ShopLocation } from './salesShop';

/**
 * One business day of one demo location: its sales, a few refunds of them later that day, all in
 * time order. A day depends only on the seed, the location and the date (never on when it is
 * generated), so the same day is always the same invoices with the same ids; `asOf` then keeps what
 * has happened by a given time and leaves the latest online orders open.
 */

/** Online orders younger than this are still pending or being prepared. */
export const OPEN_ORDER_MINUTES = 25;

/**
 * A location's clock over one business date: the instant of a local minute, and the time a till
 * prints for an instant. Reading a zone's offset is slow next to the rest, and no demo location
 * trades across a DST change (they happen at night), so a day with one offset reads it once.
 */
function dayClock(location: ShopLocation, date: string) {
  const { clock } = location.day;
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const closing = location.closing <= location.opening ? location.closing + 24 : location.closing;
  const offsets = [location.opening, closing].map((hour) =>
    clock.offsetAt(clock.wallClockToInstant(midnight + hour * 3_600_000)),
  );
  const fixed = offsets[0] === offsets[1] ? offsets[0]! : null;
  const offsetAt = (at: number) => fixed ?? clock.offsetAt(at);
  return {
    /** The instant of a local time, in seconds after the business date's midnight. */
    instant: (seconds: number) =>
      fixed === null
        ? clock.wallClockToInstant(midnight + seconds * 1000)
        : midnight + seconds * 1000 - fixed * 60_000,
    /** Local wall clock with the location's offset at that instant. */
    tillTime(at: number): string {
      const offset = offsetAt(at);
      const wall = new Date(at + offset * 60_000).toISOString().slice(0, 19);
      return `${wall}${formatUtcOffset(offset)}`;
    },
  };
}

/** A refund of part or all of a sale, `later` minutes after it, paid back the way it was paid. */
function refundOf(
  sale: DemoInvoice,
  location: ShopLocation,
  clock: ReturnType<typeof dayClock>,
  at: number,
  number: string,
  random: Random,
): DemoInvoice {
  const paid = sale.body.lines.filter((l) => !l.is_complimentary);
  const lines = random.chance(0.4) || paid.length === 1 ? paid : [random.pick(paid)];
  const priced = lines.map((line) => {
    const quantity = random.chance(0.7) ? line.quantity : random.int(1, line.quantity);
    const minor = (amount: number) => Math.round(amount * 100);
    return pricedLine(
      {
        item: { id: line.product_id, name: line.name },
        quantity,
        unit: minor(line.unit_price),
        modifiers: line.modifiers.map((m) => ({
          id: m.modifier_item_id,
          name: m.name,
          price: minor(m.unit_price),
        })),
        discount: Math.round((minor(line.discount) * quantity) / line.quantity),
        complimentary: false,
      },
      location.taxRate,
    );
  });
  const due = priced.reduce((s, p) => s + p.due, 0);
  const body: InvoiceBody = {
    id: uuidv7({ msecs: at, random: random.bytes(16) }),
    location_id: location.id,
    number,
    created_at: clock.tillTime(at),
    status: 'completed',
    channel_id: sale.body.channel_id,
    order_type_id: sale.body.order_type_id,
    table_id: null,
    cashier_id: sale.body.cashier_id,
    customer_id: sale.body.customer_id ?? null,
    guests: null,
    refund_of: sale.body.id,
    lines: priced.map((p) => p.line),
    payments: [
      { payment_method_id: sale.body.payments[0]!.payment_method_id, amount: due / 100, tip: 0 },
    ],
  };
  return { body, at, service: sale.service };
}

/** Every invoice of a location's business date, in time order. */
export function demoDay(
  shop: DemoShop,
  location: ShopLocation,
  date: string,
  seed: number,
): DemoInvoice[] {
  const prefix = receiptPrefix(location);
  const day = seededRandom(seed, prefix, date);
  const minutes = saleMinutes(location, date, salesOnDay(location, date, day), day);
  const weekday = weekdayOf(date);
  const clock = dayClock(location, date);
  const receipt = `${prefix}-${date.slice(2).replaceAll('-', '')}`;

  let previous = -Infinity;
  const sales = minutes.map((minute, index) => {
    // One second apart at least: a top-up carries on after the last invoice it finds, by time.
    const at = Math.max(clock.instant(Math.floor(minute * 60)), previous + 1000);
    previous = at;
    const moment = {
      shop,
      location,
      weekday,
      minute,
      at,
      number: `${receipt}-${String(index + 1).padStart(4, '0')}`,
      createdAt: clock.tillTime(at),
    };
    return { minute, sale: demoSale(moment, seededRandom(seed, prefix, date, index)) };
  });

  const draws = seededRandom(seed, prefix, date, 'refunds');
  const closing =
    (location.closing <= location.opening ? location.closing + 24 : location.closing) * 60;
  const refunds: DemoInvoice[] = [];
  for (const { minute, sale } of sales) {
    if (!draws.chance(0.008)) continue;
    // Later than any order stays open, so the sale is completed by then.
    const later = draws.int(OPEN_ORDER_MINUTES + 5, 150);
    if (sale.body.status !== 'completed' || minute + later >= closing) continue;
    const number = `${receipt}-R${String(refunds.length + 1).padStart(3, '0')}`;
    const random = seededRandom(seed, prefix, date, 'refund', refunds.length);
    refunds.push(refundOf(sale, location, clock, sale.at + later * 60_000, number, random));
  }
  return [...sales.map((s) => s.sale), ...refunds].sort((a, b) => a.at - b.at);
}

/**
 * The invoices as the tills had sent them by `now` (those made after `after`): nothing later, and
 * the online orders of the last minutes still open (own deliveries are paid on the doorstep, so
 * they carry no payment yet).
 */
export function asOf(
  invoices: readonly DemoInvoice[],
  now: number,
  after = -Infinity,
): InvoiceBody[] {
  const out: InvoiceBody[] = [];
  for (const invoice of invoices) {
    if (invoice.at > now) break;
    if (invoice.at <= after) continue;
    const age = now - invoice.at;
    // A refund carries its sale's service, but is done when it is made: never an open order.
    const online =
      !invoice.body.refund_of &&
      (invoice.service === 'deliveroo' || invoice.service === 'delivery');
    if (!online || invoice.body.status !== 'completed' || age >= OPEN_ORDER_MINUTES * 60_000) {
      out.push(invoice.body);
      continue;
    }
    out.push({
      ...invoice.body,
      status: age < 10 * 60_000 ? 'pending' : 'preparing',
      payments: invoice.service === 'delivery' ? [] : invoice.body.payments,
    });
  }
  return out;
}
