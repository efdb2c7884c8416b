import type { InvoiceBody } from '@contract/sales';
import { v7 as uuidv7 } from 'uuid';
import { ANY_DISH, menuAt, type ItemChoice, type ShopItem, type ShopMenu } from './salesMenu';
import { applyDiscounts, paymentsFor, pricedLine, type DraftLine } from './salesMoney';
import { deliverooOrder } from './salesPayload';
import {
  categoryAppeal,
  profileOf,
  type Course,
  type Service,
  type TradingProfile,
} from './salesProfiles';
import { demoGuestOf } from './crm';
import type { Random } from './salesRandom';
import type { DemoShop, ShopLocation } from './salesShop';

/**
 * One demo sale: how the guests came (dine-in, takeaway, Deliveroo...), what they ordered from the
 * menu of the hour, what it came to and how they paid, who took it, at which table.
 */

/** A demo invoice, with when it was made and how it was ordered. */
export interface DemoInvoice {
  body: InvoiceBody;
  /** `created_at` in epoch milliseconds. */
  at: number;
  service: Service;
}

/** Where and when one sale is made. */
export interface SaleMoment {
  shop: DemoShop;
  location: ShopLocation;
  weekday: number;
  /** Local minutes after the business day's midnight. */
  minute: number;
  at: number;
  /** The receipt number and the created_at the till prints. */
  number: string;
  createdAt: string;
}

/** A dish of a group: its categories as they sell, then its dishes, the menu's first ones more. */
function pickItem(choice: ItemChoice, random: Random): ShopItem {
  const category = random.weighted(choice.categories, (c) => categoryAppeal[c] ?? 1);
  return random.weighted(choice.byCategory.get(category)!, (i) => 1 / (1 + 0.3 * i.rank));
}

/** Required choices always, optional ones now and then; the first `free` of a group cost nothing. */
function modifiersFor(item: ShopItem, random: Random) {
  const chosen: DraftLine['modifiers'] = [];
  for (const group of item.modifiers) {
    if (group.items.length === 0) continue;
    const count = group.min > 0 ? group.min : random.chance(0.28) ? 1 : 0;
    const extra = count > 0 && group.max > count && random.chance(0.15) ? 1 : 0;
    for (let n = 0; n < count + extra; n++) {
      // The second choice is the usual one (Regular size, Medium rare).
      const pick = random.weighted(group.items, (_, i) =>
        i === Math.min(1, group.items.length - 1) ? 3 : 1,
      );
      chosen.push({ id: pick.id, name: pick.name, price: n < group.free ? 0 : pick.price });
    }
  }
  return chosen;
}

/** What a party orders: its courses guest by guest, or a catering order of a few dishes in number. */
function basketOf(
  profile: TradingProfile,
  menu: ShopMenu,
  guests: number,
  random: Random,
): Array<{ item: ShopItem; quantity: number }> {
  const basket: Array<{ item: ShopItem; quantity: number }> = [];
  const dishes = menu.groups.get(ANY_DISH)!;
  if (profile.catering) {
    const [fewest, most] = profile.catering.lines;
    const [least, largest] = profile.catering.units;
    for (let n = random.int(fewest, most); n > 0; n--) {
      const item = pickItem(dishes, random);
      const units = random.int(least, largest);
      // A platter feeds a few: fewer of them than of sandwiches or drinks.
      basket.push({ item, quantity: item.group === 'Mains' ? Math.ceil(units / 4) : units });
    }
    return basket;
  }
  const order = (course: Course, times: number) => {
    const choice = menu.groups.get(course.group);
    for (let n = 0; n < times; n++) {
      if (choice && random.chance(course.chance)) {
        basket.push({ item: pickItem(choice, random), quantity: 1 });
      } else if (course.orElse) order(course.orElse, 1);
    }
  };
  for (const course of profile.courses) {
    if (course.per === 'guest') order(course, guests);
    else order(course, guests >= 4 && random.chance(0.4) ? 2 : 1);
  }
  if (basket.length === 0) {
    basket.push({ item: pickItem(dishes, random), quantity: 1 });
  }
  // The same dish twice on one ticket is one line of two (unless each has its own choices).
  const merged: typeof basket = [];
  for (const entry of basket) {
    const same =
      entry.item.modifiers.length === 0 && merged.find((m) => m.item.id === entry.item.id);
    if (same) same.quantity += entry.quantity;
    else merged.push({ ...entry });
  }
  return merged;
}

const deliveryGuests: ReadonlyArray<[number, number]> = [
  [1, 45],
  [2, 35],
  [3, 12],
  [4, 8],
];

/** How many the order is for: a table's party, one or two at the counter, a few at home. */
function guestsOf(service: Service, profile: TradingProfile, random: Random): number {
  if (service === 'dine_in') return random.weighted(profile.parties, ([, w]) => w)[0];
  if (service === 'takeaway' || service === 'pickup') return random.chance(0.75) ? 1 : 2;
  return random.weighted(deliveryGuests, ([, w]) => w)[0];
}

/** One sale of a demo location, drawn from its own random sequence. */
export function demoSale(moment: SaleMoment, random: Random): DemoInvoice {
  const { shop, location } = moment;
  const profile = profileOf(location);
  const service = random.weighted(
    Object.entries(profile.services) as Array<[Service, number]>,
    ([, w]) => w,
  )[0];
  const guests = guestsOf(service, profile, random);
  const menu = menuAt(location, moment.weekday, moment.minute);
  const drafts: DraftLine[] = basketOf(profile, menu, guests, random).map(({ item, quantity }) => ({
    item,
    quantity,
    unit: service === 'deliveroo' ? item.deliverooPrice : item.price,
    modifiers: modifiersFor(item, random),
    discount: 0,
    complimentary: false,
  }));
  applyDiscounts(drafts, moment, service, random);
  if (service === 'dine_in' && random.chance(0.045)) {
    const treats = menu.groups.get('Desserts') ?? menu.groups.get('Bakery');
    if (treats) {
      const item = pickItem(treats, random);
      drafts.push({
        item,
        quantity: 1,
        unit: item.price,
        modifiers: [],
        discount: 0,
        complimentary: true,
      });
    }
  }
  const priced = drafts.map((d) => pricedLine(d, location.taxRate));
  const due = priced.reduce((s, p) => s + p.due, 0);
  const voided = service !== 'deliveroo' && service !== 'delivery' && random.chance(0.012);
  const fitting = location.tables.filter((t) => t.seats >= guests);
  const table =
    service === 'dine_in' && location.tables.length
      ? random.pick(fitting.length ? fitting : location.tables)
      : null;
  const payments = voided ? [] : paymentsFor(shop, location, service, due, guests, random);
  // The staff user works at one store and takes most of its sales; the administrator the rest.
  const cashier =
    location.id === shop.staffLocationId && random.chance(0.65) ? shop.staffId : shop.adminId;
  const id = uuidv7({ msecs: moment.at, random: random.bytes(16) });
  const channel = {
    dine_in: shop.channel.dineIn,
    takeaway: shop.channel.takeaway,
    pickup: shop.channel.takeaway,
    delivery: shop.channel.delivery,
    deliveroo: shop.channel.deliveroo,
  }[service];
  const orderType = {
    dine_in: shop.orderType.dineIn,
    takeaway: shop.orderType.takeaway,
    pickup: shop.orderType.pickup,
    delivery: shop.orderType.delivery,
    deliveroo: shop.orderType.delivery,
  }[service];
  const body: InvoiceBody = {
    id,
    location_id: location.id,
    number: moment.number,
    created_at: moment.createdAt,
    status: voided ? 'void' : 'completed',
    channel_id: channel,
    order_type_id: orderType,
    table_id: table?.id ?? null,
    cashier_id: cashier,
    // Aggregators do not pass the guest on; the tills name a known one on some sales.
    customer_id:
      service === 'deliveroo'
        ? null
        : demoGuestOf(shop.guestsByCurrency.get(location.currency) ?? [], id),
    guests: service === 'dine_in' ? guests : null,
    lines: priced.map((p) => p.line),
    payments,
  };
  if (service === 'deliveroo') {
    const order = deliverooOrder(moment, body, random);
    body.otter_id = order.id;
    body.payload = order;
  }
  return { body, at: moment.at, service };
}
