import { businessDayClock, hourSetting, type BusinessDayClock } from '@contract/businessDay';
import type { ResourceDef } from '@contract/registry';
import { resources } from '@contract/registry';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { listSettings } from '../resources/settings';
import { resourceDb, toApiRow, type StoredRow } from '../resources/store';
import { demoCredentials } from './people';
import { DEMO_CUSTOMER_ID } from './presence';
import { ANY_DISH, cateringCategories, menuOf, type ShopItem, type ShopMenu } from './salesMenu';

/**
 * What the demo business sells, where and when, read from its own rows (menus, products, modifier
 * items, tables, taxes, settings, users), so the demo sales only ever name what the catalogue holds.
 */

export type SellingKind = 'restaurant' | 'cafe' | 'central_kitchen';

export interface ShopLocation {
  id: string;
  name: string;
  reference: string;
  kind: SellingKind;
  day: BusinessDayClock;
  currency: string;
  opening: number;
  closing: number;
  /** Tax on every line, 0.05 for 5%. */
  taxRate: number;
  menus: ShopMenu[];
  tables: Array<{ id: string; seats: number }>;
}

export interface DemoShop {
  locations: ShopLocation[];
  payment: Record<
    'cash' | 'card' | 'apple_pay' | 'samsung_pay' | 'mastercard' | 'deliveroo' | 'delivery',
    string
  >;
  channel: Record<'dineIn' | 'takeaway' | 'delivery' | 'deliveroo', string>;
  orderType: Record<'dineIn' | 'takeaway' | 'delivery' | 'pickup', string>;
  adminId: string;
  staffId: string;
  /** Where the staff user works. */
  staffLocationId: string | null;
  /**
   * The CRM customers a sale may name (`demoGuestOf`), in id order, by the currency of their home
   * location: a guest of London pays in pounds, one of Dubai in dirhams.
   */
  guestsByCurrency: Map<string, string[]>;
}

const cents = (amount: unknown) => Math.round(Number(amount) * 100);
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + (m ?? 0);
};

async function rowsOf(db: Kysely<Database>, def: ResourceDef): Promise<StoredRow[]> {
  const rows = await resourceDb(db)
    .selectFrom(def.table)
    .selectAll()
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => toApiRow(def, row));
}

function idBy(rows: StoredRow[], field: string, value: string, what: string): string {
  const row = rows.find((r) => r[field] === value);
  if (!row) throw new Error(`the demo business has no ${what} "${value}"`);
  return row.id;
}

/** Loads the demo business's shop; throws when the demo business is not there. */
export async function loadDemoShop(db: Kysely<Database>): Promise<DemoShop> {
  const [locations, products, categories, groups, menus, items, taxes, taxGroups] =
    await Promise.all(
      [
        resources.locations,
        resources.products,
        resources.categories,
        resources.groups,
        resources.menus,
        resources.modifierItems,
        resources.taxes,
        resources.taxGroups,
      ].map((def) => rowsOf(db, def)),
    );
  const [tables, methods, channels, orderTypes] = await Promise.all(
    [resources.tables, resources.paymentMethods, resources.channels, resources.orderTypes].map(
      (def) => rowsOf(db, def),
    ),
  );
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'location_id'])
    .where('customer_id', '=', DEMO_CUSTOMER_ID)
    .execute();
  const user = (email: string) => {
    const found = users.find((u) => u.email === email);
    if (!found) throw new Error(`the demo business has no user ${email}`);
    return found;
  };

  const deliveroo = idBy(channels, 'aggregator', 'Deliveroo', 'Deliveroo channel');
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const groupName = new Map(groups.map((g) => [g.id, String(g.name)]));
  const modifierItems = new Map<string, Array<{ id: string; name: string; price: number }>>();
  for (const item of items) {
    const list = modifierItems.get(String(item.modifier_id)) ?? [];
    list.push({ id: item.id, name: String(item.name), price: cents(item.price) });
    modifierItems.set(String(item.modifier_id), list);
  }
  const rateOf = new Map(taxes.map((t) => [t.id, Number(t.rate)]));
  const groupRate = new Map(
    taxGroups.map((g) => [
      g.id,
      (g.tax_ids as string[]).reduce((sum, id) => sum + (rateOf.get(id) ?? 0), 0),
    ]),
  );

  const settings = await listSettings(
    db,
    DEMO_CUSTOMER_ID,
    locations.map((l) => l.id),
  );
  const settingOf = (locationId: string, name: string) =>
    settings.find((s) => s.location_id === locationId && s.name === name)?.value ?? null;

  const shopLocations: ShopLocation[] = [];
  for (const location of locations) {
    const kind = location.kind as string;
    if (kind !== 'restaurant' && kind !== 'cafe' && kind !== 'central_kitchen') continue;
    const at = location.id;
    const sold = products.filter(
      (p) =>
        p.is_active &&
        !p.is_archived &&
        !(p.unavailable_location_ids as string[]).includes(at) &&
        (p.location_id === null || p.location_id === at),
    );
    // Prices at a location in another currency: the ratio its own product prices show.
    const ratios = sold.flatMap((p) =>
      (p.location_prices as Array<{ location_id: string; price: number }>)
        .filter((lp) => lp.location_id === at && Number(p.price) > 0)
        .map((lp) => lp.price / Number(p.price)),
    );
    ratios.sort((a, b) => a - b);
    const factor = ratios.length ? ratios[Math.floor(ratios.length / 2)]! : 1;
    const local = (aed: number) => (factor === 1 ? aed : Math.round((aed * factor) / 50) * 50);

    const toItem = (p: StoredRow): ShopItem => {
      const category = categoryById.get(String(p.category_id));
      const own = (p.location_prices as Array<{ location_id: string; price: number }>).find(
        (lp) => lp.location_id === at,
      );
      const price = own ? cents(own.price) : cents(p.price);
      const onDeliveroo = (p.channel_prices as Array<{ channel_id: string; price: number }>).find(
        (cp) => cp.channel_id === deliveroo,
      );
      return {
        id: p.id,
        name: String(p.name),
        category: String(category?.name ?? ''),
        group: groupName.get(String(category?.group_id ?? p.group_id)) ?? '',
        price,
        deliverooPrice: onDeliveroo
          ? own
            ? Math.round((price * (onDeliveroo.price / Number(p.price))) / 50) * 50
            : cents(onDeliveroo.price)
          : price,
        modifiers: (
          p.modifiers as Array<{
            modifier_id: string;
            min_select: number;
            max_select: number;
            free_count: number;
          }>
        ).map((m) => ({
          min: m.min_select,
          max: Math.max(m.max_select, m.min_select),
          free: m.free_count,
          items: (modifierItems.get(m.modifier_id) ?? []).map((item) => ({
            ...item,
            price: local(item.price),
          })),
        })),
        rank: Number(p.sort_order),
      };
    };

    const ownMenus = menus.filter((m) => m.is_active && (m.location_ids as string[]).includes(at));
    const shopMenus: ShopMenu[] = ownMenus.map((m) => {
      const categoryIds = new Set(m.category_ids as string[]);
      return menuOf(
        (m.schedule as Array<{ day: number; from: string; to: string }>).map((s) => ({
          day: s.day,
          from: minutesOf(s.from),
          to: minutesOf(s.to),
        })),
        sold.filter((p) => categoryIds.has(String(p.category_id))).map(toItem),
      );
    });
    if (kind === 'central_kitchen') {
      const names = new Set(cateringCategories);
      shopMenus.push(
        menuOf(
          [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: 0, to: 24 * 60 })),
          sold.map(toItem).filter((item) => names.has(item.category)),
        ),
      );
    }
    const vat = Number.parseFloat(settingOf(at, 'vat') ?? '');
    const anyGroup = sold.find((p) => p.tax_group_id)?.tax_group_id as string | undefined;
    shopLocations.push({
      id: at,
      name: String(location.name),
      reference: String(location.reference),
      kind,
      day: businessDayClock({
        time_zone: settingOf(at, 'time_zone'),
        opening_hour: settingOf(at, 'opening_hour'),
        closing_hour: settingOf(at, 'closing_hour'),
      }),
      currency: settingOf(at, 'currency') ?? 'AED',
      opening: hourSetting(settingOf(at, 'opening_hour'), 9),
      closing: hourSetting(settingOf(at, 'closing_hour'), 18) || 24,
      // A till charges its country's VAT (the location's `vat` setting, the rate of that country's
      // tax group); the products' group when the location names none.
      taxRate: (Number.isFinite(vat) ? vat : (groupRate.get(anyGroup ?? '') ?? 0)) / 100,
      menus: shopMenus.filter((m) => m.groups.has(ANY_DISH)),
      tables: tables
        .filter((t) => t.location_id === at)
        .map((t) => ({ id: t.id, seats: Number(t.seats) })),
    });
  }

  const method = (kind: string) => idBy(methods, 'kind', kind, 'payment method');
  const orderType = (kind: string) => idBy(orderTypes, 'kind', kind, 'order type');
  const channel = (kind: string) =>
    idBy(
      channels.filter((c) => !c.aggregator),
      'kind',
      kind,
      'channel',
    );
  return {
    locations: shopLocations,
    payment: {
      cash: method('cash'),
      card: method('card'),
      apple_pay: method('apple_pay'),
      samsung_pay: method('samsung_pay'),
      mastercard: method('mastercard'),
      deliveroo: method('deliveroo'),
      delivery: method('delivery'),
    },
    channel: {
      dineIn: channel('dine_in'),
      takeaway: channel('takeaway'),
      delivery: channel('delivery'),
      deliveroo,
    },
    orderType: {
      dineIn: orderType('dine_in'),
      takeaway: orderType('takeaway'),
      delivery: orderType('delivery'),
      pickup: orderType('pickup'),
    },
    adminId: user(demoCredentials.admin.email).id,
    staffId: user(demoCredentials.staff.email).id,
    staffLocationId: user(demoCredentials.staff.email).location_id,
    guestsByCurrency: guestsByCurrency(await rowsOf(db, resources.crmCustomers), shopLocations),
  };
}

function guestsByCurrency(
  guests: readonly StoredRow[],
  locations: readonly ShopLocation[],
): Map<string, string[]> {
  const currencyOf = new Map(locations.map((l) => [l.id, l.currency]));
  const out = new Map<string, string[]>();
  for (const guest of guests) {
    const currency = currencyOf.get(String(guest.home_location_id));
    if (currency) out.set(currency, [...(out.get(currency) ?? []), guest.id]);
  }
  return out;
}
