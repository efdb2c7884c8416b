import type { InvoiceLine, InvoicePayment } from '@contract/sales';
import type { Service } from './salesProfiles';
import type { Random } from './salesRandom';
import type { ShopItem } from './salesMenu';
import type { DemoShop, ShopLocation } from './salesShop';

/**
 * The money of a demo sale: its lines' discounts and taxes, and payments that add up to exactly what
 * is due (the invoice rules accept nothing else). Worked in whole minor units, so every amount the
 * till sends has two decimals and the sums are exact.
 */

/** A line while the order is put together; amounts in minor units. */
export interface DraftLine {
  item: ShopItem;
  quantity: number;
  unit: number;
  modifiers: Array<{ id: string; name: string; price: number }>;
  discount: number;
  complimentary: boolean;
}

const major = (minor: number) => minor / 100;
const valueOf = (line: Pick<DraftLine, 'quantity' | 'unit' | 'modifiers'>) =>
  line.quantity * (line.unit + line.modifiers.reduce((s, m) => s + m.price, 0));

/** A line as the till sends it, and what the guest owes for it (minor units). */
export function pricedLine(
  draft: Omit<DraftLine, 'item'> & { item: Pick<ShopItem, 'id' | 'name'> },
  taxRate: number,
): { line: InvoiceLine; due: number } {
  const value = valueOf(draft);
  // A line given free has no discount and no tax: nothing of it is paid.
  const discount = draft.complimentary ? 0 : Math.min(draft.discount, value);
  const tax = draft.complimentary ? 0 : Math.round((value - discount) * taxRate);
  return {
    line: {
      product_id: draft.item.id,
      name: draft.item.name,
      quantity: draft.quantity,
      unit_price: major(draft.unit),
      discount: major(discount),
      tax: major(tax),
      is_complimentary: draft.complimentary,
      modifiers: draft.modifiers.map((m) => ({
        modifier_item_id: m.id,
        name: m.name,
        quantity: 1,
        unit_price: major(m.price),
      })),
    },
    due: draft.complimentary ? 0 : value - discount + tax,
  };
}

/** A discount on the whole bill now and then: a Deliveroo promotion, a welcome offer, a staff meal. */
function billDiscount(location: ShopLocation, service: Service, random: Random): number {
  const roll = random.next();
  if (service === 'deliveroo') return roll < 0.1 ? 0.15 : 0;
  if (roll < 0.03) return 0.1;
  if (roll < 0.04 && location.kind === 'restaurant') return 0.5;
  return 0;
}

/** Line discounts: happy hour drinks, the cafe's coffee-and-pastry deal, or one for the whole bill. */
export function applyDiscounts(
  lines: DraftLine[],
  at: { location: ShopLocation; weekday: number; minute: number },
  service: Service,
  random: Random,
): void {
  const off = (line: DraftLine, rate: number) => {
    line.discount = Math.max(line.discount, Math.round(valueOf(line) * rate));
  };
  const { location, weekday, minute } = at;
  const happyHour = weekday >= 1 && weekday <= 4 && minute >= 16 * 60 && minute < 19 * 60;
  if (location.kind === 'restaurant' && happyHour) {
    for (const line of lines) if (line.item.group === 'Cold drinks') off(line, 0.2);
  }
  if (location.kind === 'cafe') {
    const coffee = lines.find((l) => l.item.category === 'Espresso bar');
    const pastry = lines.find((l) => l.item.category === 'Pastries');
    if (coffee && pastry && random.chance(0.35)) {
      off(coffee, 0.2);
      off(pastry, 0.2);
    }
  }
  const whole = billDiscount(location, service, random);
  if (whole > 0) for (const line of lines) off(line, whole);
}

type WalkInMethod = 'card' | 'apple_pay' | 'cash' | 'mastercard' | 'samsung_pay';

/** How guests pay at the counter or the table; London pays less in cash than the Gulf. */
function walkInMethod(location: ShopLocation, random: Random): WalkInMethod {
  const methods: Array<[WalkInMethod, number]> = [
    ['card', 38],
    ['apple_pay', 20],
    ['cash', location.currency === 'GBP' ? 8 : 18],
    ['mastercard', 16],
    ['samsung_pay', 6],
  ];
  return random.weighted(methods, ([, weight]) => weight)[0];
}

/** A tip in round amounts: a share of the bill at the table, a little on Deliveroo. */
function tipFor(
  location: ShopLocation,
  service: Service,
  cash: boolean,
  due: number,
  random: Random,
) {
  const step = location.currency === 'GBP' ? 50 : 100;
  if (service === 'dine_in') {
    const tipping = cash ? 0.12 : location.currency === 'GBP' ? 0.55 : 0.35;
    if (!random.chance(tipping)) return 0;
    return Math.max(step, Math.round((due * (0.05 + random.next() * 0.075)) / step) * step);
  }
  if (service === 'deliveroo' && random.chance(0.15)) return random.int(2, 6) * step;
  return 0;
}

/** Payments that add up to what is due: Deliveroo's, the driver's, or the guests' own (split now and then). */
export function paymentsFor(
  shop: DemoShop,
  location: ShopLocation,
  service: Service,
  due: number,
  guests: number,
  random: Random,
): InvoicePayment[] {
  const kind =
    service === 'deliveroo' || service === 'delivery' ? service : walkInMethod(location, random);
  const tip = tipFor(location, service, kind === 'cash', due, random);
  const method = shop.payment[kind];
  if (service === 'dine_in' && guests >= 2 && due > 4000 && random.chance(0.08)) {
    const half = Math.round(due / 2);
    return [
      { payment_method_id: method, amount: major(half), tip: major(tip) },
      {
        payment_method_id: shop.payment[walkInMethod(location, random)],
        amount: major(due - half),
        tip: 0,
      },
    ];
  }
  return [{ payment_method_id: method, amount: major(due), tip: major(tip) }];
}
