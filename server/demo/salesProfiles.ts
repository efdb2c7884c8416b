import type { Random } from './salesRandom';
import type { SellingKind, ShopLocation } from './salesShop';

/**
 * How each kind of demo location trades: how many invoices a day, which days and hours are busy,
 * how guests order (dine-in, takeaway, Deliveroo, own delivery) and what a guest orders.
 */

export type Service = 'dine_in' | 'takeaway' | 'deliveroo' | 'delivery' | 'pickup';

/** A course of an order: `chance` per guest (or once per order), from one group of the menu. */
export interface Course {
  group: string;
  chance: number;
  per: 'guest' | 'order';
  /** Tried when this one was not ordered (a cold drink for a guest who took no hot one). */
  orElse?: Course;
}

interface Peak {
  /** Local time of the peak, in minutes after midnight. */
  at: number;
  /** Its width (one standard deviation), in minutes. */
  width: number;
  weight: number;
  /** Only on these weekdays (0 Sunday); every day when absent. */
  days?: readonly number[];
}

export interface TradingProfile {
  /** Invoices on an average day. */
  perDay: number;
  /** Multipliers by weekday, Sunday first. */
  weekday: readonly number[];
  /** Trade between the peaks, relative to a peak. */
  base: number;
  peaks: readonly Peak[];
  services: Readonly<Partial<Record<Service, number>>>;
  /** Party sizes of a dine-in table and their weights. */
  parties: ReadonlyArray<[guests: number, weight: number]>;
  courses: readonly Course[];
  /** Catering: lines per order and units per line. */
  catering?: { lines: [number, number]; units: [number, number] };
}

const hours = (h: number, m = 0) => h * 60 + m;

const profiles: Record<SellingKind, TradingProfile> = {
  restaurant: {
    perDay: 95,
    weekday: [1.08, 0.8, 0.84, 0.9, 1.02, 1.28, 1.32],
    base: 0.12,
    peaks: [
      { at: hours(13, 15), width: 65, weight: 1 },
      { at: hours(20, 15), width: 80, weight: 1.45 },
      // Weekend brunch as the doors open.
      { at: hours(11, 30), width: 45, weight: 0.5, days: [0, 5, 6] },
    ],
    services: { dine_in: 0.58, takeaway: 0.14, deliveroo: 0.22, delivery: 0.06 },
    parties: [
      [1, 12],
      [2, 40],
      [3, 16],
      [4, 18],
      [5, 6],
      [6, 5],
      [8, 3],
    ],
    courses: [
      { group: 'Breakfast', chance: 0.9, per: 'guest' },
      { group: 'Mains', chance: 0.9, per: 'guest' },
      { group: 'Cold drinks', chance: 0.72, per: 'guest' },
      { group: 'Starters', chance: 0.42, per: 'order' },
      { group: 'Sides', chance: 0.35, per: 'order' },
      { group: 'Desserts', chance: 0.3, per: 'order' },
      { group: 'Extras', chance: 0.12, per: 'order' },
    ],
  },
  cafe: {
    perDay: 212,
    weekday: [0.98, 1.02, 1, 1, 1.04, 1.1, 1.14],
    base: 0.14,
    peaks: [
      { at: hours(8, 15), width: 55, weight: 1.5 },
      { at: hours(12, 45), width: 60, weight: 1 },
      { at: hours(16, 0), width: 70, weight: 0.55 },
    ],
    services: { dine_in: 0.42, takeaway: 0.52, delivery: 0.06 },
    parties: [
      [1, 45],
      [2, 40],
      [3, 11],
      [4, 4],
    ],
    courses: [
      {
        group: 'Hot drinks',
        chance: 0.66,
        per: 'guest',
        orElse: { group: 'Cold drinks', chance: 0.62, per: 'guest' },
      },
      { group: 'Bakery', chance: 0.48, per: 'guest' },
      { group: 'Breakfast', chance: 0.22, per: 'guest' },
      { group: 'Starters', chance: 0.1, per: 'guest' },
      { group: 'Extras', chance: 0.12, per: 'order' },
    ],
  },
  central_kitchen: {
    perDay: 38,
    weekday: [0.55, 1.08, 1.1, 1.12, 1.15, 0.9, 0.5],
    base: 0.06,
    peaks: [
      { at: hours(9, 30), width: 75, weight: 1 },
      { at: hours(13, 0), width: 90, weight: 0.6 },
    ],
    services: { delivery: 0.55, pickup: 0.27, deliveroo: 0.18 },
    parties: [[1, 1]],
    courses: [],
    catering: { lines: [1, 4], units: [2, 14] },
  },
};

/** How much more a category sells than an average one of its group. */
export const categoryAppeal: Readonly<Record<string, number>> = {
  Burgers: 3,
  Chicken: 1.8,
  Steaks: 1.5,
  Wraps: 1.5,
  Pasta: 1.3,
  'Kids menu': 0.4,
  'Grill platters': 0.6,
  'Soft drinks': 2,
  'Fresh juices': 1.2,
  'Espresso bar': 3,
  'Iced drinks': 1.8,
  Tea: 1,
  'Hot chocolate': 0.6,
  Pastries: 1.6,
  Croissants: 1.8,
  Cookies: 1.2,
  Sandwiches: 1.3,
};

/** The receipt prefix of each demo location, by reference; the top-up finds its own invoices by it. */
const receiptPrefixes: Readonly<Record<string, string>> = {
  'LOC-01': 'DXB',
  'LOC-02': 'SOH',
  'LOC-03': 'AUH',
  'LOC-05': 'DIP',
};

export const profileOf = (location: ShopLocation): TradingProfile => profiles[location.kind];

export const receiptPrefix = (location: ShopLocation): string =>
  receiptPrefixes[location.reference] ?? location.reference.replace(/[^A-Z0-9]/gi, '');

/** Weekday of a YYYY-MM-DD date, 0 for Sunday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * How busy a location is on a date, apart from its weekday: slow waves with a phase of its own, so
 * over a month one store grows while another slips, as the dashboard's insights should show.
 */
function seasonOf(location: ShopLocation, date: string): number {
  const day = Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  const phase = (receiptPrefix(location).charCodeAt(0) % 7) * 0.9;
  return 1 + 0.1 * Math.sin((2 * Math.PI * day) / 150 + phase) + 0.03 * Math.sin(day / 9 + phase);
}

/** How many sales a location makes on a business date. */
export function salesOnDay(location: ShopLocation, date: string, random: Random): number {
  const profile = profileOf(location);
  const expected = profile.perDay * profile.weekday[weekdayOf(date)]! * seasonOf(location, date);
  return Math.max(1, Math.round(expected * random.around(1, 0.16)));
}

/**
 * Local minutes (after the business day's midnight) of `count` sales, in order: drawn from the
 * location's peaks within its opening hours, last orders 20 minutes before closing.
 */
export function saleMinutes(
  location: ShopLocation,
  date: string,
  count: number,
  random: Random,
): number[] {
  const profile = profileOf(location);
  const weekday = weekdayOf(date);
  const open = location.opening * 60;
  const close =
    (location.closing <= location.opening ? location.closing + 24 : location.closing) * 60;
  const cumulative: number[] = [];
  let total = 0;
  for (let minute = open; minute < close - 20; minute++) {
    let density = profile.base;
    for (const peak of profile.peaks) {
      if (peak.days && !peak.days.includes(weekday)) continue;
      const z = (minute - peak.at) / peak.width;
      density += peak.weight * Math.exp(-0.5 * z * z);
    }
    total += density;
    cumulative.push(total);
  }
  const minutes: number[] = [];
  for (let i = 0; i < count; i++) {
    const target = random.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    minutes.push(open + lo + random.next());
  }
  return minutes.sort((a, b) => a - b);
}
